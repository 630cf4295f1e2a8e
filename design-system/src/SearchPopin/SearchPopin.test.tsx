import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { searchHistory, searchLabels, searchResults } from './fixtures.ts';
import {
  defaultSearchPreviewSizes,
  emptySearchResults,
  SearchPopin,
  type SearchPopinProps,
  type SearchResultType,
} from './SearchPopin.tsx';

function props(overrides: Partial<SearchPopinProps> = {}): SearchPopinProps {
  return {
    query: 'dune',
    onQueryChange: vi.fn(),
    history: searchHistory,
    status: 'success',
    results: searchResults,
    chosenType: null,
    onChooseType: vi.fn(),
    onBack: vi.fn(),
    onRetry: vi.fn(),
    onFavouriteToggle: vi.fn(),
    labels: searchLabels,
    ...overrides,
  };
}

/** The page's part: it holds the query and the chosen type. */
function Controlled(overrides: Partial<SearchPopinProps>) {
  const [query, setQuery] = useState(overrides.query ?? '');
  const [chosenType, setChosenType] = useState<SearchResultType | null>(null);
  return (
    <SearchPopin
      {...props(overrides)}
      query={query}
      onQueryChange={setQuery}
      chosenType={chosenType}
      onChooseType={setChosenType}
      onBack={() => setChosenType(null)}
    />
  );
}

describe('SearchPopin', () => {
  it('member-and-shell.txt §2 Search pop-in: the history shows only while the query is empty', async () => {
    const screen = await render(<Controlled />);
    const history = screen.getByRole('region', { name: searchLabels.historyTitle });
    await expect.element(history).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox'), 'd');
    await expect.element(history).not.toBeInTheDocument();
    await expect.element(screen.getByRole('region', { name: /Films/ })).toBeVisible();
    await userEvent.keyboard('{Backspace}');
    await expect.element(screen.getByRole('region', { name: searchLabels.historyTitle })).toBeVisible();
  });

  it('member-and-shell.txt §9: the history shows at most the 3 latest entries, as links', async () => {
    const screen = await render(<SearchPopin {...props({ query: '' })} />);
    const links = screen.getByRole('region', { name: searchLabels.historyTitle }).getByRole('link').elements();
    expect(searchHistory).toHaveLength(4);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(searchHistory.slice(0, 3).map((entry) => entry.url));
  });

  it('member-and-shell.txt §2 Search pop-in: an empty history says so', async () => {
    const screen = await render(<SearchPopin {...props({ query: '', history: [] })} />);
    await expect.element(screen.getByText(searchLabels.emptyHistory)).toBeVisible();
  });

  it('member-and-shell.txt §2 preview sizes: 5 shows show 4 and a more button with the count 5; 4 cinemas show 3', async () => {
    expect(defaultSearchPreviewSizes).toEqual({ show: 4, offer: 4, news: 4, cinema: 3, faq: 3 });
    const screen = await render(<SearchPopin {...props()} />);
    const films = screen.getByRole('region', { name: /Films/ });
    expect(films.getByRole('link').elements()).toHaveLength(4);
    await expect.element(films.getByRole('heading')).toHaveTextContent('Films 5');
    await expect.element(films.getByRole('button', { name: 'See all 5 results' })).toBeVisible();
    const cinemas = screen.getByRole('region', { name: /Cinemas/ });
    expect(cinemas.getByRole('link').elements()).toHaveLength(3);
    // Exactly at its preview size (3 FAQ articles would fit): no more button.
    const faq = screen.getByRole('region', { name: /Help centre/ });
    expect(faq.getByRole('button').elements()).toHaveLength(0);
  });

  it('takes other preview sizes as a prop', async () => {
    const screen = await render(<SearchPopin {...props({ previewSizes: { show: 2 } })} />);
    expect(screen.getByRole('region', { name: /Films/ }).getByRole('link').elements()).toHaveLength(2);
    expect(
      screen
        .getByRole('region', { name: /Cinemas/ })
        .getByRole('link')
        .elements(),
    ).toHaveLength(3);
  });

  it('member-and-shell.txt §2: a chosen type shows all its results under a header with title and count; back returns to the preview', async () => {
    const screen = await render(<Controlled query="dune" />);
    await screen.getByRole('button', { name: 'See all 5 results' }).click();
    const films = screen.getByRole('region', { name: /Films/ });
    expect(films.getByRole('link').elements()).toHaveLength(5);
    await expect.element(films.getByRole('heading')).toHaveTextContent('Films 5');
    await expect.element(screen.getByRole('region', { name: /Cinemas/ })).not.toBeInTheDocument();
    const back = screen.getByRole('button', { name: searchLabels.back });
    await expect.element(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('region', { name: /Cinemas/ })).toBeVisible();
    expect(screen.getByRole('region', { name: /Films/ }).getByRole('link').elements()).toHaveLength(4);
    await expect.element(screen.getByRole('button', { name: 'See all 5 results' })).toHaveFocus();
  });

  it('member-and-shell.txt §2 rows: show rows carry release text and rating; a poster placeholder stands in for a missing poster', async () => {
    const screen = await render(<SearchPopin {...props()} />);
    const prophecy = screen.getByRole('link', { name: /Dune: Prophecy/ });
    await expect.element(prophecy).toHaveAttribute('href', '/fr/films/dune-prophecy');
    expect(prophecy.element().textContent).toContain('Released 18/11/2024');
    expect(screen.getByRole('link', { name: /Dune: Part Two/ }).element().textContent).toContain('-12');
    expect(prophecy.element().querySelector('img')).toBeNull();
  });

  it('member-and-shell.txt §2 rows: the favourite toggle reports the cinema from the keyboard', async () => {
    const onFavouriteToggle = vi.fn();
    const screen = await render(<SearchPopin {...props({ onFavouriteToggle })} />);
    const toggle = screen.getByRole('button', { name: 'Favourite cinema: Marquee Les Dunes' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    toggle.element().focus();
    await userEvent.keyboard(' ');
    expect(onFavouriteToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 'c2', isFavourite: false }));
  });

  it('reports a followed row so the page can record it in the history', async () => {
    const onFollow = vi.fn();
    const screen = await render(<SearchPopin {...props({ onFollow })} />);
    const link = screen.getByRole('link', { name: /Marquee Dunkerque/ });
    link.element().addEventListener('click', (event) => event.preventDefault());
    await link.click();
    expect(onFollow).toHaveBeenCalledWith({
      type: 'cinema',
      title: 'Marquee Dunkerque',
      subtitle: '59140 Dunkerque',
      url: '/fr/cinemas/marquee-dunkerque',
    });
  });

  it('shows a loading skeleton, a no-results text, and an error with a retry button', async () => {
    const onRetry = vi.fn();
    const screen = await render(<SearchPopin {...props({ status: 'loading' })} />);
    await expect.element(screen.getByRole('status')).toHaveTextContent(searchLabels.loading);
    await screen.rerender(<SearchPopin {...props({ results: emptySearchResults })} />);
    await expect.element(screen.getByRole('status')).toHaveTextContent(searchLabels.noResults);
    await screen.rerender(<SearchPopin {...props({ status: 'error', onRetry })} />);
    await expect.element(screen.getByRole('alert')).toHaveTextContent(searchLabels.error);
    await screen.getByRole('button', { name: searchLabels.retry }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
