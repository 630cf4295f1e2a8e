import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Accordion, accordionHeadingLevels } from './Accordion.tsx';

const faq = [
  {
    id: 'refund',
    title: 'Can I get a refund for my ticket?',
    content: 'Tickets can be exchanged up to one hour before the showtime.',
  },
  {
    id: 'card',
    title: 'Where do I use my cinema card?',
    content: 'At the counter, at the kiosks and online.',
  },
  {
    id: 'kids',
    title: 'From what age can children come alone?',
    content: 'From 12, with the agreement of a parent.',
  },
];

const meta = {
  title: 'Design system/Navigation and disclosure/Accordion',
  tags: ['autodocs'],
  component: Accordion,
  args: { items: faq, onExpandedChange: fn() },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: accordionHeadingLevels },
    // The items hold React content and the stories set the open item: nothing to edit here.
    items: { control: false },
    expandedId: { control: false },
    defaultExpandedId: { control: false },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const trigger of canvas.getAllByRole('button')) {
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const OneOpen: Story = {
  args: { defaultExpandedId: 'card' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Where do I use my cinema card?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    await expect(panel).toHaveTextContent('At the counter, at the kiosks and online.');
    await expect(panel).toBeVisible();
  },
};

/** catalogue.txt §2 / §4: one item open at a time, and opening the open one closes it. */
export const SingleOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const refund = canvas.getByRole('button', { name: 'Can I get a refund for my ticket?' });
    const card = canvas.getByRole('button', { name: 'Where do I use my cinema card?' });
    await userEvent.click(refund);
    await expect(refund).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(card);
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    await expect(refund).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith('card');
    await userEvent.click(card);
    await expect(card).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(null);
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const refund = canvas.getByRole('button', { name: 'Can I get a refund for my ticket?' });
    await userEvent.tab();
    await expect(refund).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(refund).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(refund).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LongContent: Story = {
  args: {
    defaultExpandedId: 'terms',
    items: [
      {
        id: 'terms',
        title: 'What are the conditions of the cinema card?',
        content: Array.from(
          { length: 6 },
          () =>
            'The card is valid for twelve months from its first use, in every cinema of the network, for any showtime except special events. Seats are subject to availability; a supplement applies to premium rooms and 3D glasses.',
        ).join(' '),
      },
      ...faq,
    ],
  },
};
