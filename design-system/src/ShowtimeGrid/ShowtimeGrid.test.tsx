import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ShowtimeGrid, type ShowtimeGridShowtime } from './ShowtimeGrid.tsx';
import { groupShowtimes } from './showtimeGroups.ts';

const labels = { soldOut: 'Complet', locked: 'Réservation fermée', threeD: '3D' };

function showtime(id: string, datetime: string, version: string, tag?: string): ShowtimeGridShowtime {
  return { id, datetime, time: datetime.slice(11, 16), version, tag, status: 'available', href: `/book/${id}` };
}

const day = [
  showtime('a', '2026-09-11 21:00:00', 'VOST'),
  showtime('b', '2026-09-11 11:00:00', 'VF'),
  showtime('c', '2026-09-12 00:30:00', 'VF', 'Ciné-Débat'),
  showtime('d', '2026-09-11 13:45:00', 'VOST', 'Ciné-Débat'),
  showtime('e', '2026-09-11 09:15:00', 'VF'),
];

describe('groupShowtimes', () => {
  it('catalogue.txt §9 showtimes by version: groups by version, each sorted by time, groups by first showtime', () => {
    const groups = groupShowtimes(day, 'version');
    expect(groups.map((group) => [group.label, group.showtimes.map((s) => s.id)])).toEqual([
      ['VF', ['e', 'b', 'c']],
      ['VOST', ['d', 'a']],
    ]);
  });

  it('groups by tag, falling back to the version when a showtime has no tag', () => {
    const groups = groupShowtimes(day, 'tag');
    expect(groups.map((group) => [group.label, group.showtimes.map((s) => s.id)])).toEqual([
      ['VF', ['e', 'b']],
      ['Ciné-Débat', ['d', 'c']],
      ['VOST', ['a']],
    ]);
  });
});

describe('ShowtimeGrid', () => {
  it('names each group list by its heading and links each chip to its booking URL', async () => {
    const screen = await render(<ShowtimeGrid showtimes={day} emptyText="Aucune séance" labels={labels} />);
    const vf = screen.getByRole('list', { name: 'VF' });
    await expect.element(vf).toBeVisible();
    expect(
      vf
        .getByRole('link')
        .elements()
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/book/e', '/book/b', '/book/c']);
    expect(screen.getByRole('heading', { level: 3 }).elements()).toHaveLength(2);
  });

  it('issue 20: with groupHeadings whenSeveral, one group has no heading (its list keeps the name), several keep theirs', async () => {
    const single = day.map((entry) => ({ ...entry, tag: 'Toutes les séances' }));
    const screen = await render(
      <ShowtimeGrid
        showtimes={single}
        groupBy="tag"
        groupHeadings="whenSeveral"
        emptyText="Aucune séance"
        labels={labels}
      />,
    );
    expect(screen.getByRole('heading').elements()).toHaveLength(0);
    expect(screen.getByRole('list', { name: 'Toutes les séances' }).getByRole('link').elements()).toHaveLength(5);
    const several = await render(
      <ShowtimeGrid showtimes={day} groupHeadings="whenSeveral" emptyText="Aucune séance" labels={labels} />,
    );
    expect(several.getByRole('heading', { level: 3 }).elements()).toHaveLength(2);
  });

  it('shows the empty text, and no list, for a day without showtimes', async () => {
    const screen = await render(<ShowtimeGrid showtimes={[]} emptyText="Aucune séance" labels={labels} />);
    await expect.element(screen.getByText('Aucune séance')).toBeVisible();
    expect(screen.getByRole('list').elements()).toHaveLength(0);
  });

  it('hands the chosen showtime id to onSelect from the keyboard', async () => {
    const onSelect = vi.fn();
    await render(<ShowtimeGrid showtimes={day} emptyText="" labels={labels} onSelect={onSelect} />);
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('b');
  });
});
