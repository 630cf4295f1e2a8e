import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { swr } from '../../storybook/withSwr.tsx';
import ecards from '../../fixtures/ecards.fr.json' with { type: 'json' };
import vouchers from '../../fixtures/vouchers.fr.json' with { type: 'json' };
import { fallbackFor, storyContext } from '../../storybook/storyContext.ts';
import { ECardsPage, ecardsPage } from './ECardsPage.tsx';
import { storyText } from '../../storybook/storyText.ts';

const fiveSeats = storyContext('ECards.FiveSeats');
const threeSeats = storyContext('ECards.ThreeSeats');

const meta = {
  title: 'Pages/Content/E-cards',
  component: ECardsPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: ecardsPage },
  args: fiveSeats,
} satisfies Meta<typeof ECardsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveSeats: Story = {
  parameters: swr({ fallback: fallbackFor(ecardsPage, fiveSeats, { ecards, vouchers }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('content.ecards.title', { seats: 5 }) }),
    ).toBeVisible();
    // The 5-seat card comes first, the 3-seat card under the other cards.
    await expect(canvas.getByRole('heading', { level: 2, name: 'CinéCarte 5 places' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'CinéCarte 3 places' })).toBeVisible();
    await expect(canvas.getAllByText(t('content.ecards.perSeat', { price: '10,50 €' }))).toHaveLength(2);
    await expect(
      canvas.getByRole('link', { name: t('content.ecards.buy', { label: 'CinéCarte 5 places' }) }),
    ).toHaveAttribute('href', 'https://tickets.marquee.fr/ecard/5');
    // member §9 voucher gifting (fr): the vouchers one can offer, with their terms (decision 0060).
    const gifting = canvas.getByRole('region', { name: t('content.ecards.vouchers.title') });
    await expect(
      within(gifting)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Contremarque', 'Chèque cinéma', 'Carte cadeau']);
    await expect(within(gifting).getByText('Valable 1 an.')).toBeVisible();
  },
};

export const ThreeSeats: Story = {
  args: threeSeats,
  parameters: swr({ fallback: fallbackFor(ecardsPage, threeSeats, { ecards, vouchers }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('content.ecards.title', { seats: 3 }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'CinéCarte 3 places' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'CinéCarte 5 places' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: swr({ fallback: fallbackFor(ecardsPage, fiveSeats, { ecards: [] }) }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(within(pageOf(canvasElement)).getByText(t('content.ecards.empty'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: swr({ mode: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(within(pageOf(canvasElement)).getByRole('status')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: swr({ mode: 'error' }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const alert = await within(pageOf(canvasElement)).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: t('status.retry') })).toBeVisible();
  },
};
