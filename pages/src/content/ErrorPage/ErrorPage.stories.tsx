import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { errorPageLayout } from '../../page.ts';
import { ErrorPage, errorStatuses } from './ErrorPage.tsx';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { storyText, type StoryText } from '../../storybook/storyText.ts';

const meta = {
  title: 'Pages/Content/Error page',
  component: ErrorPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: { layout: errorPageLayout } },
  args: { status: 404, site: 'fr', language: 'fr' },
  argTypes: { status: { control: 'inline-radio', options: errorStatuses } },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const nextSteps = async (canvasElement: HTMLElement, t: StoryText) => {
  const next = within(within(pageOf(canvasElement)).getByRole('navigation', { name: t('content.errorPage.next') }));
  await expect(next.getByRole('link', { name: t('content.errorPage.home') })).toHaveAttribute('href', '/');
  await expect(next.getByRole('link', { name: t('content.errorPage.films') })).toHaveAttribute('href', '/films');
  await expect(next.getByRole('link', { name: t('content.errorPage.cinemas') })).toHaveAttribute('href', '/cinemas');
};

export const NotFound: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    // The shell's skip link leads to the page's one <main>.
    await expect(within(canvasElement).getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.getByRole('heading', { level: 1, name: t('content.errorPage.404.title') })).toBeVisible();
    await nextSteps(canvasElement, t);
    // Issue 21: the site's normal header (search included), not a light one, and its footer.
    const header = within(within(canvasElement).getByRole('banner'));
    await expect(header.getByRole('button', { name: t('shell.header.search') })).toBeVisible();
    await expect(within(canvasElement).getByRole('contentinfo')).toBeVisible();
  },
};

export const Gone: Story = {
  args: { status: 410 },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(
      within(pageOf(canvasElement)).getByRole('heading', { level: 1, name: t('content.errorPage.410.title') }),
    ).toBeVisible();
    await nextSteps(canvasElement, t);
  },
};

export const ServerError: Story = {
  args: { status: 500 },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(
      within(pageOf(canvasElement)).getByRole('heading', { level: 1, name: t('content.errorPage.500.title') }),
    ).toBeVisible();
    await nextSteps(canvasElement, t);
  },
};

/** The API is away: "we'll be back in a moment", with a link that asks again. */
export const Unavailable: Story = {
  args: { status: 503, retryHref: '/films' },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: t('content.errorPage.503.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('content.errorPage.retry') })).toHaveAttribute('href', '/films');
  },
};

/** Without the current address, the retry is a button that reloads. */
export const UnavailableWithoutAddress: Story = {
  args: { status: 503 },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(
      within(pageOf(canvasElement)).getByRole('button', { name: t('content.errorPage.retry') }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { status: 404 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
