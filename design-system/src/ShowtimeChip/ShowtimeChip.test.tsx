import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ShowtimeChip, type ShowtimeChipLabels } from './ShowtimeChip.tsx';

const labels: ShowtimeChipLabels = { soldOut: 'Complet', locked: 'Réservation fermée', threeD: '3D' };
const bookingUrl = 'https://s.pathe.fr/fr/V3166S151771/booking';

describe('ShowtimeChip', () => {
  it('catalogue.txt §4 Showtime status available: a link to the booking URL named by time, version and 3D', async () => {
    const screen = await render(
      <ShowtimeChip status="available" time="14:30" label="VOST" is3d labels={labels} href={bookingUrl} />,
    );
    const link = screen.getByRole('link', { name: '14:30 3D VOST' });
    await expect.element(link).toHaveAttribute('href', bookingUrl);
    await userEvent.keyboard('{Tab}');
    await expect.element(link).toHaveFocus();
  });

  it('catalogue.txt §4 Showtime status soldout: announced, neither a link nor a button, even with onSelect', async () => {
    const onSelect = vi.fn();
    const screen = await render(
      <ShowtimeChip status="soldout" time="14:30" label="VF" labels={labels} onSelect={onSelect} />,
    );
    expect(screen.getByRole('link').elements()).toHaveLength(0);
    expect(screen.getByRole('button').elements()).toHaveLength(0);
    const chip = screen.getByText('Complet').element().closest('[data-status]');
    expect(chip).toHaveAttribute('data-status', 'soldout');
    expect(chip).not.toHaveAttribute('aria-disabled');
    expect(chip?.textContent).toMatch(/14:30\s*VF\s*Complet/);
  });

  it('catalogue.txt §4 Showtime status locked: aria-disabled, not a link, not focusable, the state in words', async () => {
    const screen = await render(
      <>
        <ShowtimeChip status="locked" time="09:45" label="VF" labels={labels} href={bookingUrl} />
        <button type="button">after</button>
      </>,
    );
    expect(screen.getByRole('link').elements()).toHaveLength(0);
    const chip = screen.getByText('09:45').element().closest('[data-status]');
    expect(chip).toHaveAttribute('aria-disabled', 'true');
    expect(chip?.textContent).toContain('Réservation fermée');
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'after' })).toHaveFocus();
  });

  it('opens the details instead of booking when the page passes onSelect (Enter and Space)', async () => {
    const onSelect = vi.fn();
    const screen = await render(<ShowtimeChip status="available" time="14:30" labels={labels} onSelect={onSelect} />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link').elements()).toHaveLength(0);
  });

  it('catalogue.txt §3 specialShowtimeDetails colours: applied only when both are #rrggbb', async () => {
    const chip = (name: string, color: string | null, backgroundColor: string | null) => (
      <ShowtimeChip
        status="available"
        time={name}
        labels={labels}
        href={bookingUrl}
        specialColours={{ color, backgroundColor }}
      />
    );
    const screen = await render(
      <>
        <ShowtimeChip status="available" time="10:00" labels={labels} href={bookingUrl} />
        {chip('11:00', '#FFFFFF', '#6b2fb3')}
        {chip('12:00', '#fff', '#6b2fb3')}
        {chip('13:00', '#ffffff', null)}
        {chip('14:00', 'red;background:url(x)', '#6b2fb3')}
      </>,
    );
    const element = (time: string) => screen.getByRole('link', { name: time }).element();
    const themeBackground = getComputedStyle(element('10:00')).backgroundColor;
    expect(getComputedStyle(element('11:00')).backgroundColor).toBe('rgb(107, 47, 179)');
    expect(getComputedStyle(element('11:00')).color).toBe('rgb(255, 255, 255)');
    for (const time of ['12:00', '13:00', '14:00']) {
      expect(element(time)).not.toHaveAttribute('style');
      expect(getComputedStyle(element(time)).backgroundColor).toBe(themeBackground);
    }
  });

  it('keeps the sold-out style whatever the special colours', async () => {
    const screen = await render(
      <>
        <ShowtimeChip status="soldout" time="10:00" labels={labels} href={bookingUrl} />
        <ShowtimeChip
          status="soldout"
          time="11:00"
          labels={labels}
          href={bookingUrl}
          specialColours={{ color: '#ffffff', backgroundColor: '#6b2fb3' }}
        />
      </>,
    );
    const background = (time: string) =>
      getComputedStyle(screen.getByText(time).element().closest('[data-status]') as Element).backgroundColor;
    expect(background('11:00')).toBe(background('10:00'));
  });
});
