import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Pager } from './Pager.tsx';

const meta = {
  title: 'Design system/Navigation and disclosure/Pager',
  tags: ['autodocs'],
  component: Pager,
  args: {
    page: 1,
    pageCount: 20,
    hrefForPage: (page: number) => `/fr/actualites?page=${page}`,
    label: 'Pages',
    previousLabel: 'Previous',
    nextLabel: 'Next',
    pageLabel: (page: number) => `Page ${page}`,
  },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 1 } },
  },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visible page numbers and gaps, in order, e.g. "1 … 9 10 11 12 … 20". */
function shownPages(canvasElement: HTMLElement): string {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Pages' });
  return [...nav.querySelectorAll('li')]
    .map((item) => item.textContent?.trim() ?? '')
    .filter((text) => text !== 'Previous' && text !== 'Next')
    .join(' ');
}

/** catalogue.txt §9 Paging, at the first page: 1 2 3 … 20. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownPages(canvasElement)).toBe('1 2 3 … 20');
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Previous' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/fr/actualites?page=2');
  },
};

/** catalogue.txt §9 Paging, in the middle: the window page-1..page+2 between the first and the last. */
export const MiddlePage: Story = {
  args: { page: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownPages(canvasElement)).toBe('1 … 9 10 11 12 … 20');
    await expect(canvas.getByRole('link', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Page 12' })).toHaveAttribute('href', '/fr/actualites?page=12');
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/fr/actualites?page=9');
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/fr/actualites?page=11');
  },
};

/** catalogue.txt §9 Paging, at the last page: 1 … 19 20. */
export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownPages(canvasElement)).toBe('1 … 19 20');
    await expect(canvas.getByRole('link', { name: 'Page 20' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Next' })).toBeNull();
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownPages(canvasElement)).toBe('1');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};
