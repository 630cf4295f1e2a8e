import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, radioGroupOrientations } from './RadioGroup.tsx';

const meta = {
  title: 'Design system/Forms/RadioGroup',
  tags: ['autodocs'],
  component: RadioGroup,
  args: {
    label: 'Version',
    options: [
      { value: 'vf', label: 'French (VF)' },
      { value: 'vost', label: 'Original, subtitled (VOST)' },
      { value: 'vo', label: 'Original (VO)', isDisabled: true },
    ],
    onChange: fn(),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: radioGroupOrientations },
    // Props picked from react-aria, which react-docgen does not follow: described here.
    onChange: { description: "Called with the chosen option's value." },
    isReadOnly: { control: 'boolean', description: 'The choice can be read, not changed.' },
    isDisabled: { control: 'boolean', description: 'Shown but cannot be changed.' },
    isRequired: { control: 'boolean', description: 'An option must be chosen for the form to submit.' },
    isInvalid: { control: 'boolean', description: 'Marks the field invalid and shows `errorMessage`.' },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Version' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(3);
    for (const radio of within(group).getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByRole('radio', { name: 'French (VF)' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await expect(first.closest('label')).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** An option chosen, at rest; choosing one is FilledKeyboard's. */
export const Filled: Story = {
  args: { defaultValue: 'vost' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Original, subtitled (VOST)' })).toBeChecked();
  },
};

/** A click chooses, then the arrow keys move the choice, skipping the disabled option. */
export const FilledKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'French (VF)' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Original, subtitled (VOST)' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('vost');
    // The disabled option is skipped: from the last enabled one, ArrowDown wraps to the first.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'French (VF)' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'vf' },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Choose a version.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a version.');
  },
};

export const WithDescription: Story = {
  args: { description: 'Showtimes in other versions stay hidden.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAccessibleDescription(
      'Showtimes in other versions stay hidden.',
    );
  },
};
