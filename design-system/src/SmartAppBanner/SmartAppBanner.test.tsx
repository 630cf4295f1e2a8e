import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SmartAppBanner, type SmartAppBannerProps } from './SmartAppBanner.tsx';

const props: SmartAppBannerProps = {
  appName: 'Marquee Cinemas',
  description: '4.7 ★',
  store: 'android',
  storeUrl: 'https://play.google.com/store/apps/details?id=com.example.marquee',
  storeLinkLabel: 'Get it',
  closeLabel: 'Close the app banner',
  onClose: () => {},
};

describe('SmartAppBanner', () => {
  it('member-and-shell.txt §1 smart app banner: the close button calls onClose, from the keyboard too', async () => {
    const onClose = vi.fn();
    const screen = await render(<SmartAppBanner {...props} onClose={onClose} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Close the app banner' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('member-and-shell.txt §1 smart app banner: links to the store given for the device', async () => {
    const screen = await render(<SmartAppBanner {...props} />);
    await expect
      .element(screen.getByRole('link', { name: 'Get it' }))
      .toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=com.example.marquee');
    await expect
      .element(screen.getByRole('region', { name: 'Marquee Cinemas' }))
      .toHaveAttribute('data-store', 'android');
  });
});
