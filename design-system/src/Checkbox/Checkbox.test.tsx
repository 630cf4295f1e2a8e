import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('toggles with Space and reports the new state', async () => {
    const onChange = vi.fn();
    const screen = await render(<Checkbox onChange={onChange}>Weekly programme</Checkbox>);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard(' ');
    await expect.element(screen.getByRole('checkbox', { name: 'Weekly programme' })).toBeChecked();
    await userEvent.keyboard(' ');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('is described by its description and, while invalid, its error', async () => {
    const screen = await render(
      <Checkbox description="Required to book." isInvalid errorMessage="Accept the terms.">
        I accept the terms
      </Checkbox>,
    );
    const checkbox = screen.getByRole('checkbox');
    await expect.element(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect.element(checkbox).toHaveAccessibleDescription('Required to book. Accept the terms.');
  });
});
