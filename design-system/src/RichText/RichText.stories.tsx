import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichText } from './RichText.tsx';

const meta = {
  title: 'Design system/Cinema components/RichText',
  tags: ['autodocs'],
  component: RichText,
  args: {
    // As the site's sanitiser leaves an FAQ answer: paragraphs, a link, a list (real Dutch wording).
    html:
      '<p>In 4DX zijn films niet langer beperkt tot het scherm. Met 20 verschillende soorten effecten creëert 4DX een compleet andere ervaring.</p>' +
      '<ul><li>Bewegende stoelen</li><li>Wind, water en geur</li></ul>' +
      '<p>Lees meer in de <a href="https://www.example.com/faq">veelgestelde vragen</a>.</p>',
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LinksAndLists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'veelgestelde vragen' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText(/creëert/)).toBeVisible();
  },
};
