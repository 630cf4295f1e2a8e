import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultFeatures } from '@marquee/data';
import type { PageContext } from '../../page.ts';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import experiences from '../../fixtures/experiences.fr.json' with { type: 'json' };
import { fallbackFor } from '../../storybook/fallback.ts';
import technologies from '../../fixtures/technologies.fr.json' with { type: 'json' };
import { ExperiencesPage, experiencesPage } from './ExperiencesPage.tsx';
import { storyNow } from '../../storybook/clock.ts';

const context = {
  site: 'fr',
  language: 'fr',
  target: { kind: 'Experience.Landing', language: 'fr', params: {} },
  features: defaultFeatures('fr'),
  now: storyNow,
} satisfies PageContext;

const meta = {
  title: 'Pages/Cinemas/Experiences',
  component: ExperiencesPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: experiencesPage },
  args: context,
} satisfies Meta<typeof ExperiencesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  parameters: swr({
    fallback: fallbackFor(experiencesPage, context, { experiences, technologies }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(pageOf(canvasElement));
    const experienceLinks = canvas
      .getAllByRole('heading', { level: 2 })
      .flatMap((heading) => within(heading).queryAllByRole('link'));
    await expect(experienceLinks).toHaveLength(experiences.length);
    await expect(experienceLinks[0]).toHaveAttribute('href', `/specials/${experiences[0]?.slug}`);
    // 3D is a technology without an experience article: named, not linked.
    await expect(canvas.getByRole('heading', { level: 3, name: '3D' })).toBeVisible();
    await expect(within(canvas.getByRole('heading', { level: 3, name: '3D' })).queryByRole('link')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: swr({
    fallback: fallbackFor(experiencesPage, context, { experiences: [], technologies: [] }),
  }),
  play: async ({ canvasElement }) => {
    await expect(within(pageOf(canvasElement)).queryByRole('link')).toBeNull();
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
    // Both parts of the page say their call failed, each with its retry.
    const alerts = await within(pageOf(canvasElement)).findAllByRole('alert');
    for (const alert of alerts) await expect(within(alert).getByRole('button')).toBeVisible();
  },
};
