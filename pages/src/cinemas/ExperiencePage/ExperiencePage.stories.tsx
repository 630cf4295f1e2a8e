import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultFeatures } from '@marquee/data';
import type { PageContext } from '../../page.ts';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import cinemas from '../../fixtures/cinemas-cinemas.fr.json' with { type: 'json' };
import experience from '../../fixtures/experience.fr.json' with { type: 'json' };
import experienceShows from '../../fixtures/experienceShows.fr.json' with { type: 'json' };
import shows from '../../fixtures/shows.experience.fr.json' with { type: 'json' };
import { fallbackFor } from '../../storybook/fallback.ts';
import { ExperiencePage, experiencePage } from './ExperiencePage.tsx';
import { storyNow } from '../../storybook/clock.ts';
import { storyText } from '../../storybook/storyText.ts';

const context = {
  site: 'fr',
  language: 'fr',
  target: { kind: 'Experience.Single', language: 'fr', params: { slug: experience.slug } },
  features: defaultFeatures('fr'),
  now: storyNow,
} satisfies PageContext;

const meta = {
  title: 'Pages/Cinemas/Experience',
  component: ExperiencePage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: experiencePage },
  args: context,
} satisfies Meta<typeof ExperiencePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (experienceAnswer: unknown = experience, programme: unknown = experienceShows) =>
  fallbackFor(experiencePage, context, {
    experience: experienceAnswer,
    experienceShows: programme,
    shows,
    cinemas,
  });

/**
 * The experience, the shows playing with it (catalogue.txt §7 gpxp/{slug}/shows, issue 21) as poster
 * cards leading to their pages, its share links and the cinemas offering it.
 */
export const Loaded: Story = {
  parameters: swr({ fallback: answers() }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: experience.title })).toBeVisible();
    // Its body repeats the headline: said once.
    await expect(canvas.getAllByText(experience.headline)).toHaveLength(1);
    const grid = canvas.getByRole('list', { name: t('cinemas.experience.showsTitle', { title: experience.title }) });
    const [first] = shows.shows;
    await expect(within(grid).getAllByRole('heading', { level: 3 })).toHaveLength(shows.shows.length);
    await expect(within(grid).getByRole('link', { name: new RegExp(first?.title ?? '-') })).toHaveAttribute(
      'href',
      `/films/${first?.slug}`,
    );
    // The fr site shares on Facebook and X (member-and-shell.txt §9).
    const share = canvas.getByRole('list', { name: t('cinemas.experience.share') });
    await expect(within(share).getAllByRole('link')).toHaveLength(2);
    // Of the cinemas offering it, the ones the cinemas list knows are linked.
    await expect(canvas.getByRole('link', { name: 'Marquee Beaugrenelle' })).toHaveAttribute(
      'href',
      '/cinemas/marquee-beaugrenelle',
    );
  },
};

/** No showtime with the experience for now: said so, the cinemas offering it still listed. */
export const NoShows: Story = {
  parameters: swr({ fallback: answers(experience, { days: {}, shows: {} }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByText(t('cinemas.experience.showsEmpty', { title: experience.title }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Marquee Beaugrenelle' })).toBeVisible();
  },
};

/** Rich content keeps its headings, emphasis and lists (decision 0034); its scripts never reach the page. */
export const RichContent: Story = {
  parameters: swr({
    fallback: answers({
      ...experience,
      content:
        '<h2>Une image plus grande</h2><p>Un écran <strong>immense</strong> et un son&nbsp;précis.</p><script>window.injected = true</script><ul><li>Laser 4K</li><li>Son 12 canaux</li></ul>',
      cta: { label: 'Réserver une séance IMAX', url: 'https://tickets.marquee.fr/imax', target: '_blank', type: null },
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByText('Laser 4K')).toBeVisible();
    await expect(canvas.getByText('Laser 4K').closest('ul')).not.toBeNull();
    await expect(canvas.getByText('immense').tagName).toBe('STRONG');
    await expect(pageOf(canvasElement).querySelector('main script')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Réserver une séance IMAX/ })).toHaveAttribute('target', '_blank');
  },
};

export const Loading: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(within(pageOf(canvasElement)).getByRole('status')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement }) => {
    const alert = await within(pageOf(canvasElement)).findByRole('alert');
    await expect(within(alert).getByRole('button')).toBeVisible();
  },
};
