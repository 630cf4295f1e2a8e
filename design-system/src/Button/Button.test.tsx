import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { beneluxTheme, defaultTheme, frTheme } from '@marquee/themes';
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

  it('refuses the keyboard while pending, and announces the pending label', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <Button onPress={onPress} isPending pendingLabel="Booking…">
        Book now
      </Button>,
    );
    // A pending button stays focusable so the keyboard user keeps their place.
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: /Book now/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Booking…');
  });

  it('keeps an accessible name when it shows only an icon', async () => {
    const screen = await render(
      <Button aria-label="Search" variant="secondary">
        <svg aria-hidden="true" width="16" height="16" />
      </Button>,
    );
    await expect.element(screen.getByRole('button', { name: 'Search' })).toBeVisible();
  });

  it('requires aria-label for an icon-only button, and gives it a square target of at least 24 px', async () => {
    const icon = <svg aria-hidden="true" width="16" height="16" />;
    // @ts-expect-error an icon-only button without aria-label does not typecheck
    void (<Button icon={icon} />);
    const screen = await render(<Button icon={icon} aria-label="Close" size="small" />);
    const button = screen.getByRole('button', { name: 'Close' });
    await expect.element(button).toBeVisible();
    const box = button.element().getBoundingClientRect();
    expect(box.width).toBe(box.height);
    expect(box.height).toBeGreaterThanOrEqual(24);
  });

  it("issue 20: booking is the theme's primary action colour on every site (fr yellow, not blue)", async () => {
    const screen = await render(
      <>
        {[frTheme, beneluxTheme, defaultTheme].map((theme) => (
          <div key={theme} className={theme}>
            <Button variant="primary">Primary</Button>
            <Button variant="booking">Book now</Button>
          </div>
        ))}
      </>,
    );
    const colours = (name: string) =>
      screen
        .getByRole('button', { name })
        .elements()
        .map((button) => {
          const style = getComputedStyle(button);
          return [style.backgroundColor, style.color];
        });
    expect(colours('Book now')).toEqual(colours('Primary'));
    // The fr brand's yellow (#ffc72c) with its dark text; their contrast is held in themes/src/contrast.test.ts.
    expect(colours('Book now')[0]).toEqual(['rgb(255, 199, 44)', 'rgb(20, 20, 20)']);
  });
});
