import { describe, expect, it } from 'vitest';
import {
  initialSeasonSelection,
  seasonSelectionReducer,
  type SeasonAction,
  type SeasonSelection,
  type SelectedShowtime,
} from './seasonSelection.ts';

function showtime(id: string, datetime: string): SelectedShowtime {
  return {
    id,
    showSlug: 'la-traviata-10043',
    showTitle: 'La Traviata',
    cinemaSlug: 'marquee-alesia',
    cinemaName: 'Marquee Alésia',
    datetime,
    tunnelUrl: `https://tickets.marquee.fr/fr/${id}/booking`,
    version: 'vf',
    experiences: [],
  };
}

const traviata = showtime('V0006S101657', '2026-11-26T19:30:00');
const carmen = showtime('V0006S101700', '2026-12-02T20:00:00');
const lac = showtime('V0006S101690', '2026-11-29T16:00:00');

const run = (actions: SeasonAction[], from: SeasonSelection = initialSeasonSelection('saison-opera-ballet')) =>
  actions.reduce(seasonSelectionReducer, from);
const ids = (state: SeasonSelection) => state.showtimes.map((chosen) => chosen.id);

describe('member-and-shell.txt §9 season multiple selection (on in fr, ch)', () => {
  it('with multiple selection, each choice adds to the selection, kept in start order', () => {
    const state = run([
      { type: 'toggle', showtime: carmen, multiple: true },
      { type: 'toggle', showtime: traviata, multiple: true },
      { type: 'toggle', showtime: lac, multiple: true },
    ]);
    expect(ids(state)).toEqual([traviata.id, lac.id, carmen.id]);
  });

  it('without it, a choice replaces the one before', () => {
    const state = run([
      { type: 'toggle', showtime: carmen, multiple: false },
      { type: 'toggle', showtime: traviata, multiple: false },
    ]);
    expect(ids(state)).toEqual([traviata.id]);
  });

  it('choosing a chosen showtime again unselects it, in either rule', () => {
    expect(
      ids(
        run([
          { type: 'toggle', showtime: traviata, multiple: true },
          { type: 'toggle', showtime: carmen, multiple: true },
          { type: 'toggle', showtime: traviata, multiple: true },
        ]),
      ),
    ).toEqual([carmen.id]);
    expect(
      ids(
        run([
          { type: 'toggle', showtime: traviata, multiple: false },
          { type: 'toggle', showtime: traviata, multiple: false },
        ]),
      ),
    ).toEqual([]);
  });
});

describe('member-and-shell.txt §4 Seasons: selected showtimes reset on navigation, unselect-all and cinemas mode', () => {
  const chosen = run([
    { type: 'toggle', showtime: traviata, multiple: true },
    { type: 'toggle', showtime: carmen, multiple: true },
  ]);

  it('unselect-all empties the selection and keeps the mode', () => {
    const state = run([{ type: 'mode', mode: 'shows' }, { type: 'unselectAll' }], chosen);
    expect(ids(state)).toEqual([]);
    expect(state.mode).toBe('shows');
  });

  it('switching to cinemas mode empties the selection', () => {
    const state = run([{ type: 'mode', mode: 'cinemas' }], chosen);
    expect(state.mode).toBe('cinemas');
    expect(ids(state)).toEqual([]);
  });

  it('switching back to shows mode keeps what was chosen in cinemas mode', () => {
    const state = run(
      [
        { type: 'mode', mode: 'cinemas' },
        { type: 'toggle', showtime: lac, multiple: true },
        { type: 'mode', mode: 'shows' },
      ],
      chosen,
    );
    expect(state.mode).toBe('shows');
    expect(ids(state)).toEqual([lac.id]);
  });

  it('choosing the mode already shown changes nothing', () => {
    expect(run([{ type: 'mode', mode: 'shows' }], chosen)).toBe(chosen);
  });

  it('navigating to another season starts afresh: no selection, shows mode', () => {
    const inCinemas = run(
      [
        { type: 'mode', mode: 'cinemas' },
        { type: 'day', date: '2026-11-29' },
        { type: 'toggle', showtime: lac, multiple: true },
      ],
      chosen,
    );
    const state = run([{ type: 'navigate', slug: 'festival-des-enfants' }], inCinemas);
    expect(state).toEqual({ slug: 'festival-des-enfants', mode: 'shows', day: null, showtimes: [] });
  });

  it('choosing another day keeps the selection: it may span the season', () => {
    const state = run([{ type: 'day', date: '2026-11-29' }], chosen);
    expect(state.day).toBe('2026-11-29');
    expect(ids(state)).toEqual([traviata.id, carmen.id]);
  });

  it('a navigation to the same season (a re-render) keeps the selection', () => {
    expect(run([{ type: 'navigate', slug: 'saison-opera-ballet' }], chosen)).toBe(chosen);
  });
});
