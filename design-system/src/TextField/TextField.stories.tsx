import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField, textFieldTypes } from './TextField.tsx';

const meta = {
  title: 'Design system/Forms/TextField',
  tags: ['autodocs'],
  component: TextField,
  args: { label: 'First name', onChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: textFieldTypes },
    // Props picked from react-aria, which react-docgen does not follow: described here.
    onChange: { description: 'Called with the text as the user types.' },
    isReadOnly: { control: 'boolean', description: 'Can be read and copied, not changed.' },
    isDisabled: { control: 'boolean', description: 'Shown but cannot be changed.' },
    isRequired: { control: 'boolean', description: 'Must be filled for the form to submit.' },
    isInvalid: { control: 'boolean', description: 'Marks the field invalid and shows `errorMessage`.' },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'First name' })).toHaveValue('');
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
  args: { defaultValue: 'Marie' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveValue('Marie');
  },
};

/** Typing fills the field and reports the text. */
export const FilledTyping: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, 'Marie');
    await expect(input).toHaveValue('Marie');
    await expect(args.onChange).toHaveBeenLastCalledWith('Marie');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Marie' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

/** Typing into the disabled field changes nothing. */
export const DisabledTyping: Story = {
  args: Disabled.args,
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox'), 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Enter your first name.', isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter your first name.');
    await expect(canvas.getByText('Enter your first name.')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: 'As written on your ID.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription('As written on your ID.');
  },
};
