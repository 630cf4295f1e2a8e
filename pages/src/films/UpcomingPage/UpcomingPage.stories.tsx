import { storyText } from '../../storybook/storyText.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultFeatures } from '@marquee/data';
import type { PageContext } from '../../page.ts';
import { withSwr, type SwrParameters } from '../../storybook/withSwr.tsx';
import { fallbackFor } from '../../storybook/fallback.ts';
import shows from '../fixtures/shows.fr.json' with { type: 'json' };
import { upcomingPage } from './index.ts';
import { UpcomingPage } from './UpcomingPage.tsx';

const context: PageContext = {
  site: 'fr',
  language: 'fr',
  target: { kind: 'Shows.Upcoming', language: 'fr', params: {} },
  features: defaultFeatures('fr'),
};

const meta = {
  title: 'Pages/Films/Upcoming',
  component: UpcomingPage,
  decorators: [withSwr],
  parameters: { layout: 'fullscreen' },
  args: context,
} satisfies Meta<typeof UpcomingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const swr = (value: SwrParameters) => ({ swr: value });
const loaded = swr({ fallback: fallbackFor(upcomingPage, context, { shows }) });

export const Loaded: Story = {
  parameters: loaded,
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const titles = canvas.getAllByRole('heading', { level: 2 }).map((title) => title.textContent);
    // The upcoming order: Cité des robots has upcoming order 1.
    await expect(titles[0]).toBe('Cité des robots');
    // member §9 release date DD/MM/YYYY, from the FR_FR key; catalogue.txt §5: 1900-01-01 is unknown.
    await expect(canvas.getByText('08/12/2026')).toBeVisible();
    await expect(canvas.getByText(t('films.common.dateUnknown'))).toBeVisible();
  },
};

export const LoadedMobile: Story = {
  parameters: loaded,
  globals: { viewport: { value: 'mobile' } },
};

export const Loading: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: swr({
    fallback: fallbackFor(upcomingPage, context, { shows: { shows: [], labels: [], contentratings: [] } }),
  }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(canvasElement).getByText(t('films.upcoming.empty'))).toBeVisible();
  },
};
