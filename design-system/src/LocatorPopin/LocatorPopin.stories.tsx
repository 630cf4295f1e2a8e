import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ComponentType } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Popin } from '../Popin/Popin.tsx';
import { PopinProvider, usePopins } from '../Popin/PopinProvider.tsx';
import {
  favoriteCinemas,
  locatorCinemas,
  locatorCities,
  locatorHistory,
  locatorLabels,
  nearbyCinemas,
} from './fixtures.ts';
import {
  geolocationStates,
  LocatorPopin,
  locatorModes,
  type LocatorMode,
  type LocatorPopinProps,
} from './LocatorPopin.tsx';

interface LocatorStoryArgs extends LocatorPopinProps {
  popinTitle: string;
  closeLabel: string;
  triggerLabel: string;
}

/** Holds what the page would hold (mode, city query), reporting each change to the story's spies. */
function LocatorPage({ popinTitle, closeLabel, triggerLabel, ...args }: LocatorStoryArgs) {
  const { open } = usePopins();
  const [mode, setMode] = useState<LocatorMode>(args.mode);
  const [cityQuery, setCityQuery] = useState(args.cityQuery);
  // Opened at once so the story shows the pop-in; the trigger reopens it after Escape.
  useEffect(() => {
    open('locator');
  }, [open]);
  return (
    <>
      <Button onPress={(event) => open('locator', { trigger: event.target })}>{triggerLabel}</Button>
      <Popin id="locator" title={popinTitle} closeLabel={closeLabel}>
        <LocatorPopin
          {...args}
          mode={mode}
          onModeChange={(next) => {
            setMode(next);
            args.onModeChange(next);
          }}
          cityQuery={cityQuery}
          onCityQuery={(query) => {
            setCityQuery(query);
            args.onCityQuery(query);
          }}
          // The page filters the cities (member-and-shell.txt §4 City search); the story only shows a fixed answer.
          cities={cityQuery.trim() === '' ? [] : args.cities}
        />
      </Popin>
    </>
  );
}

function LocatorStage(args: LocatorStoryArgs) {
  return (
    <PopinProvider>
      {/* The page holds the mode and the city query: a new one from the controls starts it over. */}
      <LocatorPage key={`${args.mode}|${args.cityQuery}`} {...args} />
    </PopinProvider>
  );
}

const meta = {
  title: 'Design system/Shell and member pop-ins/LocatorPopin',
  tags: ['autodocs'],
  // The docs read LocatorPopin's props; the stage adds the page's state, the pop-in and a trigger.
  component: LocatorPopin as ComponentType<LocatorStoryArgs>,
  render: (args) => <LocatorStage {...args} />,
  args: {
    popinTitle: 'Choose your cinema',
    closeLabel: 'Close',
    triggerLabel: 'Change cinema',
    mode: 'city',
    history: locatorHistory,
    cinemas: locatorCinemas,
    cityQuery: '',
    cities: locatorCities,
    geolocation: 'available',
    nearbyCinemas: [],
    favoriteCinemas,
    labels: locatorLabels,
    onModeChange: fn(),
    onCityQuery: fn(),
    onUseMyPosition: fn(),
    onChoose: fn(),
  },
  argTypes: {
    mode: { control: 'inline-radio', options: locatorModes },
    geolocation: { control: 'inline-radio', options: geolocationStates },
    popinTitle: { description: 'Story only: the title of the pop-in the stage renders it in.' },
    closeLabel: { description: "Story only: the name of the pop-in's close button." },
    triggerLabel: { description: 'Story only: the button that opens the pop-in again once closed.' },
  },
  parameters: {
    layout: 'fullscreen',
    // Each story opens its pop-in at once: in the docs page each gets its own frame.
    docs: { story: { inline: false, iframeHeight: 640 } },
  },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<LocatorStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The open pop-in, once its entry animation has made it visible. */
async function dialog() {
  const popin = await body().findByRole('dialog', { name: 'Choose your cinema' });
  await waitFor(() => expect(popin).toBeVisible());
  return popin;
}

const historyEntries = (popin: HTMLElement) =>
  within(within(popin).getByRole('region', { name: locatorLabels.historyTitle })).getAllByRole('button');

/** City mode: the search field, the cities the page found, and at most 3 history entries. */
export const CityMode: Story = {
  args: { cityQuery: 'pa' },
  play: async () => {
    const popin = await dialog();
    await expect(historyEntries(popin).map((entry) => entry.textContent)).toEqual([
      'Marquee Wepler',
      'Lyon',
      'Marquee Bellecour',
    ]);
    await expect(within(popin).getByRole('button', { name: /Paris/ })).toBeVisible();
  },
};

/** A history entry and a found city are chosen by a press. */
export const CityModeChoose: Story = {
  args: CityMode.args,
  play: async ({ args }) => {
    const popin = await dialog();
    await userEvent.click(historyEntries(popin)[1] as HTMLElement);
    await expect(args.onChoose).toHaveBeenCalledWith({ type: 'city', value: 'lyon' });
    await userEvent.click(within(popin).getByRole('button', { name: /Paris/ }));
    await expect(args.onChoose).toHaveBeenLastCalledWith({ type: 'city', value: 'paris' });
  },
};

export const CityModeMobile: Story = {
  ...CityMode,
  // Its play function is the spread story's: a tag the indexer cannot infer (decision 0026).
  tags: ['play-fn'],
  globals: { viewport: { value: 'mobile' } },
};

export const CityModeMobileChoose: Story = {
  ...CityModeChoose,
  tags: ['play-fn'],
  globals: CityModeMobile.globals,
};

/** A query matching nothing says so. */
export const NoCity: Story = {
  args: { cities: [], cityQuery: 'zz' },
  play: async () => {
    const popin = await dialog();
    await expect(within(popin).getByRole('status')).toHaveTextContent(locatorLabels.noCity);
  },
};

/** Typing reaches the page through onCityQuery; a query matching nothing says so. */
export const NoCityTyping: Story = {
  args: { cities: [] },
  play: async ({ args }) => {
    const popin = await dialog();
    await userEvent.type(within(popin).getByRole('searchbox', { name: locatorLabels.cityLabel }), 'zz');
    await expect(args.onCityQuery).toHaveBeenLastCalledWith('zz');
    await expect(within(popin).getByRole('status')).toHaveTextContent(locatorLabels.noCity);
  },
};

export const CinemaMode: Story = {
  args: { mode: 'cinema' },
  play: async () => {
    const popin = await dialog();
    await expect(within(popin).getByRole('region', { name: locatorLabels.cinemasTitle })).toBeVisible();
  },
};

/** A cinema of the list is chosen by a press. */
export const CinemaModeChoose: Story = {
  args: CinemaMode.args,
  play: async ({ args }) => {
    const popin = await dialog();
    const all = within(popin).getByRole('region', { name: locatorLabels.cinemasTitle });
    await userEvent.click(within(all).getByRole('button', { name: /Marquee Masséna/ }));
    await expect(args.onChoose).toHaveBeenCalledWith({ type: 'cinema', value: 'marquee-massena' });
  },
};

/** Switching the mode reports it; the view then shows what that mode needs. */
export const ModeSwitching: Story = {
  play: async ({ args }) => {
    const popin = await dialog();
    for (const mode of locatorModes) {
      await userEvent.click(within(popin).getByRole('radio', { name: locatorLabels.modes[mode] }));
      await expect(args.onModeChange).toHaveBeenLastCalledWith(mode);
      await expect(within(popin).getByRole('radio', { name: locatorLabels.modes[mode] })).toBeChecked();
    }
    await expect(within(popin).getByRole('region', { name: locatorLabels.favoritesTitle })).toBeVisible();
  },
};

export const PositionAvailable: Story = {
  args: { mode: 'position' },
  play: async () => {
    const popin = await dialog();
    await expect(within(popin).getByRole('button', { name: locatorLabels.useMyPosition })).toBeEnabled();
  },
};

/** The position button asks for the position once. */
export const PositionAvailablePress: Story = {
  args: PositionAvailable.args,
  play: async ({ args }) => {
    const popin = await dialog();
    await userEvent.click(within(popin).getByRole('button', { name: locatorLabels.useMyPosition }));
    await expect(args.onUseMyPosition).toHaveBeenCalledOnce();
  },
};

export const PositionLocating: Story = {
  args: { mode: 'position', geolocation: 'locating' },
  play: async () => {
    const popin = await dialog();
    const button = within(popin).getByRole('button', { name: new RegExp(locatorLabels.useMyPosition) });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(within(popin).getByRole('status')).toHaveTextContent(locatorLabels.locating);
  },
};

/** While locating, a press on the button asks for nothing more. */
export const PositionLocatingPress: Story = {
  args: PositionLocating.args,
  play: async ({ args }) => {
    const popin = await dialog();
    const button = within(popin).getByRole('button', { name: new RegExp(locatorLabels.useMyPosition) });
    await userEvent.click(button);
    await expect(args.onUseMyPosition).not.toHaveBeenCalled();
  },
};

const nearbyRows = (popin: HTMLElement) =>
  within(within(popin).getByRole('region', { name: locatorLabels.nearbyTitle })).getAllByRole('button');

/** Position found: the nearby cinemas, nearest first, with their distance. */
export const PositionWithNearbyCinemas: Story = {
  args: { mode: 'position', nearbyCinemas },
  play: async () => {
    const rows = nearbyRows(await dialog());
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent(/1\.2 km/);
  },
};

/** A nearby cinema is chosen by a press. */
export const PositionWithNearbyCinemasChoose: Story = {
  args: PositionWithNearbyCinemas.args,
  play: async ({ args }) => {
    await userEvent.click(nearbyRows(await dialog())[1] as HTMLElement);
    await expect(args.onChoose).toHaveBeenCalledWith({ type: 'cinema', value: 'marquee-beaugrenelle' });
  },
};

export const PositionWithNearbyCinemasMobile: Story = {
  ...PositionWithNearbyCinemas,
  tags: ['play-fn'],
  globals: { viewport: { value: 'mobile' } },
};

export const PositionWithNearbyCinemasMobileChoose: Story = {
  ...PositionWithNearbyCinemasChoose,
  tags: ['play-fn'],
  globals: PositionWithNearbyCinemasMobile.globals,
};

/** member-and-shell.txt §4/§8: geolocation failure disables the button and shows the Locator.Alert warning. */
export const PositionUnavailable: Story = {
  args: { mode: 'position', geolocation: 'unavailable' },
  play: async () => {
    const popin = await dialog();
    const button = within(popin).getByRole('button', { name: locatorLabels.useMyPosition });
    await expect(button).toBeDisabled();
    const alert = within(popin).getByRole('alert');
    await expect(alert).toHaveTextContent(locatorLabels.geolocationAlertTitle);
    await expect(alert).toHaveTextContent(locatorLabels.geolocationAlertSubtitle ?? '');
  },
};

/** A press on the disabled position button asks for nothing. */
export const PositionUnavailablePress: Story = {
  args: PositionUnavailable.args,
  play: async ({ args }) => {
    const popin = await dialog();
    await userEvent.click(within(popin).getByRole('button', { name: locatorLabels.useMyPosition }));
    await expect(args.onUseMyPosition).not.toHaveBeenCalled();
  },
};

export const PositionUnavailableMobile: Story = {
  ...PositionUnavailable,
  tags: ['play-fn'],
  globals: { viewport: { value: 'mobile' } },
};

export const PositionUnavailableMobilePress: Story = {
  ...PositionUnavailablePress,
  tags: ['play-fn'],
  globals: PositionUnavailableMobile.globals,
};

export const FavoriteMode: Story = {
  args: { mode: 'favorite' },
  play: async () => {
    const popin = await dialog();
    await expect(within(popin).getByRole('button', { name: locatorLabels.useFavorites })).toBeVisible();
  },
};

/** The favourites button chooses the member's favourite cinemas. */
export const FavoriteModeChoose: Story = {
  args: FavoriteMode.args,
  play: async ({ args }) => {
    const popin = await dialog();
    await userEvent.click(within(popin).getByRole('button', { name: locatorLabels.useFavorites }));
    await expect(args.onChoose).toHaveBeenCalledWith({ type: 'favorite', value: null });
  },
};

export const FavoriteModeEmpty: Story = {
  args: { mode: 'favorite', favoriteCinemas: [], history: [] },
  play: async () => {
    const popin = await dialog();
    await expect(within(popin).getByText(locatorLabels.noFavorites)).toBeVisible();
    await expect(within(popin).queryByRole('region', { name: locatorLabels.historyTitle })).toBeNull();
  },
};

/** member-and-shell.txt §6: favourites need an account; a visitor's favourites mode asks for sign-in. */
export const FavoriteModeSignedOut: Story = {
  args: { mode: 'favorite', favoriteCinemas: [], history: [], onFavoritesSignIn: fn() },
  play: async ({ args }) => {
    const popin = await dialog();
    await expect(within(popin).getByText(locatorLabels.favoritesSignedOut)).toBeVisible();
    await expect(within(popin).queryByText(locatorLabels.noFavorites)).toBeNull();
    await userEvent.click(within(popin).getByRole('button', { name: locatorLabels.favoritesSignIn }));
    await expect(args.onFavoritesSignIn).toHaveBeenCalledOnce();
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

/** Keyboard: Tab reaches the close button, the mode, history, field and cities; Escape closes the pop-in. */
export const Keyboard: Story = {
  args: { cityQuery: 'pa' },
  play: async ({ canvasElement }) => {
    const popin = await dialog();
    const reached = new Set<Element>();
    for (let press = 0; press < 16; press += 1) {
      await userEvent.tab();
      await expect(popin.contains(document.activeElement)).toBe(true);
      if (document.activeElement) reached.add(document.activeElement);
    }
    const radios = within(popin).getAllByRole('radio');
    // A radio group is one tab stop (the checked radio); arrow keys move within it.
    await expect(reached.has(within(popin).getByRole('radio', { checked: true }))).toBe(true);
    const controls = [
      ...within(popin)
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-label') !== locatorLabels.cityClearLabel),
      within(popin).getByRole('searchbox'),
    ];
    await expect(controls).toHaveLength(7);
    for (const control of controls) await expect(reached.has(control)).toBe(true);
    radios[1]?.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(radios[2]).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change cinema' }));
    await dialog();
  },
};

/** member-and-shell.txt §4: a site with a single cinema offers cinema mode only, without a mode switch. */
export const SingleCinema: Story = {
  args: {
    mode: 'cinema',
    modes: ['cinema'],
    history: [],
    cinemas: [{ value: 'marquee-dakar', name: 'Marquee Dakar', city: 'Dakar' }],
  },
  play: async () => {
    const popin = await dialog();
    await expect(within(popin).queryByRole('radiogroup')).toBeNull();
  },
};

/** The single cinema is chosen by a press. */
export const SingleCinemaChoose: Story = {
  args: SingleCinema.args,
  play: async ({ args }) => {
    const popin = await dialog();
    await userEvent.click(within(popin).getByRole('button', { name: /Marquee Dakar/ }));
    await expect(args.onChoose).toHaveBeenCalledWith({ type: 'cinema', value: 'marquee-dakar' });
  },
};
