import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, tabsKeyboardActivations } from './Tabs.tsx';

const meta = {
  title: 'Design system/Navigation and disclosure/Tabs',
  tags: ['autodocs'],
  component: Tabs,
  args: {
    label: 'Films',
    items: [
      { id: 'book', label: 'Now showing', content: 'Films you can book today.' },
      { id: 'presales', label: 'Pre-sales', content: 'Tickets on sale before the release.' },
      { id: 'kids', label: 'Kids', content: 'Films for a young audience.' },
      { id: 'upcoming', label: 'Coming soon', content: 'Releases of the coming weeks.' },
    ],
    onSelectionChange: fn(),
  },
  argTypes: {
    keyboardActivation: { control: 'inline-radio', options: tabsKeyboardActivations },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Selected: Story = {
  args: { defaultSelectedId: 'presales' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = canvas.getByRole('tab', { name: 'Pre-sales' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Pre-sales' })).toHaveTextContent(
      'Tickets on sale before the release.',
    );
  },
};

export const KeyboardArrows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Now showing' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Pre-sales' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('presales');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Coming soon' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Now showing' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledTab: Story = {
  args: {
    items: [
      { id: 'book', label: 'Now showing', content: 'Films you can book today.' },
      { id: 'presales', label: 'Pre-sales', content: 'No pre-sales this week.', isDisabled: true },
      { id: 'kids', label: 'Kids', content: 'Films for a young audience.' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Pre-sales' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A click on the disabled tab selects nothing, and the arrow keys skip it. */
export const DisabledTabSkipped: Story = {
  args: DisabledTab.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const disabled = canvas.getByRole('tab', { name: 'Pre-sales' });
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(disabled).toHaveAttribute('aria-selected', 'false');
    // Arrow keys skip the disabled tab.
    await userEvent.click(canvas.getByRole('tab', { name: 'Now showing' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Kids' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('presales');
  },
};

export const AsLinks: Story = {
  args: {
    selectedId: 'book',
    items: [
      { id: 'book', label: 'Now showing', href: '#book', content: 'Films you can book today.' },
      { id: 'presales', label: 'Pre-sales', href: '#presales', content: 'Tickets on sale before the release.' },
      { id: 'kids', label: 'Kids', href: '#kids', content: 'Films for a young audience.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.tagName)).toEqual(['A', 'A', 'A']);
    await expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual(['#book', '#presales', '#kids']);
    await expect(canvas.getByRole('tab', { name: 'Now showing' })).toHaveAttribute('aria-selected', 'true');
  },
};
