import { describe, expect, it } from 'vitest';
import { toShowtimes, toTags, type WireShowtime, type WireTag } from '@marquee/data';
import tagsFr from '../fixtures/tags.fr.json' with { type: 'json' };
import { gridShowtimes, type GridOptions } from './grid.ts';

const wire = (time: string, version: string, tags: string[] = [], extra: Partial<WireShowtime> = {}): WireShowtime =>
  ({
    time: `2026-11-23 ${time}:00`,
    endTime: null,
    version,
    tags,
    status: 'available',
    reservabilityEnd: '2026-11-23T23:59:00+01:00',
    refCmd: `https://tickets.example/fr/V0001S${time.replace(':', '')}/booking`,
    auditoriumName: '1',
    auditoriumCapacity: '100',
    specialShowtimeDetails: null,
    highlighted: false,
    ...extra,
  }) as WireShowtime;

const showtimes = toShowtimes([
  wire('20:00', 'vf', ['imax']),
  wire('10:15', 'vost', ['3d', 'sdh']),
  wire('14:00', 'vf', [], { status: 'soldout' }),
  wire('11:00', 'vost', [], { reservabilityEnd: '2026-11-23T08:00:00+01:00' }),
]);
const tags = new Map(toTags(tagsFr as WireTag[]).map((tag) => [tag.slug, tag]));
const options = (overrides: Partial<GridOptions>): GridOptions => ({
  byVersion: false,
  tagInsteadOfVersion: false,
  allShowtimesLabel: 'All showtimes',
  versionLabel: (slug) => slug.toUpperCase(),
  tags,
  now: new Date('2026-11-23T09:00:00+01:00'),
  ...overrides,
});

/** The grid's groups (ShowtimeGrid groups by the layout's key, in time order; its own tests prove that). */
const groupsOf = ({ showtimes: chips, layout }: ReturnType<typeof gridShowtimes>) => {
  const groups = new Map<string, string[]>();
  for (const chip of [...chips].sort((a, b) => a.datetime.localeCompare(b.datetime))) {
    const key = layout.groupBy === 'tag' ? (chip.tag ?? chip.version) : chip.version;
    groups.set(key, [...(groups.get(key) ?? []), chip.time]);
  }
  return [...groups];
};

describe('catalogue.txt §9 showtimes by version (ch, nl) and tag instead of version (ch)', () => {
  it('elsewhere (fr): one list in time order, each chip labelled by its version', () => {
    const result = gridShowtimes(showtimes, options({}));
    expect(groupsOf(result)).toEqual([['All showtimes', ['10:15', '11:00', '14:00', '20:00']]]);
    expect(result.layout.chipLabel).toBe('version');
    expect(result.showtimes.map((s) => s.version)).toEqual(['VOST', 'VOST', 'VF', 'VF']);
    // Issue 20: that one list carries no "All showtimes" heading under its card's own.
    expect(result.layout.groupHeadings).toBe('whenSeveral');
  });

  it('by version (nl): one group per version, in the order of its first showtime', () => {
    const result = gridShowtimes(showtimes, options({ byVersion: true }));
    expect(groupsOf(result)).toEqual([
      ['VOST', ['10:15', '11:00']],
      ['VF', ['14:00', '20:00']],
    ]);
    // A version group keeps its heading, even alone: it tells the version.
    expect(result.layout.groupHeadings).toBe('always');
  });

  it('ch: by version, chips show their first experience tag instead of the version, not twice', () => {
    const result = gridShowtimes(showtimes, options({ byVersion: true, tagInsteadOfVersion: true }));
    expect(result.layout).toEqual({ groupBy: 'version', chipLabel: 'tag', groupHeadings: 'always' });
    const imax = result.showtimes.find((s) => s.time === '20:00');
    expect(imax?.tag).toBe('IMAX');
    expect(imax?.experiences).toEqual([]);
  });
});

describe('catalogue.txt §4 Showtime status and §3 Showtime tags on the chips', () => {
  const result = gridShowtimes(showtimes, options({}));
  const at = (time: string) => result.showtimes.find((s) => s.time === time);

  it('soldout stays soldout; available past its reservability end is locked; else available', () => {
    expect(at('14:00')?.status).toBe('soldout');
    expect(at('11:00')?.status).toBe('locked');
    expect(at('20:00')?.status).toBe('available');
  });

  it('3D is its own flag, not an experience; other showtime tags are experiences by title', () => {
    expect(at('10:15')?.is3d).toBe(true);
    expect(at('10:15')?.experiences?.map((e) => e.slug)).toEqual(['sdh']);
  });

  it('issue 20: a chip names a tag as its filter chip does, by the short name where the page gives one', () => {
    const short = gridShowtimes(
      showtimes,
      options({ tagName: (tag) => (tag.slug === 'sdh' ? 'Sous-titres SME' : tag.title) }),
    );
    expect(short.showtimes.find((s) => s.time === '10:15')?.experiences).toEqual([
      { slug: 'sdh', title: 'Sous-titres SME' },
    ]);
    const ch = gridShowtimes(
      toShowtimes([wire('18:00', 'vf', ['sdh'])]),
      options({ byVersion: true, tagInsteadOfVersion: true, tagName: () => 'SDH' }),
    );
    expect(ch.showtimes[0]?.tag).toBe('SDH');
  });

  it('each chip links to its booking address and is keyed by the showtime id', () => {
    expect(at('20:00')).toMatchObject({ id: 'V0001S2000', href: 'https://tickets.example/fr/V0001S2000/booking' });
  });

  it('a special showtime carries its colours and screening title', () => {
    const [special] = gridShowtimes(
      toShowtimes([
        wire('21:00', 'vf', [], {
          specialShowtimeDetails: { titleScreening: 'Ciné-débat', color: '#ffffff', backgroundColor: '#0b5cab' },
        } as Partial<WireShowtime>),
      ]),
      options({}),
    ).showtimes;
    expect(special).toMatchObject({
      screeningTitle: 'Ciné-débat',
      specialColours: { color: '#ffffff', backgroundColor: '#0b5cab' },
    });
  });
});
