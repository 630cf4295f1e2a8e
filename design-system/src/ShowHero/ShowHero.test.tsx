import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ShowHero, type ShowHeroProps } from './ShowHero.tsx';

const base: ShowHeroProps = {
  title: 'Dune: Part Two',
  backdrop: { md: 'backdrop-md.jpg', lg: 'backdrop-lg.jpg' },
  poster: null,
  factLabels: { genres: 'Genres', duration: 'Duration', releaseDate: 'Release', directors: 'Director', actors: 'Cast' },
};

const labels = {
  group: 'Your opinion',
  disappointed: 'Disappointed',
  liked: 'Liked',
  loved: 'Loved',
  wishlist: 'Want to see',
};
const counts = { disappointed: 112, liked: 1204, loved: 3480, wishlist: 15021 };

describe('ShowHero', () => {
  it('member-and-shell.txt §3 Feelings: four toggle buttons with the counters; pressed follows the member, presses report the wanted state', async () => {
    const onToggle = vi.fn();
    const screen = await render(
      <I18nProvider locale="fr-FR">
        <ShowHero {...base} feelings={{ counts, labels, wishlist: true, emotion: 'liked', onToggle }} />
      </I18nProvider>,
    );
    const liked = screen.getByRole('button', { name: /^Liked/ });
    await expect.element(liked).toHaveAttribute('aria-pressed', 'true');
    await expect.element(screen.getByRole('button', { name: /^Want to see/ })).toHaveAttribute('aria-pressed', 'true');
    await expect.element(screen.getByRole('button', { name: /^Loved/ })).toHaveAttribute('aria-pressed', 'false');
    // Counters formatted in the page's locale (a narrow no-break space groups thousands in French).
    expect(liked.element().textContent).toContain('1\u202f204');
    await userEvent.click(screen.getByRole('button', { name: /^Disappointed/ }));
    await userEvent.click(liked);
    expect(onToggle.mock.calls).toEqual([
      ['disappointed', true],
      ['liked', false],
    ]);
  });

  it('plays the trailer from the keyboard', async () => {
    const onPlayTrailer = vi.fn();
    const screen = await render(<ShowHero {...base} onPlayTrailer={onPlayTrailer} trailerLabel="Play the trailer" />);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Play the trailer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPlayTrailer).toHaveBeenCalledOnce();
  });

  it('loads the backdrop first (priority), shows only the facts it has, and the rating warning', async () => {
    const screen = await render(
      <ShowHero
        {...base}
        facts={{ genres: ['Science fiction', 'Adventure'], directors: 'Denis Villeneuve' }}
        contentRating={{
          system: 'csa',
          code: '-12ans',
          label: '-12',
          warning: 'Upsetting scenes',
          allAudiencesLabel: 'All',
        }}
      />,
    );
    const backdrop = screen.container.querySelector('[data-shape="backdrop"] img')!;
    expect(backdrop.getAttribute('loading')).toBe('eager');
    expect(backdrop.getAttribute('fetchpriority')).toBe('high');
    expect(
      screen
        .getByRole('term')
        .elements()
        .map((term) => term.textContent),
    ).toEqual(['Genres', 'Director']);
    await expect.element(screen.getByText('Science fiction, Adventure')).toBeVisible();
    await expect.element(screen.getByText('Upsetting scenes')).toBeVisible();
  });

  it('disables the feelings while a change is saved', async () => {
    const onToggle = vi.fn();
    const screen = await render(
      <ShowHero {...base} feelings={{ counts, labels, wishlist: false, emotion: null, onToggle, isDisabled: true }} />,
    );
    await screen.getByRole('button', { name: /^Loved/ }).click({ force: true });
    expect(onToggle).not.toHaveBeenCalled();
  });
});
