import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  favoriteCinemas,
  locatorCinemas,
  locatorCities,
  locatorHistory,
  locatorLabels,
  nearbyCinemas,
} from './fixtures.ts';
import { LocatorPopin, locatorHistoryLimit, type LocatorPopinProps } from './LocatorPopin.tsx';

function props(overrides: Partial<LocatorPopinProps> = {}): LocatorPopinProps {
  return {
    mode: 'city',
    onModeChange: vi.fn(),
    history: locatorHistory,
    cinemas: locatorCinemas,
    cityQuery: '',
    onCityQuery: vi.fn(),
    cities: [],
    geolocation: 'available',
    onUseMyPosition: vi.fn(),
    nearbyCinemas: [],
    favoriteCinemas,
    onChoose: vi.fn(),
    labels: locatorLabels,
    ...overrides,
  };
}

describe('LocatorPopin', () => {
  it('member-and-shell.txt §4 Locator: switching the mode reports it, from the keyboard too', async () => {
    const onModeChange = vi.fn();
    const screen = await render(<LocatorPopin {...props({ onModeChange })} />);
    // The radio input itself is visually hidden: the user clicks its label.
    await screen.getByText(locatorLabels.modes.position).click();
    expect(onModeChange).toHaveBeenLastCalledWith('position');
    (screen.getByRole('radio', { name: locatorLabels.modes.city }).element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onModeChange).toHaveBeenLastCalledWith('cinema');
  });

  it('member-and-shell.txt §4 Locator: the history shows at most 3 entries, and choosing one reports its type and value', async () => {
    expect(locatorHistoryLimit).toBe(3);
    const onChoose = vi.fn();
    const screen = await render(<LocatorPopin {...props({ onChoose })} />);
    const entries = screen.getByRole('region', { name: locatorLabels.historyTitle }).getByRole('button');
    expect(locatorHistory).toHaveLength(4);
    expect(entries.elements().map((entry) => entry.textContent)).toEqual([
      'Marquee Wepler',
      'Lyon',
      'Marquee Bellecour',
    ]);
    await entries.nth(0).click();
    expect(onChoose).toHaveBeenLastCalledWith({ type: 'cinema', value: 'marquee-wepler' });
    await entries.nth(1).click();
    expect(onChoose).toHaveBeenLastCalledWith({ type: 'city', value: 'lyon' });
  });

  it('member-and-shell.txt §4 City search: the query goes to the page, the cities it returns are choosable', async () => {
    const onCityQuery = vi.fn();
    const onChoose = vi.fn();
    const screen = await render(
      <LocatorPopin {...props({ onCityQuery, onChoose, cityQuery: 'pa', cities: locatorCities })} />,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: locatorLabels.cityLabel }), 'u');
    expect(onCityQuery).toHaveBeenLastCalledWith('pau');
    await screen.getByRole('button', { name: /Paris/ }).click();
    expect(onChoose).toHaveBeenLastCalledWith({ type: 'city', value: 'paris' });
    await screen.rerender(<LocatorPopin {...props({ cityQuery: 'zz', cities: [] })} />);
    await expect.element(screen.getByRole('status')).toHaveTextContent(locatorLabels.noCity);
  });

  it('member-and-shell.txt §4 Locator: geolocation unavailable disables the button and shows the warning', async () => {
    const onUseMyPosition = vi.fn();
    const screen = await render(<LocatorPopin {...props({ mode: 'position', onUseMyPosition })} />);
    const button = screen.getByRole('button', { name: locatorLabels.useMyPosition });
    await button.click();
    expect(onUseMyPosition).toHaveBeenCalledOnce();
    await expect.element(screen.getByRole('alert')).toBeEmptyDOMElement();
    await screen.rerender(
      <LocatorPopin {...props({ mode: 'position', onUseMyPosition, geolocation: 'unavailable' })} />,
    );
    await expect.element(button).toBeDisabled();
    await expect.element(screen.getByRole('alert').getByText(locatorLabels.geolocationAlertTitle)).toBeVisible();
    expect(screen.getByRole('alert').element().textContent).toContain(locatorLabels.geolocationAlertSubtitle);
    await button.click({ force: true });
    expect(onUseMyPosition).toHaveBeenCalledOnce();
  });

  it('locating shows the pending state and ignores further presses', async () => {
    const onUseMyPosition = vi.fn();
    const screen = await render(
      <LocatorPopin {...props({ mode: 'position', geolocation: 'locating', onUseMyPosition })} />,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent(locatorLabels.locating);
    await screen.getByRole('button', { name: new RegExp(locatorLabels.useMyPosition) }).click({ force: true });
    expect(onUseMyPosition).not.toHaveBeenCalled();
  });

  it('member-and-shell.txt §4 Locator: nearby cinemas carry their distance and choosing one reports the cinema', async () => {
    const onChoose = vi.fn();
    const screen = await render(<LocatorPopin {...props({ mode: 'position', nearbyCinemas, onChoose })} />);
    const nearby = screen.getByRole('region', { name: locatorLabels.nearbyTitle }).getByRole('button');
    expect(nearby.nth(0).element().textContent).toContain('1.2 km');
    (nearby.nth(1).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith({ type: 'cinema', value: 'marquee-beaugrenelle' });
  });

  it('member-and-shell.txt §4 Locator: favourite mode chooses the favourites as a whole, or one of them', async () => {
    const onChoose = vi.fn();
    const screen = await render(<LocatorPopin {...props({ mode: 'favorite', onChoose })} />);
    await screen.getByRole('button', { name: locatorLabels.useFavorites }).click();
    expect(onChoose).toHaveBeenLastCalledWith({ type: 'favorite', value: null });
    await screen.rerender(<LocatorPopin {...props({ mode: 'favorite', favoriteCinemas: [] })} />);
    await expect.element(screen.getByText(locatorLabels.noFavorites)).toBeVisible();
  });

  it('member-and-shell.txt §4 Locator: only the modes offered show, in their order', async () => {
    const screen = await render(<LocatorPopin {...props({ modes: ['city', 'position'] })} />);
    expect(
      screen
        .getByRole('radio')
        .elements()
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['city', 'position']);
  });

  it('member-and-shell.txt §4 Locator: a single mode (a single-cinema site) shows no mode switch', async () => {
    const screen = await render(<LocatorPopin {...props({ mode: 'cinema', modes: ['cinema'] })} />);
    expect(screen.container.querySelector('[role="radiogroup"]')).toBeNull();
    await expect.element(screen.getByRole('region', { name: locatorLabels.cinemasTitle })).toBeVisible();
  });
});
