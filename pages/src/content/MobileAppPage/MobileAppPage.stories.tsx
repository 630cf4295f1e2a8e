import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext } from '../../storybook/storyContext.ts';
import { appStoreListings } from '../../shell/appStores.ts';
import { MobileAppPage, mobileAppPage } from './MobileAppPage.tsx';
import { labelled, storyText } from '../../storybook/storyText.ts';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';

const meta = {
  title: 'Pages/Content/Mobile app',
  component: MobileAppPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: mobileAppPage },
  args: storyContext('MobileApp'),
} satisfies Meta<typeof MobileAppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Static copy and the two store links, each announced as opening a new tab. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: t('content.mobileApp.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: labelled(t('content.mobileApp.appStore')) })).toHaveAttribute(
      'href',
      appStoreListings.apple,
    );
    const play = canvas.getByRole('link', { name: labelled(t('content.mobileApp.googlePlay')) });
    await expect(play).toHaveAttribute('href', appStoreListings.android);
    await expect(play).toHaveAttribute('target', '_blank');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
