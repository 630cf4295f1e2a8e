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
  tags: ['autodocs'],
  component: FieldPrimitives,
  subcomponents: { Label, Input, Description, FieldError },
  args: { label: 'Email address', placeholder: 'name@example.com' },
  // The primitives' props are in their own tabs of the table; these rows are the composition's.
  argTypes: {
    label: { description: "The `Label`'s text." },
    placeholder: { description: "The `Input`'s example text." },
    description: { control: 'text', description: "The `Description`'s help text." },
    errorMessage: { control: 'text', description: "The `FieldError`'s text, shown while the field is invalid." },
    isDisabled: { control: 'boolean', description: 'The react-aria field is disabled.' },
    isInvalid: { control: 'boolean', description: 'The react-aria field is invalid: the error shows.' },
  },
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

/** Filled, at rest; typing into it is FilledTyping's. */
export const Filled: Story = {
  args: { defaultValue: 'marie@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('marie@example.com');
  },
};

/** Typing fills the input. */
export const FilledTyping: Story = {
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
