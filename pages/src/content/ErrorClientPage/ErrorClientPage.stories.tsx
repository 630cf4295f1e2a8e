import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext } from '../../storybook/storyContext.ts';
import { withAddress } from '../../storybook/storyLocation.ts';
import { ErrorClientPage, errorClientPage } from './ErrorClientPage.tsx';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { storyText } from '../../storybook/storyText.ts';

const meta = {
  title: 'Pages/Content/Error client',
  component: ErrorClientPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: errorClientPage },
  args: storyContext('ErrorClient'),
} satisfies Meta<typeof ErrorClientPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** member-and-shell.txt §8 CLI-ACC-001: the account failed to load. */
export const AccountLoadFailed: Story = {
  beforeEach: withAddress({ hash: '#CLI-ACC-001' }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('content.errorClient.account.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('content.errorClient.code', { code: 'CLI-ACC-001' }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('status.home') })).toHaveAttribute('href', '/');
    // Issue 21: the site's normal header and footer, in the page's language, around the message.
    const shell = within(canvasElement);
    await expect(shell.getByRole('banner')).toBeVisible();
    await expect(
      within(shell.getByRole('banner')).getByRole('link', { name: t('shell.header.cinemas') }),
    ).toBeVisible();
    await expect(shell.getByRole('contentinfo')).toBeVisible();
  },
};

/** member-and-shell.txt §8 CLI-ACC-002: the favourite cinemas failed to load. */
export const FavouriteCinemasLoadFailed: Story = {
  beforeEach: withAddress({ hash: '#CLI-ACC-002' }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(
      await within(pageOf(canvasElement)).findByRole('heading', {
        level: 1,
        name: t('content.errorClient.favouriteCinemas.title'),
      }),
    ).toBeVisible();
  },
};

/** No fragment and no errorCode: 404 by default. */
export const NotFound: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(
      within(pageOf(canvasElement)).getByRole('heading', { level: 1, name: t('content.errorPage.404.title') }),
    ).toBeVisible();
  },
};

/** ?errorCode=410: the show is no longer shown. */
export const Gone: Story = {
  beforeEach: withAddress({ query: { errorCode: '410' } }),
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(
      await within(pageOf(canvasElement)).findByRole('heading', { level: 1, name: t('content.errorPage.410.title') }),
    ).toBeVisible();
  },
};
