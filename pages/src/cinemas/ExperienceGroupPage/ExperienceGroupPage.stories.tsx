import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultFeatures } from '@marquee/data';
import type { PageContext } from '../../page.ts';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import group from '../../fixtures/experienceGroup.fr.json' with { type: 'json' };
import { fallbackFor } from '../../storybook/fallback.ts';
import { ExperienceGroupPage, experienceGroupPage } from './ExperienceGroupPage.tsx';
import { storyNow } from '../../storybook/clock.ts';

const context = {
  site: 'fr',
  language: 'fr',
  target: { kind: 'Experience.Group', language: 'fr', params: { slug: group.slug } },
  features: defaultFeatures('fr'),
  now: storyNow,
} satisfies PageContext;

const meta = {
  title: 'Pages/Cinemas/Experience group',
  component: ExperienceGroupPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: experienceGroupPage },
  args: context,
} satisfies Meta<typeof ExperienceGroupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  parameters: swr({ fallback: fallbackFor(experienceGroupPage, context, { experienceGroup: group }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: group.title })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(group.experiences.length);
  },
};

export const Empty: Story = {
  parameters: swr({
    fallback: fallbackFor(experienceGroupPage, context, { experienceGroup: { ...group, experiences: [] } }),
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
    const alert = await within(pageOf(canvasElement)).findByRole('alert');
    await expect(within(alert).getByRole('button')).toBeVisible();
  },
};
