import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FaqList } from './FaqList.tsx';

const questions = [
  { id: 'refund', question: 'Refunds?', answerHtml: '<p>Up to <strong>one hour</strong> before.</p>' },
  { id: 'card', question: 'Cinema card?', answerHtml: '<p>At the counter.</p>' },
];

describe('FaqList', () => {
  it('catalogue.txt §4 FAQ item: one open at a time, and reopening the open one closes it (keyboard)', async () => {
    const screen = await render(<FaqList questions={questions} />);
    const refund = screen.getByRole('button', { name: 'Refunds?' });
    const card = screen.getByRole('button', { name: 'Cinema card?' });
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect.element(refund).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard(' ');
    await expect.element(card).toHaveAttribute('aria-expanded', 'true');
    await expect.element(refund).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect.element(card).toHaveAttribute('aria-expanded', 'false');
  });

  it('member-and-shell.txt §3 FAQ article content: the answer HTML renders as markup, not as text', async () => {
    const screen = await render(<FaqList questions={questions} defaultOpenId="refund" />);
    await expect.element(screen.getByText('one hour')).toBeVisible();
    expect(screen.getByText('one hour').element().tagName).toBe('STRONG');
  });

  it('puts the questions one heading level below the title', async () => {
    const screen = await render(
      <FaqList questions={questions} title="FAQ" headingLevel={2} seeAll={{ label: 'See all', href: '/help' }} />,
    );
    await expect.element(screen.getByRole('heading', { level: 2, name: 'FAQ' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3 }).elements()).toHaveLength(2);
    await expect.element(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/help');
  });
});
