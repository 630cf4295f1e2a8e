import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Design system/Forms/SearchField',
  tags: ['autodocs'],
  component: SearchField,
  args: {
    label: 'Search a film or a cinema',
    clearLabel: 'Clear the search',
    placeholder: 'Film, cinema, city',
    onSubmit: fn(),
    onClear: fn(),
    onChange: fn(),
  },
  argTypes: {
    // Props picked from react-aria, which react-docgen does not follow: described here.
    onChange: { description: 'Called with the text as the user types.' },
    onSubmit: { description: 'Called with the text when Enter is pressed.' },
    onClear: { description: 'Called when Escape or the clear button empties the field.' },
    isDisabled: { control: 'boolean', description: 'Shown but cannot be changed.' },
    isRequired: { control: 'boolean', description: 'Must be filled for the form to submit.' },
    isInvalid: { control: 'boolean', description: 'Marks the field invalid and shows `errorMessage`.' },
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search a film or a cinema' })).toHaveValue('');
    // Nothing to clear yet: no clear button.
    await expect(canvas.queryByRole('button', { name: 'Clear the search' })).toBeNull();
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focused', 'true');
  },
};

/** Filled, at rest, with its clear button; submitting and clearing is FilledSubmitAndClear's. */
export const Filled: Story = {
  args: { defaultValue: 'Dune' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveValue('Dune');
    await expect(canvas.getByRole('button', { name: 'Clear the search' })).toBeVisible();
  },
};

/** Enter submits the text; the clear button empties the field and leaves focus in it. */
export const FilledSubmitAndClear: Story = {
  args: Filled.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox');
    await userEvent.type(input, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Dune');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the search' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Dune' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'D', errorMessage: 'Type at least two letters.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Type at least two letters.');
  },
};

export const WithDescription: Story = {
  args: { description: 'Press Enter to see every result.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveAccessibleDescription(
      'Press Enter to see every result.',
    );
  },
};
