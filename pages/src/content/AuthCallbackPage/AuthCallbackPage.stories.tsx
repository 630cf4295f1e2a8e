import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, within } from 'storybook/test';
import { storyContext } from '../../storybook/storyContext.ts';
import { withAddress } from '../../storybook/storyLocation.ts';
import { AuthCallbackPage, authCallbackPage } from './AuthCallbackPage.tsx';
import { withPage } from '../../storybook/withPage.tsx';
import { pageOf } from '../../storybook/pageOf.ts';
import { storyText } from '../../storybook/storyText.ts';

const meta = {
  title: 'Pages/Content/Auth callback',
  component: AuthCallbackPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: authCallbackPage },
  args: storyContext('Auth.Callback'),
} satisfies Meta<typeof AuthCallbackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * In the login frame (the story frame is a same-origin frame too): the provider's query goes to
 * the parent window, for our own origin only.
 */
export const InLoginFrame: Story = {
  beforeEach: () => {
    const restoreAddress = withAddress({ query: { code: 'demo-code', state: 'demo-state' } })();
    const postMessage = spyOn(window.parent, 'postMessage').mockImplementation(() => {});
    return () => {
      postMessage.mockRestore();
      restoreAddress();
    };
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByText(t('content.authCallback.returning'))).toBeVisible();
    await expect(window.parent.postMessage).toHaveBeenCalledWith(
      { type: 'marquee:auth-callback', search: expect.stringContaining('code=demo-code') },
      window.location.origin,
    );
  },
};

/** Opened on its own (no parent frame): a short message and a link home. */
export const Standalone: Story = {
  beforeEach: () => {
    const parent = Object.getOwnPropertyDescriptor(window, 'parent');
    Object.defineProperty(window, 'parent', { configurable: true, get: () => window });
    return () => {
      if (parent) Object.defineProperty(window, 'parent', parent);
    };
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(pageOf(canvasElement));
    await expect(canvas.getByText(t('content.authCallback.done'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('status.home') })).toHaveAttribute('href', '/');
  },
};
