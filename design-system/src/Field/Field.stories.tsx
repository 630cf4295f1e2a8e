import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField as AriaTextField } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { Description, FieldError, Input, Label } from './Field.tsx';
import { field } from './Field.css.ts';

interface FieldPrimitivesProps {
  label: string;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  defaultValue?: string;
  isDisabled?: boolean;
  isInvalid?: boolean;
}

/** The four primitives composed in a react-aria field, as every form control composes them. */
function FieldPrimitives({ label, placeholder, description, errorMessage, ...field_ }: FieldPrimitivesProps) {
  return (
    <AriaTextField {...field_} className={field}>
      <Label>{label}</Label>
      <Input placeholder={placeholder} />
      {description ? <Description>{description}</Description> : null}
      {errorMessage ? <FieldError>{errorMessage}</FieldError> : null}
    </AriaTextField>
  );
}

const meta = {
  title: 'Design system/Forms/Field',
  component: FieldPrimitives,
  args: { label: 'Email address', placeholder: 'name@example.com' },
} satisfies Meta<typeof FieldPrimitives>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email address' })).toBeEnabled();
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focused', 'true');
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, 'marie@example.com');
    await expect(input).toHaveValue('marie@example.com');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'marie@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'marie@', errorMessage: 'Enter a complete email address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a complete email address.');
  },
};

export const WithDescription: Story = {
  args: { description: 'We send your tickets to this address.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      'We send your tickets to this address.',
    );
  },
};
