import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('calls onPress from the keyboard (Enter and Space)', async () => {
    const onPress = vi.fn();
    const screen = await render(<Button onPress={onPress}>Book now</Button>);
    await userEvent.keyboard('{Tab}');
    await expect
      .element(screen.getByRole('button', { name: 'Book now' }))
      .toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('ignores presses while disabled or pending', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <>
        <Button onPress={onPress} isDisabled>
          Disabled
        </Button>
        <Button onPress={onPress} isPending pendingLabel="Loading">
          Pending
        </Button>
      </>,
    );
    await screen.getByRole('button', { name: 'Disabled' }).click({ force: true });
    await screen.getByRole('button', { name: /Pending/ }).click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
  });

  it('keeps an accessible name when it shows only an icon', async () => {
    const screen = await render(
      <Button aria-label="Search" variant="secondary">
        <svg aria-hidden="true" width="16" height="16" />
      </Button>,
    );
    await expect.element(screen.getByRole('button', { name: 'Search' })).toBeVisible();
  });
});
