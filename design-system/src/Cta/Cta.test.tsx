import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LinkProvider } from '../LinkProvider/LinkProvider.tsx';
import { Cta, ctaTypes } from './Cta.tsx';

describe('Cta', () => {
  it('catalogue.txt §3 Cta target _blank: rel noopener noreferrer, a hidden "new tab" hint and a visible glyph', async () => {
    const screen = await render(
      <Cta
        label="Gift cards"
        url="https://shop.example.com/"
        target="_blank"
        newTabHint="(opens in a new tab)"
        type="blackButton"
      />,
    );
    const link = screen.getByRole('link', { name: /Gift cards.*\(opens in a new tab\)/ });
    await expect.element(link).toHaveAttribute('href', 'https://shop.example.com/');
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.element().querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('catalogue.txt §3 Cta target _self: a plain link through the router', async () => {
    const navigate = vi.fn();
    const screen = await render(
      <LinkProvider navigate={navigate}>
        <Cta label="Book" url="/booking/123" target="_self" type="booking" />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Book' });
    expect(link.element().hasAttribute('target')).toBe(false);
    expect(link.element().hasAttribute('rel')).toBe(false);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/booking/123', undefined);
  });

  it('catalogue.txt §3 Cta type: each type is its own button; booking takes the primary fill (issue 20)', async () => {
    const screen = await render(
      <>
        {ctaTypes.map((type) => (
          <Cta key={type} label={type} url="/" type={type} />
        ))}
      </>,
    );
    const classes = ctaTypes.map((type) => screen.getByRole('link', { name: type }).element().className);
    expect(new Set(classes).size).toBe(ctaTypes.length);
    const fill = (type: string) => getComputedStyle(screen.getByRole('link', { name: type }).element()).backgroundColor;
    // Issue 20: "Réserver" was blue on fr where the primary actions are yellow.
    expect(fill('booking')).toBe(fill('yellowButton'));
    expect(fill('blackButton')).not.toBe(fill('yellowButton'));
  });

  it('does not navigate while disabled', async () => {
    const navigate = vi.fn();
    const screen = await render(
      <LinkProvider navigate={navigate}>
        <Cta label="Book" url="/booking/123" isDisabled />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Book' });
    await expect.element(link).toHaveAttribute('aria-disabled', 'true');
    await link.click({ force: true });
    expect(navigate).not.toHaveBeenCalled();
  });
});
