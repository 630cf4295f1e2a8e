import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CinemaCard } from './CinemaCard.tsx';
import { FavouriteToggle } from './FavouriteToggle.tsx';

const cinema = { name: 'Marquee Wepler', href: '/cinemas/cinema-marquee-wepler', city: 'Paris', postalCode: '75018' };

function MemberFavourite({ onChange }: { onChange: (next: boolean) => void }) {
  const [isFavourite, setFavourite] = useState(false);
  return (
    <FavouriteToggle
      label="Favourite cinema"
      isFavourite={isFavourite}
      onFavouriteChange={(next) => {
        onChange(next);
        setFavourite(next);
      }}
    />
  );
}

describe('CinemaCard and FavouriteToggle', () => {
  it('member-and-shell.txt §4 Favourite toggle: absent is added, present is removed (aria-pressed false/true), by keyboard', async () => {
    const onChange = vi.fn();
    const screen = await render(<MemberFavourite onChange={onChange} />);
    const toggle = screen.getByRole('button', { name: 'Favourite cinema' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard(' ');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('member-and-shell.txt §4 Favourite toggle: a pending change disables the toggle and keeps its state', async () => {
    const onFavouriteChange = vi.fn();
    const screen = await render(
      <FavouriteToggle
        label="Favourite cinema"
        isFavourite
        isPending
        pendingLabel="Saving…"
        onFavouriteChange={onFavouriteChange}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Favourite cinema' });
    await expect.element(toggle).toBeDisabled();
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click({ force: true });
    expect(onFavouriteChange).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Saving…');
  });

  it('member-and-shell.txt §6: signed out, a press calls onSignInRequired and never turns the toggle on', async () => {
    const onSignInRequired = vi.fn();
    const screen = await render(
      <FavouriteToggle label="Favourite cinema" isSignInRequired onSignInRequired={onSignInRequired} />,
    );
    const toggle = screen.getByRole('button', { name: 'Favourite cinema' });
    await toggle.click();
    await userEvent.keyboard(' ');
    expect(onSignInRequired).toHaveBeenCalledTimes(2);
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('catalogue.txt §3 Cinema list item: one link (the name), the toggle beside it, and a press on the toggle does not follow the link', async () => {
    const onFavouriteChange = vi.fn();
    const screen = await render(
      <CinemaCard
        {...cinema}
        distance="2,4 km"
        accessibilityLabel="Accessibility"
        accessibilityIcons={[{ type: 'text', value: '♿', label: 'Wheelchair access' }]}
        favourite={{ label: 'Favourite cinema', isFavourite: false, onFavouriteChange }}
      />,
    );
    await expect.element(screen.getByRole('link')).toHaveAccessibleName('Marquee Wepler');
    expect(screen.container.querySelectorAll('a')).toHaveLength(1);
    expect(screen.getByRole('link').element().contains(screen.getByRole('button').element())).toBe(false);
    await expect.element(screen.getByRole('img', { name: 'Wheelchair access' })).toBeVisible();
    await expect.element(screen.getByText('75018 Paris')).toBeVisible();
    // The toggle sits above the link's overlay: a real click at its centre reaches it.
    await screen.getByRole('button', { name: 'Favourite cinema' }).click();
    expect(onFavouriteChange).toHaveBeenCalledWith(true);
  });

  it('gives the heart toggle a touch target of at least 24 px', async () => {
    const screen = await render(
      <FavouriteToggle label="Favourite cinema" isFavourite={false} onFavouriteChange={() => {}} />,
    );
    const box = screen.getByRole('button').element().getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  });
});

describe('CinemaCard content', () => {
  it('catalogue.txt §3 Cinema list item: address, mark, access note and experiences stay outside the one link', async () => {
    const screen = await render(
      <CinemaCard
        {...cinema}
        address="140 boulevard de Clichy"
        mark="Main cinema"
        accessibilityNote="Accessible to people with reduced mobility"
        experiences={{ label: 'Experiences', experiences: [{ slug: 'imax', title: 'IMAX' }] }}
      />,
    );
    await expect.element(screen.getByRole('link')).toHaveAccessibleName('Marquee Wepler');
    await expect.element(screen.getByText('140 boulevard de Clichy')).toBeVisible();
    await expect.element(screen.getByText('Main cinema')).toBeVisible();
    await expect.element(screen.getByText('Accessible to people with reduced mobility')).toBeVisible();
    await expect.element(screen.getByRole('list', { name: 'Experiences' })).toHaveTextContent('IMAX');
    expect(screen.container.querySelectorAll('a')).toHaveLength(1);
  });

  it('leaves out every optional part it is not given', async () => {
    const screen = await render(<CinemaCard {...cinema} />);
    expect(screen.container.querySelectorAll('ul')).toHaveLength(0);
    expect(screen.container.querySelectorAll('p')).toHaveLength(1);
    await expect.element(screen.getByText('75018 Paris')).toBeVisible();
  });
});
