import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Popin } from './Popin.tsx';
import { PopinProvider, useOnPopinClose, usePopins } from './PopinProvider.tsx';
import { popinIds, type PopinId } from './popinRegistry.ts';

interface PopinStoryArgs {
  id: PopinId;
  title: string;
  closeLabel: string;
  triggerLabel: string;
  content: string;
  refusedMessage: string;
}

function Opener({ id, label, refusedMessage }: { id: PopinId; label: string; refusedMessage?: string }) {
  const { open } = usePopins();
  const [refused, setRefused] = useState(false);
  return (
    <>
      <Button onPress={(event) => setRefused(!open(id, { trigger: event.target }))}>{label}</Button>
      <p role="status">{refused ? refusedMessage : ''}</p>
    </>
  );
}

function Demo({
  id,
  title,
  closeLabel,
  triggerLabel,
  content,
  refusedMessage,
  children,
}: PopinStoryArgs & { children?: ReactNode }) {
  return (
    <PopinProvider>
      <Opener id={id} label={triggerLabel} refusedMessage={refusedMessage} />
      <Popin id={id} title={title} closeLabel={closeLabel}>
        <p>{content}</p>
        <Button variant="secondary">Apply</Button>
      </Popin>
      {children}
    </PopinProvider>
  );
}

const meta = {
  title: 'Design system/Pop-ins, alerts, carousel/Popin',
  tags: ['autodocs'],
  // The docs read Popin's props; the render adds the provider, a trigger and some content.
  component: Popin as ComponentType<ComponentProps<typeof Demo>>,
  subcomponents: { PopinProvider },
  render: (args) => <Demo {...args} />,
  args: {
    id: 'filters',
    title: 'Filters',
    closeLabel: 'Close',
    triggerLabel: 'Open filters',
    content: 'Choose genres, languages and versions.',
    refusedMessage: 'Not available at this screen size.',
  },
  argTypes: {
    id: { control: 'select', options: popinIds },
    children: { control: false },
    triggerLabel: { description: "Story only: the trigger button's text." },
    content: { description: "Story only: the pop-in's text." },
    refusedMessage: { description: "Story only: shown when the viewport is wider than the pop-in's maximum." },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function openFromTrigger(canvasElement: HTMLElement, triggerLabel: string, title: string) {
  const trigger = within(canvasElement).getByRole('button', { name: triggerLabel });
  await userEvent.click(trigger);
  const dialog = await body().findByRole('dialog', { name: title });
  return { trigger, dialog };
}

/** Next to its trigger (e.g. the calendar): Escape closes it and focus returns to the trigger. */
export const Anchored: Story = {
  args: { id: 'calendar', title: 'Choose a day', triggerLabel: 'Today', content: 'Calendar days' },
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openFromTrigger(canvasElement, args.triggerLabel, args.title);
    await expect(dialog).toHaveAttribute('data-popin-placement', 'anchored');
    const triggerBox = trigger.getBoundingClientRect();
    await expect(dialog.getBoundingClientRect().top).toBeGreaterThanOrEqual(triggerBox.bottom);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // RAC restores focus on the next frame.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A sheet is a side panel from tablet up: full height against the end edge. A click on the overlay closes it. */
export const SheetSidePanel: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openFromTrigger(canvasElement, args.triggerLabel, args.title);
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect(Math.round(box.right)).toBe(document.documentElement.clientWidth);
      expect(Math.round(box.height)).toBe(window.innerHeight);
      expect(box.width).toBeLessThan(window.innerWidth / 2);
    });
    // The panel sits against the end edge: the top-start corner is the overlay.
    const overlay = document.elementFromPoint(5, 5);
    await expect(overlay).not.toBeNull();
    await expect(dialog.contains(overlay)).toBe(false);
    await userEvent.click(overlay as Element);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** On mobile the same sheet rises from the bottom, full width. The close button closes it. */
export const SheetBottomSheet: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openFromTrigger(canvasElement, args.triggerLabel, args.title);
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect(Math.round(box.bottom)).toBe(window.innerHeight);
      expect(Math.round(box.width)).toBe(document.documentElement.clientWidth);
    });
    await userEvent.click(within(dialog).getByRole('button', { name: args.closeLabel }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // RAC restores focus on the next frame.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A centred dialog (e.g. the experience teaser), which also closes on Enter when focus is not on a control. */
export const Centered: Story = {
  args: {
    id: 'experienceTeaser',
    title: 'IMAX',
    triggerLabel: 'Discover IMAX',
    content: 'A giant screen and precision sound.',
  },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openFromTrigger(canvasElement, args.triggerLabel, args.title);
    await expect(dialog).toHaveAttribute('data-popin-placement', 'centered');
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Full screen (e.g. search), at every width. */
export const Fullscreen: Story = {
  args: { id: 'search', title: 'Search', triggerLabel: 'Search', content: 'Films, cinemas, help.' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const { trigger, dialog } = await openFromTrigger(canvasElement, args.triggerLabel, args.title);
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect(Math.round(box.width)).toBe(document.documentElement.clientWidth);
      expect(Math.round(box.height)).toBe(window.innerHeight);
    });
    await userEvent.click(within(dialog).getByRole('button', { name: args.closeLabel }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // RAC restores focus on the next frame.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Focus stays inside the pop-in and the page behind it does not scroll until it closes. */
export const FocusTrappedAndScrollLocked: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
    const { dialog } = await openFromTrigger(canvasElement, args.triggerLabel, args.title);
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    for (let press = 0; press < 4; press += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden'));
  },
};

/** The language switch is limited to tablet size and below: at desktop width its trigger opens nothing. */
export const MaxViewportRefused: Story = {
  args: { id: 'languageSwitch', title: 'Language', triggerLabel: 'Language', content: 'Français, English' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: args.triggerLabel }));
    await expect(canvas.getByRole('status')).toHaveTextContent(args.refusedMessage);
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** At tablet width the language switch opens, as a side panel. */
export const MaxViewportAllowed: Story = {
  args: MaxViewportRefused.args,
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement, args }) => {
    const { dialog } = await openFromTrigger(canvasElement, args.triggerLabel, args.title);
    // The overlay fades in from transparent.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

function StackedDemo({ closeAllLabel }: { closeAllLabel: string }) {
  const { closeAll } = usePopins();
  return (
    <>
      <Opener id="filters" label="Open filters" />
      <Popin id="filters" title="Filters" closeLabel="Close filters">
        <Opener id="showtimeSelection" label="Choose showtimes" />
      </Popin>
      <Popin id="showtimeSelection" title="Showtimes" closeLabel="Close showtimes">
        <p>20:30, 22:45</p>
        <Button variant="secondary" onPress={closeAll}>
          {closeAllLabel}
        </Button>
      </Popin>
    </>
  );
}

/** A pop-in opened from another stacks on top: Escape closes the top one only, focus returns to its trigger. */
export const Stacked: Story = {
  render: () => (
    <PopinProvider>
      <StackedDemo closeAllLabel="Close everything" />
    </PopinProvider>
  ),
  play: async ({ canvasElement }) => {
    await openFromTrigger(canvasElement, 'Open filters', 'Filters');
    const filters = body().getByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('button', { name: 'Choose showtimes' }));
    await body().findByRole('dialog', { name: 'Showtimes' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Showtimes' })).toBeNull());
    // The pop-in beneath shows again once the one above has gone, a render later on a busy machine
    // (a one-shot check failed a rehearsal of stop 47).
    await waitFor(() => expect(body().getByRole('dialog', { name: 'Filters' })).toBeVisible());
    await waitFor(() => expect(within(filters).getByRole('button', { name: 'Choose showtimes' })).toHaveFocus());
  },
};

/** Close-all closes every open pop-in at once. */
export const CloseAll: Story = {
  render: Stacked.render,
  play: async ({ canvasElement }) => {
    await openFromTrigger(canvasElement, 'Open filters', 'Filters');
    const filters = body().getByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(filters).getByRole('button', { name: 'Choose showtimes' }));
    const showtimes = await body().findByRole('dialog', { name: 'Showtimes' });
    await userEvent.click(within(showtimes).getByRole('button', { name: 'Close everything' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

function NavigationDemo() {
  const [page, setPage] = useState('home');
  return (
    <PopinProvider locationKey={page}>
      <p>Page: {page}</p>
      <Opener id="cinemaInformation" label="Cinema information" />
      <Popin id="cinemaInformation" title="Cinema" closeLabel="Close">
        <Button variant="secondary" onPress={() => setPage('cinema')}>
          Go to the cinema page
        </Button>
      </Popin>
    </PopinProvider>
  );
}

/** Navigating (a new location key on the provider) closes every pop-in. */
export const ClosedByNavigation: Story = {
  render: () => <NavigationDemo />,
  play: async ({ canvasElement }) => {
    const dialog = (await openFromTrigger(canvasElement, 'Cinema information', 'Cinema')).dialog;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to the cinema page' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByText('Page: cinema')).toBeVisible();
  },
};

function TrailerDemo() {
  const { open } = usePopins();
  const [playing, setPlaying] = useState<string | null>(null);
  useOnPopinClose('trailer', () => setPlaying(null));
  return (
    <>
      <Button
        onPress={(event) => {
          setPlaying('Dune: Part Two');
          open('trailer', { trigger: event.target, data: { title: 'Dune: Part Two', videoUrl: 'dune.mp4' } });
        }}
      >
        Play the trailer
      </Button>
      <p>{playing ? `Video playing: ${playing}` : 'Video stopped'}</p>
      <Popin id="trailer" title="Trailer" closeLabel="Close the trailer">
        {(trailer) => <p>{trailer.title}</p>}
      </Popin>
    </>
  );
}

/** Closing the trailer pop-in stops its video (useOnPopinClose). */
export const TrailerStopsOnClose: Story = {
  render: () => (
    <PopinProvider>
      <TrailerDemo />
    </PopinProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { dialog } = await openFromTrigger(canvasElement, 'Play the trailer', 'Trailer');
    await expect(canvas.getByText('Video playing: Dune: Part Two')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the trailer' }));
    await waitFor(() => expect(canvas.getByText('Video stopped')).toBeVisible());
  },
};
