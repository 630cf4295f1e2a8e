import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage, errorStatuses } from './ErrorPage.tsx';

const meta = {
  title: 'Pages/Content/Error page',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  args: { status: 404, site: 'fr', language: 'fr' },
  argTypes: { status: { control: 'inline-radio', options: errorStatuses } },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const nextSteps = async (canvasElement: HTMLElement) => {
  const next = within(within(canvasElement).getByRole('navigation', { name: 'Où aller ensuite' }));
  await expect(next.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
  await expect(next.getByRole('link', { name: 'Films à l’affiche' })).toHaveAttribute('href', '/films');
  await expect(next.getByRole('link', { name: 'Nos cinémas' })).toHaveAttribute('href', '/cinemas');
};

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await nextSteps(canvasElement);
  },
};

export const Gone: Story = {
  args: { status: 410 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Ce film n’est plus à l’affiche' }),
    ).toBeVisible();
    await nextSteps(canvasElement);
  },
};

export const ServerError: Story = {
  args: { status: 500 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Une erreur est survenue' }),
    ).toBeVisible();
    await nextSteps(canvasElement);
  },
};

/** The API is away: "we'll be back in a moment", with a link that asks again. */
export const Unavailable: Story = {
  args: { status: 503, retryHref: '/films' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nous revenons dans un instant' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Réessayer' })).toHaveAttribute('href', '/films');
  },
};

/** Without the current address, the retry is a button that reloads. */
export const UnavailableWithoutAddress: Story = {
  args: { status: 503 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { status: 404 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
