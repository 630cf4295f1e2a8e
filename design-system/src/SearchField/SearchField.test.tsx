import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SearchField } from './SearchField.tsx';

describe('SearchField', () => {
  it('submits on Enter and clears on Escape', async () => {
    const onSubmit = vi.fn();
    const onClear = vi.fn();
    const screen = await render(
      <SearchField label="Search" clearLabel="Clear the search" onSubmit={onSubmit} onClear={onClear} />,
    );
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(input, 'Dune{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Dune');
    await userEvent.keyboard('{Escape}');
    expect(onClear).toHaveBeenCalledOnce();
    await expect.element(input).toHaveValue('');
  });

  it('offers the clear button only when there is text', async () => {
    const screen = await render(<SearchField label="Search" clearLabel="Clear the search" />);
    expect(screen.container.querySelector('[aria-label="Clear the search"]')).not.toBeVisible();
    await userEvent.type(screen.getByRole('searchbox'), 'Du');
    await screen.getByRole('button', { name: 'Clear the search' }).click();
    await expect.element(screen.getByRole('searchbox')).toHaveValue('');
  });
});
