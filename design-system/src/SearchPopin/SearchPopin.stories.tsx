import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Popin } from '../Popin/Popin.tsx';
import { PopinProvider, useOnPopinClose, usePopins } from '../Popin/PopinProvider.tsx';
import {
  emptySearchResults,
  SearchPopin,
  searchResultTypes,
  searchStatuses,
  type SearchPopinProps,
  type SearchResultType,
} from './SearchPopin.tsx';
import { searchHistory, searchLabels, searchResults } from './fixtures.ts';

interface SearchStoryArgs extends SearchPopinProps {
  popinTitle: string;
  closeLabel: string;
  triggerLabel: string;
}

/** Holds what the page would hold (query, chosen type), reporting each change to the story's spies. */
function SearchPage({ popinTitle, closeLabel, triggerLabel, ...args }: SearchStoryArgs) {
  const { open } = usePopins();
  const [query, setQuery] = useState(args.query);
  const [chosenType, setChosenType] = useState<SearchResultType | null>(args.chosenType);
  // Opened at once so the story shows the pop-in; the trigger reopens it after Escape.
  useEffect(() => {
    open('search');
  }, [open]);
  // member-and-shell.txt §2 Search pop-in: "Hide clears the type".
  useOnPopinClose('search', () => setChosenType(null));
  return (
    <>
      <Button onPress={(event) => open('search', { trigger: event.target })}>{triggerLabel}</Button>
      <Popin id="search" title={popinTitle} closeLabel={closeLabel}>
        <SearchPopin
          {...args}
          query={query}
          onQueryChange={(next) => {
            setQuery(next);
            args.onQueryChange(next);
          }}
          chosenType={chosenType}
          onChooseType={(type) => {
            setChosenType(type);
            args.onChooseType(type);
          }}
          onBack={() => {
            setChosenType(null);
            args.onBack();
          }}
        />
      </Popin>
    </>
  );
}

function SearchStage(args: SearchStoryArgs) {
  return (
    <PopinProvider>
      {/* The page holds the query and the chosen type: a new one from the controls starts it over. */}
      <SearchPage key={`${args.query}|${args.chosenType}`} {...args} />
    </PopinProvider>
  );
}

const meta = {
  title: 'Design system/Shell and member pop-ins/SearchPopin',
  tags: ['autodocs'],
  // The docs read SearchPopin's props; the stage adds the page's state, the pop-in and a trigger.
  component: SearchPopin as ComponentType<SearchStoryArgs>,
  render: (args) => <SearchStage {...args} />,
  args: {
    popinTitle: 'Search',
    closeLabel: 'Close search',
    triggerLabel: 'Open search',
    query: '',
    history: searchHistory,
    status: 'success',
    results: searchResults,
    chosenType: null,
    labels: searchLabels,
    onQueryChange: fn(),
    onSubmit: fn(),
    onChooseType: fn(),
    onBack: fn(),
    onRetry: fn(),
    onFavouriteToggle: fn(),
    onFollow: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: searchStatuses },
    chosenType: { control: 'select', options: searchResultTypes },
    popinTitle: { description: 'Story only: the title of the pop-in the stage renders it in.' },
    closeLabel: { description: "Story only: the name of the pop-in's close button." },
    triggerLabel: { description: 'Story only: the button that opens the pop-in again once closed.' },
  },
  parameters: {
    layout: 'fullscreen',
    // Each story opens its pop-in at once: in the docs page each gets its own frame.
    docs: { story: { inline: false, iframeHeight: 640 } },
  },
} satisfies Meta<SearchStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The open pop-in, once its entry fade has made it visible. */
async function dialog() {
  const popin = await body().findByRole('dialog', { name: 'Search' });
  await waitFor(() => expect(popin).toBeVisible());
  return popin;
}
const historyList = (scope: HTMLElement) => within(scope).queryByRole('region', { name: searchLabels.historyTitle });

/** The query is empty: the 3 latest history entries, as links (the fourth is never shown). */
export const EmptyQueryWithHistory: Story = {
  play: async () => {
    const popin = await dialog();
    const history = historyList(popin);
    await expect(history).not.toBeNull();
    const links = within(history as HTMLElement).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('href', '/fr/films/dune-part-two');
    await expect(within(history as HTMLElement).queryByRole('link', { name: /Gift cards/ })).toBeNull();
  },
};

export const EmptyQueryWithoutHistory: Story = {
  args: { history: [] },
  play: async () => {
    const popin = await dialog();
    await expect(within(popin).getByText(searchLabels.emptyHistory)).toBeVisible();
    await expect(within(popin).queryAllByRole('link')).toHaveLength(0);
  },
};

/** member-and-shell.txt §2: "history shown while the query is empty" — typing hides it, clearing brings it back. */
export const HistoryOnlyWhileQueryEmpty: Story = {
  play: async ({ args }) => {
    const popin = await dialog();
    await expect(historyList(popin)).not.toBeNull();
    const field = within(popin).getByRole('searchbox', { name: searchLabels.searchLabel });
    await userEvent.type(field, 'dune');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('dune');
    await expect(historyList(popin)).toBeNull();
    await expect(within(popin).getByRole('region', { name: /Films/ })).toBeVisible();
    await userEvent.click(within(popin).getByRole('button', { name: searchLabels.clearLabel }));
    await expect(historyList(popin)).not.toBeNull();
  },
};

export const Loading: Story = {
  args: { query: 'dune', status: 'loading' },
  play: async () => {
    const popin = await dialog();
    await expect(within(popin).getByRole('status')).toHaveTextContent(searchLabels.loading);
    await expect(within(popin).queryAllByRole('link')).toHaveLength(0);
  },
};

/**
 * Preview caps per group (member-and-shell.txt §2: 4 shows, 3 cinemas): 5 shows show 4 rows and a
 * more button with the count 5; 4 cinemas show 3; groups within their size have no more button.
 */
export const Results: Story = {
  args: { query: 'dune' },
  play: async () => {
    const popin = await dialog();
    const films = within(popin).getByRole('region', { name: /Films/ });
    await expect(within(films).getByRole('heading')).toHaveTextContent('Films 5');
    await expect(within(films).getAllByRole('link')).toHaveLength(4);
    await expect(within(films).getByRole('button', { name: 'See all 5 results' })).toBeVisible();
    const cinemas = within(popin).getByRole('region', { name: /Cinemas/ });
    await expect(within(cinemas).getAllByRole('link')).toHaveLength(3);
    await expect(within(cinemas).getByRole('button', { name: 'See all 4 results' })).toBeVisible();
    const offers = within(popin).getByRole('region', { name: /Offers/ });
    await expect(within(offers).queryByRole('button', { name: /See all/ })).toBeNull();
  },
};

export const ResultsMobile: Story = {
  ...Results,
  // Its play function is the spread story's: a tag the indexer cannot infer (decision 0026).
  tags: ['play-fn'],
  globals: { viewport: { value: 'mobile' } },
};

/** A chosen type: all its results under a header with title and count, and a back button. */
export const ChosenType: Story = {
  args: { query: 'dune', chosenType: 'show' },
  play: async () => {
    const popin = await dialog();
    const films = within(popin).getByRole('region', { name: /Films/ });
    await expect(within(films).getByRole('heading')).toHaveTextContent('Films 5');
    await expect(within(films).getAllByRole('link')).toHaveLength(5);
    await expect(within(popin).queryByRole('region', { name: /Cinemas/ })).toBeNull();
    await expect(within(popin).getByRole('button', { name: searchLabels.back })).toBeVisible();
  },
};

/** Choosing a type shows all its results under a header with title and count; back returns to the preview. */
export const ChosenTypeSeeAllAndBack: Story = {
  args: { query: 'dune' },
  play: async ({ args }) => {
    const popin = await dialog();
    await userEvent.click(within(popin).getByRole('button', { name: 'See all 5 results' }));
    await expect(args.onChooseType).toHaveBeenCalledWith('show');
    const films = within(popin).getByRole('region', { name: /Films/ });
    await expect(within(films).getByRole('heading')).toHaveTextContent('Films 5');
    await expect(within(films).getAllByRole('link')).toHaveLength(5);
    await expect(within(popin).queryByRole('region', { name: /Cinemas/ })).toBeNull();
    const back = within(popin).getByRole('button', { name: searchLabels.back });
    await waitFor(() => expect(back).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledOnce();
    await expect(within(popin).getByRole('region', { name: /Cinemas/ })).toBeVisible();
    await waitFor(() => expect(within(popin).getByRole('button', { name: 'See all 5 results' })).toHaveFocus());
  },
};

/** Cinema rows carry name, postal code and city, icons, and a favourite toggle beside the link. */
export const FavouriteToggle: Story = {
  args: { query: 'dune' },
  play: async () => {
    const popin = await dialog();
    const favourite = within(popin).getByRole('button', { name: 'Favourite cinema: Marquee Dunkerque' });
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    const other = within(popin).getByRole('button', { name: 'Favourite cinema: Marquee Les Dunes' });
    await expect(other).toHaveAttribute('aria-pressed', 'false');
    const cinemaLink = within(popin).getByRole('link', { name: /Marquee Dunkerque/ });
    await expect(cinemaLink).toHaveAccessibleName(/59140 Dunkerque/);
    await expect(cinemaLink).toHaveAccessibleName(/Wheelchair access/);
  },
};

/** A press on a cinema's favourite toggle reports that cinema. */
export const FavouriteTogglePress: Story = {
  args: FavouriteToggle.args,
  play: async ({ args }) => {
    const popin = await dialog();
    await userEvent.click(within(popin).getByRole('button', { name: 'Favourite cinema: Marquee Les Dunes' }));
    await expect(args.onFavouriteToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 'c2' }));
  },
};

/** member-and-shell.txt §4 Favourite toggle: while a change is saved the row's heart waits and says so. */
export const FavouriteTogglePending: Story = {
  args: {
    query: 'dune',
    results: {
      ...searchResults,
      cinema: searchResults.cinema.map((cinema) =>
        cinema.id === 'c2' ? { ...cinema, isFavouritePending: true } : cinema,
      ),
    },
  },
  play: async ({ args }) => {
    const popin = await dialog();
    const pending = within(popin).getByRole('button', { name: 'Favourite cinema: Marquee Les Dunes' });
    await expect(pending).toBeDisabled();
    await expect(within(popin).getByRole('status')).toHaveTextContent('Saving…');
    await userEvent.click(pending);
    await expect(args.onFavouriteToggle).not.toHaveBeenCalled();
    // The other rows stay free.
    await expect(within(popin).getByRole('button', { name: 'Favourite cinema: Marquee Dun' })).toBeEnabled();
  },
};

/** A site without favourite cinemas: the rows are links only. */
export const WithoutFavourites: Story = {
  args: { query: 'dune', onFavouriteToggle: undefined },
  play: async () => {
    const popin = await dialog();
    await expect(within(popin).getByRole('link', { name: /Marquee Les Dunes/ })).toBeVisible();
    await expect(within(popin).queryByRole('button', { name: /Favourite cinema/ })).toBeNull();
  },
};

export const NoResults: Story = {
  args: { query: 'zzz', results: emptySearchResults },
  play: async () => {
    const popin = await dialog();
    await expect(within(popin).getByRole('status')).toHaveTextContent(searchLabels.noResults);
  },
};

export const ErrorWithRetry: Story = {
  args: { query: 'dune', status: 'error' },
  play: async () => {
    const popin = await dialog();
    await expect(within(popin).getByRole('alert')).toHaveTextContent(searchLabels.error);
    await expect(within(popin).getByRole('button', { name: searchLabels.retry })).toBeVisible();
  },
};

/** The retry button calls onRetry once. */
export const ErrorWithRetryPress: Story = {
  args: ErrorWithRetry.args,
  play: async ({ args }) => {
    const popin = await dialog();
    await userEvent.click(within(popin).getByRole('button', { name: searchLabels.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Keyboard: Tab reaches the close button, field, links, more buttons and toggles, staying in the pop-in; Escape closes it. */
export const Keyboard: Story = {
  args: { query: 'dune' },
  play: async ({ canvasElement }) => {
    const popin = await dialog();
    const field = within(popin).getByRole('searchbox');
    const reached = new Set<Element>();
    for (let press = 0; press < 30; press += 1) {
      await userEvent.tab();
      await expect(popin.contains(document.activeElement)).toBe(true);
      if (document.activeElement) reached.add(document.activeElement);
    }
    // RAC keeps the field's clear button out of the tab order: Escape empties the field instead.
    const controls = [
      ...within(popin).getAllByRole('link'),
      ...within(popin)
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-label') !== searchLabels.clearLabel),
      field,
    ];
    await expect(controls).toHaveLength(17);
    for (const control of controls) await expect(reached.has(control)).toBe(true);
    await userEvent.click(field);
    await userEvent.clear(field);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open search' }));
    await dialog();
  },
};
