import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AuthOverlay, authOverlayPlacements } from './AuthOverlay.tsx';

/** A stand-in for the provider's page, served by Storybook (.storybook/static/auth-frame). */
const frameSrc = '/auth-frame/sign-in.html';

const meta = {
  title: 'Design system/Member components/AuthOverlay',
  tags: ['autodocs'],
  component: AuthOverlay,
  args: {
    src: frameSrc,
    title: 'Sign in',
    placement: 'fullscreen',
    loadingLabel: 'Loading…',
    closeLabel: 'Close',
    onClose: fn(),
    onFrameMessage: fn(),
  },
  argTypes: { placement: { control: 'inline-radio', options: authOverlayPlacements } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AuthOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = async (name: string) => {
  const dialog = await within(document.body).findByRole('dialog', { name });
  const frame = within(dialog).getByTitle(name) as HTMLIFrameElement;
  await waitFor(() => expect(frame).not.toHaveAttribute('data-loading'));
  return { dialog, frame };
};

/**
 * member §2 Authentication overlay, closable: the close link; the focus goes into the frame; Escape
 * there closes. The heading follows the frame's page (sign-in led to sign-up).
 */
export const Closable: Story = {
  play: async ({ args }) => {
    const { dialog, frame } = await frameOf('Sign in');
    await expect(dialog).toHaveAttribute('data-auth-overlay', 'fullscreen');
    await waitFor(() => expect(frame.contentDocument?.activeElement).toHaveAccessibleName('E-mail address'));
    await expect(document.activeElement).toBe(frame);
    frame.contentDocument?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    frame.contentWindow?.location.assign(`${frameSrc}?title=Create%20an%20account`);
    await within(document.body).findByRole('dialog', { name: 'Create an account' });
    await expect(frame).toHaveAttribute('title', 'Create an account');
  },
};

/** The centred variant; only a message from this origin and this frame reaches the page. */
export const Centered: Story = {
  args: { placement: 'centered', src: `${frameSrc}?post` },
  play: async ({ args }) => {
    const { dialog } = await frameOf('Sign in');
    await expect(dialog).toHaveAttribute('data-auth-overlay', 'centered');
    await waitFor(() => expect(args.onFrameMessage).toHaveBeenCalledWith({ fixture: 'signed-in' }));
    window.postMessage({ fixture: 'forged' }, '*');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(args.onFrameMessage).toHaveBeenCalledTimes(1);
  },
};

/** member §4 "Client not registered: the register frame opens full-screen and cannot be closed." */
export const ForcedRegister: Story = {
  args: {
    title: 'Complete your account',
    src: `${frameSrc}?title=Complete%20your%20account`,
    onClose: undefined,
    closeLabel: undefined,
  },
  play: async () => {
    const { dialog } = await frameOf('Complete your account');
    await expect(within(dialog).queryByRole('button')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).getByRole('dialog', { name: 'Complete your account' })).toBeVisible();
  },
};

/** member §4 "Registered but email not verified and not first login: the email-validation frame opens full-screen." */
export const ForcedEmailValidation: Story = {
  args: {
    title: 'Confirm your e-mail address',
    src: `${frameSrc}?title=Confirm%20your%20e-mail%20address`,
    onClose: undefined,
    closeLabel: undefined,
  },
  play: async () => {
    const { dialog } = await frameOf('Confirm your e-mail address');
    await expect(within(dialog).queryByRole('button')).toBeNull();
  },
};
