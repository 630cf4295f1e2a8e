import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Tabs } from './Tabs.tsx';

const items = [
  { id: 'book', label: 'Now showing', content: 'Bookable films' },
  { id: 'presales', label: 'Pre-sales', content: 'Pre-sale films', isDisabled: true },
  { id: 'kids', label: 'Kids', content: 'Kids films' },
  { id: 'upcoming', label: 'Coming soon', content: 'Upcoming films' },
];

describe('Tabs', () => {
  it('selects with arrow keys and Home/End, skipping the disabled tab, and shows the matching panel', async () => {
    const onSelectionChange = vi.fn();
    const screen = await render(
      <Tabs label="Films" items={items} defaultSelectedId="book" onSelectionChange={onSelectionChange} />,
    );
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('tab', { name: 'Kids' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Kids films');
    await userEvent.keyboard('{End}');
    await expect.element(screen.getByRole('tab', { name: 'Coming soon' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect.element(screen.getByRole('tab', { name: 'Now showing' })).toHaveAttribute('aria-selected', 'true');
    expect(onSelectionChange.mock.calls.flat()).toEqual(['kids', 'upcoming', 'book']);
  });

  it('renders link tabs as anchors to their fragments (catalogue.txt §2 shows-list tab fragments)', async () => {
    const screen = await render(
      <Tabs
        label="Films"
        selectedId="kids"
        items={[
          { id: 'book', label: 'Now showing', href: '#book', content: 'Bookable films' },
          { id: 'kids', label: 'Kids', href: '#kids', content: 'Kids films' },
        ]}
      />,
    );
    const kids = screen.getByRole('tab', { name: 'Kids' });
    await expect.element(kids).toHaveAttribute('href', '#kids');
    await expect.element(kids).toHaveAttribute('aria-selected', 'true');
    expect(kids.element().tagName).toBe('A');
  });
});
