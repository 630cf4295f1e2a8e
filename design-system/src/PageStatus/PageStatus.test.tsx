import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { EmptyState, ErrorState, LoadingState } from './PageStatus.tsx';

describe('PageStatus (issue 20: one loading and one error state for every page)', () => {
  it('member-and-shell.txt §4 "Shows loading starts true": the loading state is announced once, by its label', async () => {
    const screen = await render(<LoadingState label="Loading…" lines={2} />);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.container.querySelectorAll('[role="status"]')).toHaveLength(1);
    expect(screen.container.querySelector('[data-skeleton="text"]')?.children).toHaveLength(2);
  });

  it('a failed call is said at once (role alert) and asked again from the keyboard', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <ErrorState message="This information could not be loaded." retry={{ label: 'Try again', onRetry }} />,
    );
    const message = screen.getByText('This information could not be loaded.');
    await expect.element(message).toBeVisible();
    expect(message.element().closest('[role="alert"]')).not.toBeNull();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('member-and-shell.txt §8 "Unknown slug or id": a record that does not exist offers a way home, no retry', async () => {
    const screen = await render(
      <ErrorState message="This page does not exist." link={{ label: 'Back to the home page', href: '/en' }} />,
    );
    await expect.element(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
    expect(screen.container.querySelector('button')).toBeNull();
  });

  it('an empty answer is a quiet line, not an alert', async () => {
    const screen = await render(<EmptyState message="No showtimes that day." />);
    await expect.element(screen.getByText('No showtimes that day.')).toBeVisible();
    expect(screen.container.querySelector('[role="alert"], [role="status"]')).toBeNull();
  });
});
