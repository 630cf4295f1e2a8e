import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultFeatures } from '@marquee/data';
import type { PageContext } from '../../page.ts';
import { withSwr, type SwrParameters } from '../../storybook/withSwr.tsx';
import cinemas from '../fixtures/cinemas.fr.json' with { type: 'json' };
import cities from '../fixtures/cities.fr.json' with { type: 'json' };
import city from '../fixtures/city.fr.json' with { type: 'json' };
import { fallbackFor } from '../../storybook/fallback.ts';
import { CityPage, cityPage } from './CityPage.tsx';

const context = {
  site: 'fr',
  language: 'fr',
  target: { kind: 'Cinema.City.Single', language: 'fr', params: { slug: city.slug } },
  features: defaultFeatures('fr'),
} satisfies PageContext;

const meta = {
  title: 'Pages/Cinemas/City',
  component: CityPage,
  decorators: [withSwr],
  parameters: { layout: 'fullscreen' },
  args: context,
} satisfies Meta<typeof CityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const swr = (value: SwrParameters) => ({ swr: value });

const answers = (cityAnswer: unknown = city) => fallbackFor(cityPage, context, { city: cityAnswer, cinemas, cities });

export const Loaded: Story = {
  parameters: swr({ fallback: answers() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: city.name })).toBeVisible();
    // The fixture keeps 4 of the 6 Paris cinemas; the default one is also named above the list.
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getAllByRole('link', { name: 'Marquee Beaugrenelle' })).toHaveLength(2);
    // Nearby cities without a page are named, not linked.
    await expect(canvas.getByText('Boulogne-Billancourt')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: swr({ fallback: answers({ ...city, cinemas: [], nearby: [], backdrop: null }) }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { level: 3 })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button')).toBeVisible();
  },
};
