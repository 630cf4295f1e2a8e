import { TextField as AriaTextField } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Description, FieldError, Input, Label } from './Field.tsx';

function Composed({ isInvalid }: { isInvalid: boolean }) {
  return (
    <AriaTextField isInvalid={isInvalid}>
      <Label>Email address</Label>
      <Input />
      <Description>We send your tickets here.</Description>
      <FieldError>Enter a complete email address.</FieldError>
    </AriaTextField>
  );
}

describe('Field primitives', () => {
  it('name the input by its label and describe it by its description', async () => {
    const screen = await render(<Composed isInvalid={false} />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    await expect.element(input).toHaveAccessibleDescription('We send your tickets here.');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    expect(screen.container.textContent).not.toContain('Enter a complete email address.');
  });

  it('show the error only while invalid, and add it to the description', async () => {
    const screen = await render(<Composed isInvalid />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(input)
      .toHaveAccessibleDescription('We send your tickets here. Enter a complete email address.');
  });
});
