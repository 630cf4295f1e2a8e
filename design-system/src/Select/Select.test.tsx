import { page, userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Select } from './Select.tsx';

const options = [
  { id: 'wepler', label: 'Marquee Wepler' },
  { id: 'villette', label: 'Marquee La Villette', isDisabled: true },
  { id: 'parnasse', label: 'Marquee Parnasse' },
];

describe('Select', () => {
  it('opens and chooses from the keyboard, skipping disabled options', async () => {
    const onChange = vi.fn();
    const screen = await render(<Select label="Cinema" placeholder="Choose" options={options} onChange={onChange} />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('parnasse');
    await expect.element(screen.getByRole('button', { name: /Cinema/ })).toHaveTextContent('Marquee Parnasse');
  });

  it('announces the invalid state on its trigger with the error message', async () => {
    const screen = await render(<Select label="Cinema" options={options} isInvalid errorMessage="Choose a cinema." />);
    const trigger = screen.getByRole('button', { name: /Cinema/ });
    await expect.element(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect.element(trigger).toHaveAccessibleDescription('Choose a cinema.');
  });

  it('submits its value under its name in a form', async () => {
    const screen = await render(
      <form aria-label="Preferences">
        <Select label="Cinema" name="cinema" options={options} defaultValue="wepler" />
      </form>,
    );
    const form = screen.getByRole('form').element() as HTMLFormElement;
    expect(new FormData(form).get('cinema')).toBe('wepler');
  });
});
