import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Accordion } from './Accordion.tsx';

const items = [
  { id: 'refund', title: 'Refunds', content: 'Exchange up to one hour before.' },
  { id: 'card', title: 'Cinema card', content: 'Valid in every cinema.' },
  { id: 'kids', title: 'Children', content: 'From 12 alone.' },
];

describe('Accordion', () => {
  it('catalogue.txt §2/§4 FAQ: one item open at a time, and opening the open one closes it', async () => {
    const onExpandedChange = vi.fn();
    const screen = await render(<Accordion items={items} onExpandedChange={onExpandedChange} />);
    const refund = screen.getByRole('button', { name: 'Refunds' });
    const card = screen.getByRole('button', { name: 'Cinema card' });
    await refund.click();
    await card.click();
    await expect.element(card).toHaveAttribute('aria-expanded', 'true');
    await expect.element(refund).toHaveAttribute('aria-expanded', 'false');
    await card.click();
    await expect.element(card).toHaveAttribute('aria-expanded', 'false');
    expect(onExpandedChange.mock.calls.flat()).toEqual(['refund', 'card', null]);
  });

  it('opens and closes from the keyboard, each header controlling its own panel', async () => {
    const screen = await render(<Accordion items={items} headingLevel={2} />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Tab}');
    const card = screen.getByRole('button', { name: 'Cinema card' });
    await expect.element(card).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(card).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(card.element().getAttribute('aria-controls')!);
    expect(panel?.textContent).toBe('Valid in every cinema.');
    await userEvent.keyboard(' ');
    await expect.element(card).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 2 }).all()).toHaveLength(3);
  });

  it('follows the expanded item it is given (controlled)', async () => {
    function Controlled() {
      const [open, setOpen] = useState<string | null>('kids');
      return (
        <>
          <Accordion items={items} expandedId={open} onExpandedChange={setOpen} />
          <button type="button" onClick={() => setOpen(null)}>
            Close all
          </button>
        </>
      );
    }
    const screen = await render(<Controlled />);
    await expect.element(screen.getByRole('button', { name: 'Children' })).toHaveAttribute('aria-expanded', 'true');
    await screen.getByRole('button', { name: 'Close all' }).click();
    await expect.element(screen.getByRole('button', { name: 'Children' })).toHaveAttribute('aria-expanded', 'false');
  });
});
