import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button.tsx';
import { Popin } from './Popin.tsx';
import {
  PopinProvider,
  useOnPopinClose,
  usePopins,
  useSignInRequiredAction,
  type PopinControls,
} from './PopinProvider.tsx';
import { isWithinMaxViewport, popinIds, popins, type PopinId } from './popinRegistry.ts';
import { pushPopin, removePopin } from './popinStack.ts';

function Opener({ id, label }: { id: PopinId; label: string }) {
  const { open } = usePopins();
  return <Button onPress={(event) => open(id, { trigger: event.target })}>{label}</Button>;
}

/** Hands the provider's controls to the test, for the calls a page makes without a button. */
function Controls({ onReady }: { onReady: (controls: PopinControls) => void }) {
  const controls = usePopins();
  useEffect(() => {
    onReady(controls);
  });
  return null;
}

function Page({ locationKey, getViewportWidth }: { locationKey?: string; getViewportWidth?: () => number }) {
  return (
    <PopinProvider locationKey={locationKey} getViewportWidth={getViewportWidth}>
      <Opener id="filters" label="Open filters" />
      <Opener id="calendar" label="Open calendar" />
      <Opener id="cinemaInformation" label="Open cinema information" />
      <Popin id="filters" title="Filters" closeLabel="Close filters">
        <Opener id="showtimeSelection" label="Choose showtimes" />
        <button type="button">Apply</button>
      </Popin>
      <Popin id="showtimeSelection" title="Showtimes" closeLabel="Close showtimes">
        <button type="button">20:30</button>
      </Popin>
      <Popin id="calendar" title="Calendar" closeLabel="Close calendar">
        <button type="button">Tomorrow</button>
      </Popin>
      <Popin id="cinemaInformation" title="Cinema" closeLabel="Close cinema">
        <p>Open every day.</p>
        <button type="button">Directions</button>
      </Popin>
    </PopinProvider>
  );
}

const dialogNamed = (name: string) => page.getByRole('dialog', { name });

afterEach(async () => {
  await page.viewport(414, 896);
});

describe('Popin: closing (catalogue.txt §4 Modals)', () => {
  it('catalogue.txt §4 Modals: Escape closes the pop-in and focus returns to its trigger', async () => {
    const screen = await render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Open filters' });
    await trigger.click();
    await expect.element(dialogNamed('Filters')).toBeVisible();
    await expect.element(dialogNamed('Filters')).toHaveAttribute('data-popin-placement', 'sheet');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialogNamed('Filters')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('catalogue.txt §4 Modals: a click on the overlay closes the pop-in', async () => {
    const screen = await render(<Page />);
    await screen.getByRole('button', { name: 'Open filters' }).click();
    await expect.element(dialogNamed('Filters')).toBeVisible();
    // The sheet sits at the bottom on this narrow viewport: the top-left corner is the overlay.
    const overlay = document.elementFromPoint(5, 5)!;
    expect(dialogNamed('Filters').element().contains(overlay)).toBe(false);
    await userEvent.click(overlay, { position: { x: 5, y: 5 } });
    await expect.element(dialogNamed('Filters')).not.toBeInTheDocument();
  });

  it('catalogue.txt §4 Modals: the close button, named by its label, closes the pop-in and focus returns', async () => {
    const screen = await render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Open filters' });
    await trigger.click();
    await dialogNamed('Filters').getByRole('button', { name: 'Close filters' }).click();
    await expect.element(dialogNamed('Filters')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('catalogue.txt §4 Modals: an anchored pop-in closes on a click outside and on Escape, focus back on its trigger', async () => {
    const screen = await render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Open calendar' });
    await trigger.click();
    await expect.element(dialogNamed('Calendar')).toHaveAttribute('data-popin-placement', 'anchored');
    await userEvent.click(document.body, { position: { x: 5, y: 5 } });
    await expect.element(dialogNamed('Calendar')).not.toBeInTheDocument();
    await trigger.click();
    await expect.element(dialogNamed('Calendar')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialogNamed('Calendar')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('catalogue.txt §4 Modals: Enter closes a pop-in registered to close on Enter, but not while a control has focus', async () => {
    expect(popins.cinemaInformation.closesOnEnter).toBe(true);
    const screen = await render(<Page />);
    await screen.getByRole('button', { name: 'Open cinema information' }).click();
    const dialog = dialogNamed('Cinema');
    await expect.element(dialog).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(dialog.getByRole('button', { name: 'Close cinema' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(dialog.getByRole('button', { name: 'Directions' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog).toBeVisible();
    dialog.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('catalogue.txt §4 Modals: Enter leaves a pop-in open when its registry entry does not close on Enter', async () => {
    expect(popins.filters.closesOnEnter).toBe(false);
    const screen = await render(<Page />);
    await screen.getByRole('button', { name: 'Open filters' }).click();
    await expect.element(dialogNamed('Filters')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(dialogNamed('Filters')).toBeVisible();
  });
});

describe('Popin: focus and scroll (member-and-shell.txt §2 Other pop-ins)', () => {
  it('keeps focus inside the open pop-in: Tab cycles through its controls only', async () => {
    const screen = await render(<Page />);
    await screen.getByRole('button', { name: 'Open filters' }).click();
    const dialog = dialogNamed('Filters').element();
    for (let press = 0; press < 6; press += 1) {
      await userEvent.keyboard('{Tab}');
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('member-and-shell.txt §2 Other pop-ins: opening blocks page scroll, closing frees it', async () => {
    const screen = await render(<Page />);
    expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
    await screen.getByRole('button', { name: 'Open filters' }).click();
    await expect.element(dialogNamed('Filters')).toBeVisible();
    expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialogNamed('Filters')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden'));
  });
});

describe('Popin: maximum viewport (member-and-shell.txt §2 Other pop-ins)', () => {
  it('member-and-shell.txt §2 Other pop-ins: the language switch is refused at desktop width (1080) and opens at tablet width (700)', async () => {
    let controls: PopinControls | undefined;
    await render(
      <PopinProvider>
        <Controls onReady={(current) => (controls = current)} />
        <Popin id="languageSwitch" title="Language" closeLabel="Close">
          <p>Français</p>
        </Popin>
      </PopinProvider>,
    );
    await page.viewport(1080, 800);
    expect(controls!.open('languageSwitch')).toBe(false);
    await expect.element(dialogNamed('Language')).not.toBeInTheDocument();
    await page.viewport(1079, 800);
    expect(controls!.open('languageSwitch')).toBe(true);
    await expect.element(dialogNamed('Language')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await page.viewport(700, 1024);
    expect(controls!.open('languageSwitch')).toBe(true);
    await expect.element(dialogNamed('Language')).toBeVisible();
  });

  it('member-and-shell.txt §2 Other pop-ins: a pop-in without a maximum opens at every width, the width read from getViewportWidth', async () => {
    let width = 1440;
    let controls: PopinControls | undefined;
    await render(
      <PopinProvider getViewportWidth={() => width}>
        <Controls onReady={(current) => (controls = current)} />
      </PopinProvider>,
    );
    expect(controls!.open('languageSwitch')).toBe(false);
    expect(controls!.open('filters')).toBe(true);
    width = 375;
    expect(controls!.open('languageSwitch')).toBe(true);
  });

  it('isWithinMaxViewport: tablet allows mobile and tablet, refuses desktop and large; no maximum allows all', () => {
    expect(isWithinMaxViewport('tablet', 'mobile')).toBe(true);
    expect(isWithinMaxViewport('tablet', 'tablet')).toBe(true);
    expect(isWithinMaxViewport('tablet', 'desktop')).toBe(false);
    expect(isWithinMaxViewport('tablet', 'large')).toBe(false);
    expect(isWithinMaxViewport(null, 'large')).toBe(true);
  });
});

describe('Popin: the stack (member-and-shell.txt §4 Other, Modals)', () => {
  it('member-and-shell.txt §4 Modals: a pop-in opens on top of another; Escape closes the top one only', async () => {
    const screen = await render(<Page />);
    await screen.getByRole('button', { name: 'Open filters' }).click();
    await dialogNamed('Filters').getByRole('button', { name: 'Choose showtimes' }).click();
    await expect.element(dialogNamed('Showtimes')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialogNamed('Showtimes')).not.toBeInTheDocument();
    await expect.element(dialogNamed('Filters')).toBeVisible();
    await expect.element(dialogNamed('Filters').getByRole('button', { name: 'Choose showtimes' })).toHaveFocus();
  });

  it('member-and-shell.txt §4 Modals: close-all closes every open pop-in', async () => {
    let controls: PopinControls | undefined;
    await render(
      <PopinProvider>
        <Controls onReady={(current) => (controls = current)} />
        <Popin id="filters" title="Filters" closeLabel="Close">
          <p>Genres</p>
        </Popin>
        <Popin id="showtimeSelection" title="Showtimes" closeLabel="Close">
          <p>20:30</p>
        </Popin>
      </PopinProvider>,
    );
    controls!.open('filters');
    controls!.open('showtimeSelection');
    await expect.element(dialogNamed('Showtimes')).toBeVisible();
    expect(controls!.stack.map((popin) => popin.id)).toEqual(['filters', 'showtimeSelection']);
    controls!.closeAll();
    await expect.element(dialogNamed('Showtimes')).not.toBeInTheDocument();
    await expect.element(dialogNamed('Filters')).not.toBeInTheDocument();
    expect(controls!.stack).toEqual([]);
  });

  it('member-and-shell.txt §4 Modals: navigation (a new locationKey) closes every open pop-in', async () => {
    const screen = await render(<Page locationKey="home" />);
    await screen.getByRole('button', { name: 'Open filters' }).click();
    await dialogNamed('Filters').getByRole('button', { name: 'Choose showtimes' }).click();
    await expect.element(dialogNamed('Showtimes')).toBeVisible();
    await screen.rerender(<Page locationKey="cinema" />);
    await expect.element(dialogNamed('Showtimes')).not.toBeInTheDocument();
    await expect.element(dialogNamed('Filters')).not.toBeInTheDocument();
  });

  it('member-and-shell.txt §4 Modals: a pop-in opens with its trigger and data, readable while open', async () => {
    let controls: PopinControls | undefined;
    await render(
      <PopinProvider>
        <Controls onReady={(current) => (controls = current)} />
        <Popin id="trailer" title="Trailer" closeLabel="Close">
          {(trailer) => <p>Now playing {trailer.title}</p>}
        </Popin>
      </PopinProvider>,
    );
    const trigger = document.createElement('button');
    controls!.open('trailer', { trigger, data: { title: 'Dune', videoUrl: 'https://example.org/dune.mp4' } });
    await expect.element(dialogNamed('Trailer').getByText('Now playing Dune')).toBeVisible();
    expect(controls!.isOpen('trailer')).toBe(true);
    expect(controls!.dataOf('trailer')?.title).toBe('Dune');
    expect(controls!.stack[0]?.trigger).toBe(trigger);
    // Never called: typecheck proves that the trailer pop-in cannot open without its data.
    const openTrailerWithoutData = () => {
      // @ts-expect-error the trailer pop-in needs its data
      controls!.open('trailer');
    };
    expect(openTrailerWithoutData).toBeTypeOf('function');
  });

  it('reopening an open pop-in brings it to the top with its new data; closing removes that id only', () => {
    const filters = { id: 'filters', trigger: null, data: 1 } as const;
    const calendar = { id: 'calendar', trigger: null, data: 2 } as const;
    const reopened = pushPopin(pushPopin([filters, calendar], filters), { ...calendar, data: 3 });
    expect(reopened).toEqual([filters, { ...calendar, data: 3 }]);
    expect(removePopin(reopened, 'filters')).toEqual([{ ...calendar, data: 3 }]);
  });

  it('registers every pop-in id of member-and-shell.txt §2 Other pop-ins with a placement', () => {
    expect(popinIds).toEqual([
      'search',
      'signIn',
      'centeredSignIn',
      'profile',
      'languageSwitch',
      'locator',
      'cinemaInformation',
      'cinemaPricing',
      'calendar',
      'calendarRange',
      'filters',
      'showDetails',
      'trailer',
      'clientRating',
      'globalFeelings',
      'partners',
      'showtimeDetails',
      'experienceDetails',
      'experienceTeaser',
      'subscriptionPerks',
      'subscriptionPlan',
      'voucherChecker',
      'giftCard',
      'signInRequired',
      'tagSelection',
      'showtimeSelection',
      'offer',
      'card',
    ]);
    expect(popins.languageSwitch.maxViewport).toBe('tablet');
    expect(popinIds.filter((id) => popins[id].maxViewport !== null)).toEqual(['languageSwitch']);
    expect(popins.showtimeDetails.placement).toBe('sheet');
  });
});

describe('Popin: close hooks and sign-in required action', () => {
  function Trailer() {
    const { open } = usePopins();
    const [playing, setPlaying] = useState<string | null>(null);
    useOnPopinClose('trailer', () => setPlaying(null));
    return (
      <>
        <Button
          onPress={(event) => {
            setPlaying('Dune');
            open('trailer', { trigger: event.target, data: { title: 'Dune', videoUrl: 'dune.mp4' } });
          }}
        >
          Play trailer
        </Button>
        <p>{playing ? `Playing ${playing}` : 'Stopped'}</p>
        <Popin id="trailer" title="Trailer" closeLabel="Close trailer">
          {(trailer) => <p>{trailer.title}</p>}
        </Popin>
      </>
    );
  }

  it('member-and-shell.txt §2 Other pop-ins: closing the trailer pop-in stops the video (close button and navigation)', async () => {
    const screen = await render(
      <PopinProvider locationKey="a">
        <Trailer />
      </PopinProvider>,
    );
    await screen.getByRole('button', { name: 'Play trailer' }).click();
    await expect.element(screen.getByText('Playing Dune')).toBeInTheDocument();
    await dialogNamed('Trailer').getByRole('button', { name: 'Close trailer' }).click();
    await expect.element(screen.getByText('Stopped')).toBeInTheDocument();

    await screen.getByRole('button', { name: 'Play trailer' }).click();
    await expect.element(screen.getByText('Playing Dune')).toBeInTheDocument();
    await screen.rerender(
      <PopinProvider locationKey="b">
        <Trailer />
      </PopinProvider>,
    );
    await expect.element(screen.getByText('Stopped')).toBeInTheDocument();
  });

  it('useOnPopinClose hears each close once, with the data the pop-in was opened with', async () => {
    const onClose = vi.fn();
    let controls: PopinControls | undefined;
    function Listener() {
      useOnPopinClose('subscriptionPlan', onClose);
      return null;
    }
    await render(
      <PopinProvider>
        <Controls onReady={(current) => (controls = current)} />
        <Listener />
      </PopinProvider>,
    );
    controls!.open('subscriptionPlan', { data: { plan: 'solo' } });
    controls!.open('filters');
    await vi.waitFor(() => expect(controls!.stack).toHaveLength(2));
    controls!.close('filters');
    await vi.waitFor(() => expect(controls!.stack).toHaveLength(1));
    expect(onClose).not.toHaveBeenCalled();
    controls!.closeAll();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onClose).toHaveBeenCalledWith({ plan: 'solo' });
  });

  it('catalogue.txt §4 Sign-in required action: signed in, the action goes ahead; signed out, all close and sign-in opens with signInRequired', async () => {
    const action = vi.fn();
    let controls: PopinControls | undefined;
    let requireSignIn: ReturnType<typeof useSignInRequiredAction> | undefined;
    function Hooks() {
      const current = { controls: usePopins(), requireSignIn: useSignInRequiredAction() };
      useEffect(() => {
        controls = current.controls;
        requireSignIn = current.requireSignIn;
      });
      return null;
    }
    await render(
      <PopinProvider>
        <Hooks />
        <Popin id="signIn" title="Sign in" closeLabel="Close">
          {(data) => <p>{data?.signInRequired ? 'This needs an account' : 'Welcome'}</p>}
        </Popin>
      </PopinProvider>,
    );
    requireSignIn!(true, action);
    expect(action).toHaveBeenCalledOnce();
    controls!.open('filters');
    controls!.open('showDetails');
    await vi.waitFor(() => expect(controls!.stack).toHaveLength(2));
    requireSignIn!(false, action);
    await expect.element(dialogNamed('Sign in').getByText('This needs an account')).toBeVisible();
    expect(action).toHaveBeenCalledOnce();
    expect(controls!.stack.map((popin) => popin.id)).toEqual(['signIn']);
    // Without a trigger to sit next to, the anchored sign-in pop-in is centred.
    await expect.element(dialogNamed('Sign in')).toHaveAttribute('data-popin-placement', 'centered');
  });
});
