import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FaqList, faqListHeadingLevels } from './FaqList.tsx';
import * as styles from './FaqList.stories.css.ts';

/** Answers as the help centre sends them: rich text, sanitised upstream. */
const questions = [
  {
    id: 'refund',
    question: 'Can I get a refund for my ticket?',
    answerHtml: '<p>Tickets can be exchanged up to <strong>one hour</strong> before the showtime.</p>',
  },
  {
    id: 'card',
    question: 'Where do I use my cinema card?',
    answerHtml: '<p>At the counter, at the kiosks and <a href="/help/online">online</a>.</p>',
  },
  {
    id: 'kids',
    question: 'From what age can children come alone?',
    answerHtml: '<p>From 12, with the agreement of a parent.</p>',
  },
];

const meta = {
  title: 'Design system/Cinema components/FaqList',
  tags: ['autodocs'],
  component: FaqList,
  args: { questions },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: faqListHeadingLevels },
    defaultOpenId: { control: false },
  },
  decorators: [
    (Story) => (
      <div className={styles.slot}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const QuestionsOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    for (const trigger of canvas.getAllByRole('button')) {
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
  },
};

export const WithTitleAndSeeAll: Story = {
  args: { title: 'Frequently asked questions', seeAll: { label: 'See all questions', href: '/help' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Frequently asked questions' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'See all questions' })).toHaveAttribute('href', '/help');
  },
};

/** catalogue.txt §4 FAQ item: one is open at a time; opening the open one closes it. */
export const SingleOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const refund = canvas.getByRole('button', { name: 'Can I get a refund for my ticket?' });
    const card = canvas.getByRole('button', { name: 'Where do I use my cinema card?' });
    await userEvent.click(refund);
    await expect(refund).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('one hour')).toBeVisible();
    await userEvent.click(card);
    await expect(card).toHaveAttribute('aria-expanded', 'true');
    await expect(refund).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(card);
    await expect(card).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The answer's HTML renders as markup; reaching its link is OpenAnswerKeyboard's. */
export const OpenAnswer: Story = {
  args: { defaultOpenId: 'card' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'online' })).toBeVisible();
  },
};

/** The open answer's link is reachable by keyboard. */
export const OpenAnswerKeyboard: Story = {
  args: OpenAnswer.args,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'online' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Mobile: Story = {
  args: { title: 'Frequently asked questions', seeAll: { label: 'See all questions', href: '/help' } },
  globals: { viewport: { value: 'mobile' } },
};
