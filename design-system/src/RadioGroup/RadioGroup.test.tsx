import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RadioGroup } from './RadioGroup.tsx';

const options = [
  { value: 'vf', label: 'VF' },
  { value: 'vo', label: 'VO', isDisabled: true },
  { value: 'vost', label: 'VOST' },
];

describe('RadioGroup', () => {
  it('moves the choice with arrow keys, skipping disabled options', async () => {
    const onChange = vi.fn();
    const screen = await render(<RadioGroup label="Version" options={options} defaultValue="vf" onChange={onChange} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('radio', { name: 'VF' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('radio', { name: 'VOST' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('vost');
  });

  it('announces the invalid state on the group with its error message', async () => {
    const screen = await render(<RadioGroup label="Version" options={options} isInvalid errorMessage="Choose one." />);
    const group = screen.getByRole('radiogroup', { name: 'Version' });
    await expect.element(group).toHaveAttribute('aria-invalid', 'true');
    await expect.element(group).toHaveAccessibleDescription('Choose one.');
  });
});
