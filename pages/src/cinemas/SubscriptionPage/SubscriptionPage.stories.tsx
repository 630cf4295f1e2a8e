import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultFeatures } from '@marquee/data';
import type { PageContext } from '../../page.ts';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import type { SwrParameters } from '../../storybook/withSwr.tsx';
import cinepass from '../fixtures/cinepass.fr.json' with { type: 'json' };
import { fallbackFor } from '../../storybook/fallback.ts';
import { SubscriptionPage, subscriptionPage } from './SubscriptionPage.tsx';
import { storyNow } from '../../storybook/clock.ts';

const context = {
  site: 'fr',
  language: 'fr',
  target: { kind: 'Subscription', language: 'fr', params: {} },
  features: defaultFeatures('fr'),
  now: storyNow,
} satisfies PageContext;

const meta = {
  title: 'Pages/Cinemas/Subscription',
  component: SubscriptionPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: subscriptionPage },
  args: context,
} satisfies Meta<typeof SubscriptionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const swr = (value: SwrParameters) => ({ swr: value });

export const Loaded: Story = {
  parameters: swr({ fallback: fallbackFor(subscriptionPage, context, { cinepass }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(cinepass.length);
    // The price is written in the site's currency and locale.
    await expect(canvas.getByText(/21,90\s€/)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: swr({ fallback: fallbackFor(subscriptionPage, context, { cinepass: [] }) }),
  play: async ({ canvasElement }) => {
    await expect(within(pageOf(canvasElement)).queryByRole('heading', { level: 2 })).toBeNull();
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
