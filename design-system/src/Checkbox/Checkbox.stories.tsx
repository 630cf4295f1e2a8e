import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Design system/Forms/Checkbox',
  tags: ['autodocs'],
  component: Checkbox,
  args: { children: 'Send me the weekly programme', onChange: fn() },
  argTypes: {
    children: { control: 'text' },
    // Props picked from react-aria, which react-docgen does not follow: described here.
    onChange: { description: 'Called with the new ticked state.' },
    isIndeterminate: { control: 'boolean', description: 'Shows a dash: part of a group is ticked.' },
    isDisabled: { control: 'boolean', description: 'Shown but cannot be changed.' },
    isInvalid: { control: 'boolean', description: 'Marks the checkbox invalid and shows `errorMessage`.' },
    isRequired: { control: 'boolean', description: 'Must be ticked for the form to submit.' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Send me the weekly programme' }),
    ).not.toBeChecked();
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Ticked, at rest; ticking and unticking it is FilledToggle's. */
export const Filled: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

/** A click ticks it and reports it; Space unticks it. */
export const FilledToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled();
  },
};

/** A click on the disabled checkbox changes nothing. */
export const DisabledPress: Story = {
  args: Disabled.args,
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    children: 'I accept the general terms',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Accept the terms to continue.',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Accept the terms to continue.');
  },
};

export const WithDescription: Story = {
  args: { description: 'One email on Tuesdays; unsubscribe at any time.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'One email on Tuesdays; unsubscribe at any time.',
    );
  },
};
