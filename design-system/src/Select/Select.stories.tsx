import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select.tsx';

const meta = {
  title: 'Design system/Forms/Select',
  tags: ['autodocs'],
  component: Select,
  args: {
    label: 'Cinema',
    placeholder: 'Choose a cinema',
    options: [
      { id: 'marquee-wepler', label: 'Marquee Wepler' },
      { id: 'marquee-beaugrenelle', label: 'Marquee Beaugrenelle' },
      { id: 'marquee-la-villette', label: 'Marquee La Villette', isDisabled: true },
      { id: 'marquee-parnasse', label: 'Marquee Parnasse' },
    ],
    onChange: fn(),
  },
  argTypes: {
    // The stories show the states; a value set here would make the choice controlled, and frozen.
    value: { control: false },
    defaultValue: { control: false },
    // Props picked from react-aria, which react-docgen does not follow: described here.
    isDisabled: { control: 'boolean', description: 'Shown but cannot be changed.' },
    isRequired: { control: 'boolean', description: 'An option must be chosen for the form to submit.' },
    isInvalid: { control: 'boolean', description: 'Marks the field invalid and shows `errorMessage`.' },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Cinema/ });
    await expect(trigger).toHaveTextContent('Choose a cinema');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Cinema/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** A cinema chosen, at rest; choosing one is FilledChoose's. */
export const Filled: Story = {
  args: { defaultValue: 'marquee-beaugrenelle' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Cinema/ })).toHaveTextContent(
      'Marquee Beaugrenelle',
    );
  },
};

/** The list opens on a click, shows the disabled option, and a click on an option chooses it. */
export const FilledChoose: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Cinema/ });
    await userEvent.click(trigger);
    const page = within(document.body);
    const listbox = await page.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Marquee La Villette' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'Marquee Beaugrenelle' }));
    await expect(args.onChange).toHaveBeenCalledWith('marquee-beaugrenelle');
    await waitFor(() => expect(page.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Marquee Beaugrenelle');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'marquee-wepler' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Cinema/ })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'Choose the cinema you go to.' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Cinema/ });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose the cinema you go to.');
  },
};

export const WithDescription: Story = {
  args: { description: 'Its showtimes come first.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Cinema/ })).toHaveAccessibleDescription(
      'Its showtimes come first.',
    );
  },
};
