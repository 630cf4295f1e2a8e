import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CityCard } from './CityCard.tsx';

describe('CityCard', () => {
  it('catalogue.txt §3 City: the name is the one link, reached with one Tab, and the count text is shown', async () => {
    const screen = await render(<CityCard name="Lyon" href="/cinemas/lyon" cinemaCountText="4 cinemas" />);
    const link = screen.getByRole('link');
    await expect.element(link).toHaveAccessibleName('Lyon');
    await expect.element(link).toHaveAttribute('href', '/cinemas/lyon');
    expect(screen.container.querySelectorAll('a, button')).toHaveLength(1);
    await userEvent.keyboard('{Tab}');
    await expect.element(link).toHaveFocus();
    await expect.element(screen.getByText('4 cinemas')).toBeVisible();
  });

  it('keeps a missing or broken image decorative: the card keeps only the city name', async () => {
    const screen = await render(
      <CityCard
        name="Lyon"
        href="/cinemas/lyon"
        cinemaCountText="4 cinemas"
        image={{ md: 'broken.jpg', lg: 'broken.jpg' }}
      />,
    );
    await expect.element(screen.getByRole('link')).toHaveAccessibleName('Lyon');
    expect(screen.container.querySelector('img')?.getAttribute('alt') ?? '').toBe('');
  });
});
