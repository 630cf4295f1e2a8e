import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Popin } from '../Popin/Popin.tsx';
import { PopinProvider, usePopins } from '../Popin/PopinProvider.tsx';
import { DemoSpriteSheet } from '../private/icons/demoSprite.tsx';
import { ShowtimePanel, showtimePanelHeadingLevels, type ShowtimePanelProps } from './ShowtimePanel.tsx';

function picture(width: number, height: number, fill: string) {
  return (
    'data:image/svg+xml,' +
    encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fill}"/></svg>`,
    )
  );
}

const bookingUrl = 'https://s.pathe.fr/fr/V3166S151771/booking';

const fullArgs: ShowtimePanelProps = {
  poster: { md: picture(300, 450, '#1b1f3b'), lg: picture(600, 900, '#1b1f3b') },
  title: 'Dune : Deuxième partie',
  contentRating: {
    system: 'csa',
    code: '-12ans',
    label: 'Interdit aux moins de 12 ans',
    allAudiencesLabel: 'Tous publics',
  },
  cinemaName: 'Marquee Wepler',
  date: 'vendredi 11 septembre 2026',
  time: '20:15',
  endTime: '23:21',
  version: 'VOST',
  is3d: true,
  experiences: [
    { slug: 'imax', title: 'IMAX', icon: { type: 'sprite', sprite: '', value: 'imax' } },
    { slug: 'dolby-atmos', title: 'Dolby Atmos' },
  ],
  accessibility: [
    { slug: 'wheelchair', title: 'Accessible en fauteuil', icon: { type: 'sprite', sprite: '', value: 'wheelchair' } },
    {
      slug: 'audio-description',
      title: 'Audiodescription',
      icon: { type: 'sprite', sprite: '', value: 'audio-description' },
    },
  ],
  auditorium: 'Salle 7 IMAX',
  seatCount: '412 places',
  duration: '2h46',
  bookingUrl,
  explanations: [
    { id: 'imax', title: 'IMAX', description: 'Un écran géant et un son d’une précision absolue.' },
    { id: 'dolby-atmos', title: 'Dolby Atmos', description: 'Un son qui vous entoure, jusqu’au-dessus de vous.' },
  ],
  labels: {
    bookNow: 'Réserver',
    newTabHint: '(nouvel onglet)',
    threeD: '3D',
    hall: 'Salle',
    seats: 'Places',
    duration: 'Durée',
    endTime: 'Fin prévue',
    filmStart: 'Début du film',
    experiences: 'Expériences',
    accessibility: 'Accessibilité',
    explanations: 'Les expériences',
  },
};

const meta = {
  title: 'Design system/Cinema components/ShowtimePanel',
  tags: ['autodocs'],
  component: ShowtimePanel,
  args: { ...fullArgs, onBook: fn() },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: showtimePanelHeadingLevels },
    actions: { control: false },
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
} satisfies Meta<typeof ShowtimePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stops the browser from opening the booking tab, so the play can press Book now for real. */
function blockNextNavigation() {
  window.addEventListener('click', (event) => event.preventDefault(), { once: true });
}

/** member-and-shell.txt §2 Showtime details panel: every field. */
export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Dune : Deuxième partie' })).toBeVisible();
    await expect(canvas.getByText('Interdit aux moins de 12 ans')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Expériences' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Accessibilité' })).toBeVisible();
    await expect(canvas.getByText('Salle 7 IMAX')).toBeVisible();
    await expect(canvas.getByText('23:21')).toBeVisible();
  },
};

/** Book now opens the booking URL in a new tab and calls onBook (the select_item event) once. */
export const BookNow: Story = {
  play: async ({ canvasElement, args }) => {
    const book = within(canvasElement).getByRole('link', { name: 'Réserver (nouvel onglet)' });
    await expect(book).toHaveAttribute('href', bookingUrl);
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(book).toHaveAttribute('rel', expect.stringContaining('noopener'));
    blockNextNavigation();
    await userEvent.click(book);
    await expect(args.onBook).toHaveBeenCalledOnce();
  },
};

/** Each experience explanation opens and closes on its own (not a single-open accordion). */
export const ExplanationsIndependent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const imax = canvas.getByRole('button', { name: 'IMAX' });
    const dolby = canvas.getByRole('button', { name: 'Dolby Atmos' });
    await expect(imax).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(imax);
    await userEvent.click(dolby);
    await expect(imax).toHaveAttribute('aria-expanded', 'true');
    await expect(dolby).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Un écran géant/)).toBeVisible();
    await expect(canvas.getByText(/Un son qui vous entoure/)).toBeVisible();
    dolby.focus();
    await userEvent.keyboard('{Enter}');
    await expect(dolby).toHaveAttribute('aria-expanded', 'false');
    await expect(imax).toHaveAttribute('aria-expanded', 'true');
  },
};

/** catalogue.txt §3 specialShowtimeDetails: the banner and the details. */
export const SpecialShowtime: Story = {
  args: {
    special: {
      title: 'Avant-première en présence de l’équipe',
      description: 'La projection sera suivie d’une rencontre avec le réalisateur.',
      bannerImage: picture(240, 48, '#0b5cab'),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Avant-première en présence de l’équipe')).toBeVisible();
  },
};

/** A showtime at a nearby cinema says so. */
export const NearbyCinema: Story = {
  args: { nearbyNote: 'Cette séance a lieu au Marquee Beaugrenelle, à 3 km.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Marquee Beaugrenelle/)).toBeVisible();
  },
};

const addToCalendar = fn();

/**
 * Issue 9: the film's own start after the cinema's advertising, the version in plain words, and an
 * extra action after Book now (the page's "Add to calendar").
 */
export const FilmStartAndActions: Story = {
  args: {
    filmStart: '20:35 (après 20 min de publicité)',
    versionExplanation: 'VO sous-titrée : dans la langue du tournage, sous-titré en français',
    actions: (
      <Button variant="secondary" onPress={addToCalendar}>
        Ajouter au calendrier
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filmStart = canvas.getByText('Début du film');
    await expect(filmStart.tagName).toBe('DT');
    await expect(filmStart.nextElementSibling).toHaveTextContent('20:35 (après 20 min de publicité)');
    await expect(canvas.getByText(/dans la langue du tournage/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter au calendrier' })).toBeVisible();
  },
};

/** The extra action is the page's own button: a press calls it once. */
export const FilmStartAndActionsPress: Story = {
  args: FilmStartAndActions.args,
  play: async ({ canvasElement }) => {
    addToCalendar.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ajouter au calendrier' }));
    await expect(addToCalendar).toHaveBeenCalledOnce();
  },
};

/** Without its term, a film start is not shown (the page has no advertising duration). */
export const FilmStartWithoutLabel: Story = {
  args: {
    filmStart: '20:35',
    labels: { ...fullArgs.labels, filmStart: undefined },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('20:35')).toBeNull();
  },
};

/** Only what every showtime has: no experiences, facts or explanations; a missing poster shows its placeholder. */
export const Minimal: Story = {
  args: {
    poster: null,
    contentRating: undefined,
    endTime: undefined,
    is3d: false,
    experiences: [],
    accessibility: [],
    auditorium: undefined,
    seatCount: undefined,
    duration: undefined,
    explanations: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('term')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Réserver/ })).toBeVisible();
  },
};

function PopinDemo(args: ShowtimePanelProps) {
  const { open } = usePopins();
  return (
    <>
      <Button onPress={(event) => open('showtimeDetails', { trigger: event.target })}>20:15 VOST</Button>
      <Popin id="showtimeDetails" title="Détails de la séance" closeLabel="Fermer">
        <ShowtimePanel {...args} />
      </Popin>
    </>
  );
}

/** The sheet slides in; a loaded 2-core machine may take longer than waitFor's default second. */
const slideIn = { timeout: 5000 };

async function openPanel(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: '20:15 VOST' }));
  return within(document.body).findByRole('dialog', { name: 'Détails de la séance' });
}

/** In the showtimeDetails pop-in at 1080: a side panel against the end edge, full height. */
export const InPopinDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  render: (args) => (
    <PopinProvider>
      <PopinDemo {...args} />
    </PopinProvider>
  ),
  play: async ({ canvasElement, args }) => {
    const dialog = await openPanel(canvasElement);
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect(Math.round(box.right)).toBe(document.documentElement.clientWidth);
      expect(Math.round(box.height)).toBe(window.innerHeight);
    }, slideIn);
    const book = within(dialog).getByRole('link', { name: 'Réserver (nouvel onglet)' });
    blockNextNavigation();
    await userEvent.click(book);
    await expect(args.onBook).toHaveBeenCalledOnce();
  },
};

/** In the showtimeDetails pop-in at 375: a bottom sheet, full width. */
export const InPopinMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <PopinProvider>
      <PopinDemo {...args} />
    </PopinProvider>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openPanel(canvasElement);
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect(Math.round(box.bottom)).toBe(window.innerHeight);
      expect(Math.round(box.width)).toBe(document.documentElement.clientWidth);
    }, slideIn);
    await expect(within(dialog).getByRole('heading', { level: 3, name: 'Dune : Deuxième partie' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
