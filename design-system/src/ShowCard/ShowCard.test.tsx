import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ShowCard, ShowCardSkeleton } from './ShowCard.tsx';

const show = { title: 'Dune: Part Two', href: '/films/dune-part-two-47667', poster: null };
const pixel =
  'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="3"/>');
const posterImage = { md: pixel, lg: pixel };

describe('ShowCard', () => {
  it('catalogue.txt §3 Show summary: the card is one link named by the title, reached with one Tab', async () => {
    const screen = await render(
      <ShowCard
        {...show}
        genres={['Science fiction']}
        duration="2 h 46 min"
        newLabel="New"
        premiereLabel="Premiere"
        label={{ text: 'Last chance', color: 2 }}
        availability={{ status: 'bookable', label: 'On sale' }}
      />,
    );
    const links = screen.container.querySelectorAll('a, button, [tabindex]');
    expect(links).toHaveLength(1);
    const link = screen.getByRole('link');
    await expect.element(link).toHaveAccessibleName('Dune: Part Two');
    await userEvent.keyboard('{Tab}');
    await expect.element(link).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(link).not.toHaveFocus();
  });

  it('catalogue.txt §3 Show summary: the title link covers the whole card, so a click on the poster follows it', async () => {
    const screen = await render(<ShowCard {...show} />);
    const card = screen.container.querySelector('article')!.getBoundingClientRect();
    const overlay = getComputedStyle(screen.getByRole('link').element(), '::after');
    expect(overlay.position).toBe('absolute');
    // A point in the poster area hits the link (its overlay), not the image.
    const hit = document.elementFromPoint(card.left + card.width / 2, card.top + 20);
    expect(hit?.closest('a')).toBe(screen.getByRole('link').element());
  });

  it('a card opening the first screen loads its poster first (eager, high priority); the others lazily', async () => {
    const screen = await render(
      <>
        <ShowCard {...show} poster={posterImage} posterPriority />
        <ShowCard {...show} poster={posterImage} title="Wicked" />
      </>,
    );
    const [first, second] = screen.container.querySelectorAll('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('catalogue.txt §4 Show flags: a coming-soon show shows its release date; a bookable one does not', async () => {
    const screen = await render(
      <>
        <ShowCard
          {...show}
          availability={{ status: 'comingSoon', label: 'Coming soon', releaseDate: '12 March 2026' }}
        />
        <ShowCard {...show} title="Wicked" availability={{ status: 'bookable', label: 'On sale' }} />
      </>,
    );
    await expect.element(screen.getByText('12 March 2026')).toBeVisible();
    const [comingSoon, bookable] = screen.container.querySelectorAll('[data-availability]');
    expect(comingSoon).toHaveAttribute('data-availability', 'comingSoon');
    expect(bookable).toHaveAttribute('data-availability', 'bookable');
    expect(bookable).toHaveTextContent('On sale');
  });

  it('shows nothing interactive while loading, and announces the status label', async () => {
    const screen = await render(<ShowCardSkeleton statusLabel="Loading films…" />);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading films…');
    expect(screen.container.querySelector('a')).toBeNull();
  });
});
