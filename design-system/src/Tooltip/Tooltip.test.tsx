import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button.tsx';
import { Tooltip } from './Tooltip.tsx';

describe('Tooltip', () => {
  it('opens on keyboard focus at once, and Escape closes it with focus kept on the trigger', async () => {
    const screen = await render(
      <>
        <p>Elsewhere</p>
        <Tooltip title="IMAX" description="Image géante" delay={5000}>
          <Button>IMAX</Button>
        </Tooltip>
      </>,
    );
    // A keyboard user's pointer rests away from the trigger (a previous file may have left it
    // where the trigger renders, and a hover opens the tooltip too); Tab moves on from there.
    await userEvent.click(screen.getByText('Elsewhere'));
    await userEvent.keyboard('{Tab}');
    const trigger = screen.getByRole('button', { name: 'IMAX' });
    await expect.element(trigger).toHaveFocus();
    // The hover delay (5 s) does not apply to keyboard focus. The tooltip renders in a portal: query the page.
    const tooltip = page.getByRole('tooltip');
    await expect.element(tooltip).toMatchTextContent('Image géante');
    // Escape once it has finished entering, as a person reads it first.
    await expect.element(tooltip).not.toHaveAttribute('data-entering');
    await userEvent.keyboard('{Escape}');
    // The tooltip fades out (theme motion) before it leaves the document: allow for a busy machine.
    await expect.element(page.getByRole('tooltip'), { timeout: 5000 }).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('opens on hover after its delay and closes when the pointer leaves', async () => {
    const screen = await render(
      <>
        <Tooltip title="4DX" delay={100}>
          <Button>4DX</Button>
        </Tooltip>
        <p>Elsewhere</p>
      </>,
    );
    // RAC opens on hover only once the pointer is the input in use (not after a keyboard Escape).
    await userEvent.click(screen.getByText('Elsewhere'));
    await userEvent.hover(screen.getByRole('button', { name: '4DX' }));
    await expect.element(page.getByRole('tooltip')).toMatchTextContent('4DX');
    await userEvent.hover(screen.getByText('Elsewhere'));
    await expect.element(page.getByRole('tooltip'), { timeout: 5000 }).not.toBeInTheDocument();
  });

  it('member-and-shell.txt §3 Experience tag tooltip: title, description and a decorative image', async () => {
    const loadable =
      'data:image/svg+xml,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9"/></svg>',
      );
    await render(
      // An image that loads: a missing one is replaced by the designed fallback (decision 0066).
      <Tooltip title="Dolby Cinema" description="Son Dolby Atmos" image={loadable}>
        <Button>Dolby</Button>
      </Tooltip>,
    );
    await userEvent.keyboard('{Tab}');
    const tooltip = page.getByRole('tooltip');
    await expect.element(tooltip).toMatchTextContent('Dolby Cinema');
    await expect.element(tooltip).toMatchTextContent('Son Dolby Atmos');
    expect(tooltip.element().querySelector('img')!.getAttribute('alt')).toBe('');
  });
});
