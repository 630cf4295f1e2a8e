import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('announces the invalid state with its error message', async () => {
    const screen = await render(<TextField label="First name" isInvalid errorMessage="Enter your first name." />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Enter your first name.');
  });

  it('keeps the error message out while valid', async () => {
    const screen = await render(<TextField label="First name" errorMessage="Enter your first name." />);
    await expect.element(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
    expect(screen.container.textContent).not.toContain('Enter your first name.');
  });

  it('reports what is typed', async () => {
    const onChange = vi.fn();
    const screen = await render(<TextField label="First name" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
    expect(onChange).toHaveBeenLastCalledWith('Ana');
  });

  it('takes no input while disabled', async () => {
    const screen = await render(<TextField label="First name" isDisabled defaultValue="Ana" />);
    await expect.element(screen.getByRole('textbox', { name: 'First name' })).toBeDisabled();
  });
});
