import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DemoSpriteSheet } from '../private/icons/demoSprite.tsx';
import { ShowtimeGrid, showtimeGridHeadingLevels, type ShowtimeGridShowtime } from './ShowtimeGrid.tsx';
import { showtimeGroupings } from './showtimeGroups.ts';

const booking = (session: number) => `https://s.pathe.fr/fr/V3166S${session}/booking`;

/** One day at one cinema, in the API's order (not by time), with an after-midnight screening. */
const showtimes: ShowtimeGridShowtime[] = [
  { id: 's4', datetime: '2026-09-11 20:15:00', time: '20:15', version: 'VF', status: 'available', href: booking(4) },
  {
    id: 's2',
    datetime: '2026-09-11 14:00:00',
    time: '14:00',
    version: 'VOST',
    tag: 'Ciné-Débat',
    status: 'soldout',
    href: booking(2),
  },
  {
    id: 's6',
    datetime: '2026-09-12 00:10:00',
    time: '00:10',
    version: 'VOST',
    status: 'available',
    is3d: true,
    href: booking(6),
  },
  { id: 's1', datetime: '2026-09-11 10:30:00', time: '10:30', version: 'VF', status: 'locked', href: booking(1) },
  {
    id: 's3',
    datetime: '2026-09-11 17:45:00',
    time: '17:45',
    version: 'VF',
    status: 'available',
    is3d: true,
    experiences: [{ slug: 'imax', title: 'IMAX', icon: { type: 'sprite', sprite: '', value: 'imax' } }],
    href: booking(3),
  },
  {
    id: 's5',
    datetime: '2026-09-11 21:30:00',
    time: '21:30',
    version: 'VOST',
    tag: 'Ciné-Débat',
    status: 'available',
    highlighted: true,
    screeningTitle: 'Rencontre avec l’équipe',
    specialColours: { color: '#ffffff', backgroundColor: '#1b4d3e' },
    href: booking(5),
  },
];

const meta = {
  title: 'Design system/Cinema components/ShowtimeGrid',
  tags: ['autodocs'],
  component: ShowtimeGrid,
  args: {
    showtimes,
    emptyText: 'Aucune séance ce jour-là.',
    labels: { soldOut: 'Complet', locked: 'Réservation fermée', threeD: '3D' },
  },
  argTypes: {
    groupBy: { control: 'inline-radio', options: showtimeGroupings },
    chipLabel: { control: 'inline-radio', options: showtimeGroupings },
    headingLevel: { control: 'inline-radio', options: showtimeGridHeadingLevels },
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <>
        <DemoSpriteSheet />
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof ShowtimeGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chip times of one group, as shown. */
function timesIn(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.match(/\d\d:\d\d/)?.[0]);
}

/** catalogue.txt §9 showtimes by version (ch, nl): one headed group per version, each sorted by time. */
export const ByVersion: Story = {
  args: { groupBy: 'version' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(['VF', 'VOST']);
    await expect(timesIn(canvas.getByRole('list', { name: 'VF' }))).toEqual(['10:30', '17:45', '20:15']);
    // The after-midnight screening closes the day.
    await expect(timesIn(canvas.getByRole('list', { name: 'VOST' }))).toEqual(['14:00', '21:30', '00:10']);
    await expect(canvas.getByRole('link', { name: /^17:45 3D VF IMAX/ })).toHaveAttribute('href', booking(3));
  },
};

/** Grouped by tag; showtimes without a tag fall back to their version. */
export const ByTag: Story = {
  args: { groupBy: 'tag' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'VF',
      'Ciné-Débat',
      'VOST',
    ]);
    await expect(timesIn(canvas.getByRole('list', { name: 'Ciné-Débat' }))).toEqual(['14:00', '21:30']);
  },
};

/** catalogue.txt §9 "tag instead of version shown for ch": chips show the tag where there is one. */
/** Issue 20: one group under a card's own heading (the cinema) needs no heading of its own; the list keeps its name. */
export const OneGroupWithoutHeading: Story = {
  args: {
    groupBy: 'tag',
    groupHeadings: 'whenSeveral',
    showtimes: showtimes.map((entry) => ({ ...entry, tag: 'Toutes les séances' })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Toutes les séances' })).toBeVisible();
  },
};

export const TagLabels: Story = {
  args: { groupBy: 'version', chipLabel: 'tag' },
  play: async ({ canvasElement }) => {
    const vost = within(within(canvasElement).getByRole('list', { name: 'VOST' }));
    await expect(vost.getByRole('link', { name: /^21:30 Ciné-Débat/ })).toBeVisible();
    await expect(vost.getByRole('link', { name: /^00:10 3D VOST/ })).toBeVisible();
  },
};

/** The page opens the showtime details pop-in: chips are buttons that pass their showtime's id. */
export const OpensDetails: Story = {
  args: { onSelect: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('button', { name: /^20:15/ })).toBeVisible();
  },
};

/** A press on a chip passes its showtime's id, once. */
export const OpensDetailsPress: Story = {
  args: OpensDetails.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^20:15/ }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('s4');
  },
};

export const Empty: Story = {
  args: { showtimes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucune séance ce jour-là.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** On a phone the chips wrap inside the column. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'VF' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
