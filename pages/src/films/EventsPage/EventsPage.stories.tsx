import { storyText } from '../../storybook/storyText.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultFeatures } from '@marquee/data';
import type { PageContext } from '../../page.ts';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import movedSeason from '../../fixtures/event-saison-opera-2025.fr.json' with { type: 'json' };
import events from '../../fixtures/events.fr.json' with { type: 'json' };
import { fallbackFor } from '../../storybook/fallback.ts';
import { eventsPage } from './index.ts';
import { EventsPage } from './EventsPage.tsx';
import { storyNow } from '../../storybook/clock.ts';

const context: PageContext = {
  site: 'fr',
  language: 'fr',
  target: { kind: 'Shows.EntertainmentList', language: 'fr', params: {} },
  features: defaultFeatures('fr'),
  now: storyNow,
};

const meta = {
  title: 'Pages/Films/Events',
  component: EventsPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: eventsPage },
  args: context,
} satisfies Meta<typeof EventsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  parameters: swr({ fallback: fallbackFor(eventsPage, context, { events }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(pageOf(canvasElement));
    // Each item links to the page of its kind: an event-special and a season.
    await expect(canvas.getByRole('link', { name: 'Festival des enfants' })).toHaveAttribute(
      'href',
      '/event-special/festival-des-enfants',
    );
    await expect(canvas.getByRole('link', { name: 'Saison opéra et ballet' })).toHaveAttribute(
      'href',
      '/saison/saison-opera-ballet',
    );
  },
};

/** member-and-shell.txt §2: an item carrying only a redirect slug leads to its own season page. */
export const WithRedirectItem: Story = {
  parameters: swr({ fallback: fallbackFor(eventsPage, context, { events: [...events, movedSeason] }) }),
  play: async ({ canvasElement }) => {
    await expect(within(pageOf(canvasElement)).getByRole('link', { name: 'Saison opéra 2025' })).toHaveAttribute(
      'href',
      '/saison/saison-opera-ballet',
    );
  },
};

export const LoadedMobile: Story = {
  parameters: swr({ fallback: fallbackFor(eventsPage, context, { events }) }),
  globals: { viewport: { value: 'mobile' } },
};

export const Loading: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(within(pageOf(canvasElement)).getByRole('status')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement }) => {
    await expect(await within(pageOf(canvasElement)).findByRole('alert')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: swr({ fallback: fallbackFor(eventsPage, context, { events: [] }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(pageOf(canvasElement)).getByText(t('films.events.empty'))).toBeVisible();
  },
};
