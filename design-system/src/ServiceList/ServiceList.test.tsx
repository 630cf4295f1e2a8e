import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ServiceList } from './ServiceList.tsx';

const services = [
  { id: 'bar', label: 'Bar', description: 'Drinks and popcorn.' },
  { id: 'parking', label: 'Parking', description: 'Two minutes away.' },
];

describe('ServiceList', () => {
  it('catalogue.txt §4 Cinema page: a selected service toggles off on repeated selection', async () => {
    const onSelectionChange = vi.fn();
    const screen = await render(
      <ServiceList label="Services" services={services} onSelectionChange={onSelectionChange} />,
    );
    const bar = screen.getByRole('button', { name: 'Bar' });
    const parking = screen.getByRole('button', { name: 'Parking' });
    await bar.click();
    await expect.element(screen.getByRole('heading', { name: 'Bar' })).toBeVisible();
    await parking.click();
    await expect.element(bar).toHaveAttribute('aria-pressed', 'false');
    await parking.click();
    await expect.element(parking).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading').elements()).toHaveLength(0);
    expect(onSelectionChange.mock.calls.flat()).toEqual(['bar', 'parking', null]);
  });

  it('each button controls the details, which read the selected service', async () => {
    const screen = await render(<ServiceList label="Services" services={services} defaultSelectedId="parking" />);
    const parking = screen.getByRole('button', { name: 'Parking' });
    const details = document.getElementById(parking.element().getAttribute('aria-controls')!);
    expect(details?.textContent).toContain('Two minutes away.');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('button', { name: 'Bar' })).toHaveAttribute('aria-pressed', 'true');
    expect(details?.textContent).toContain('Drinks and popcorn.');
  });

  it('follows the selection it is given (controlled), e.g. reset on navigation', async () => {
    function Controlled() {
      const [selected, setSelected] = useState<string | null>('bar');
      return (
        <>
          <ServiceList label="Services" services={services} selectedId={selected} onSelectionChange={setSelected} />
          <button type="button" onClick={() => setSelected(null)}>
            Reset
          </button>
        </>
      );
    }
    const screen = await render(<Controlled />);
    await expect.element(screen.getByRole('button', { name: 'Bar' })).toHaveAttribute('aria-pressed', 'true');
    await screen.getByRole('button', { name: 'Reset' }).click();
    await expect.element(screen.getByRole('button', { name: 'Bar' })).toHaveAttribute('aria-pressed', 'false');
  });
});
