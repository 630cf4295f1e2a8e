import { describe, expect, it } from 'vitest';
import { isoDate, naiveLocalDateTime, wireContentRating, wireReleaseAt } from './common.ts';
import { wireAlert, wireCinema, wireCinemaDetails, wireCinemaProgramme, wireCity } from './cinemas.ts';
import {
  wireArticlePage,
  wireExperienceGroup,
  wireExperienceList,
  wireFooterFaq,
  wireSearchResult,
  wireSettings,
  wireTag,
  wireVoucherCheck,
  wireVoucherTypeList,
} from './content.ts';
import { wireAccount, wireClientStatus, wireFeeling } from './member.ts';
import { collectDropped } from './lenient.ts';
import { wireShowDetail, wireShowtime, wireShowtimesByDay, wireShowtimesForDay, wireZone } from './shows.ts';

const theater = {
  name: 'Pathé Arena',
  addressLine1: 'Johan Cruijff Boulevard 600',
  addressLine2: null,
  addressZip: '1101 DS',
  addressCity: 'Amsterdam',
  gpsPosition: { x: 52.31, y: 4.94 },
};
const cinema = {
  slug: 'pathe-arena',
  citySlug: 'amsterdam',
  name: 'Pathé Arena',
  theaters: [theater],
  vistaRef: '0003',
};
const showtime = {
  time: '2026-09-11 12:30:00',
  endTime: '2026-09-11 15:15:00',
  version: 'ov',
  tags: ['3d', '4dx', 'DEFAULT'],
  status: 'available',
  reservabilityEnd: '2026-09-11T12:30:00+02:00',
  refCmd: 'https://s.pathe.nl/nl/V0003S131277/booking',
  auditoriumName: '7 4DX',
  auditoriumCapacity: '70',
};

describe('shared wire fields (real-api.md §3, §6)', () => {
  it('reads contentRating as an object or [] and rejects null (open question 4)', () => {
    expect(wireContentRating.parse([])).toEqual([]);
    expect(wireContentRating.parse({ ref: 'al', description: 'Alle Leeftijden' })).toMatchObject({ ref: 'al' });
    expect(() => wireContentRating.parse(null)).toThrow();
    expect(() => wireContentRating.parse(['al'])).toThrow();
  });

  it('reads releaseAt as a list (2025) or keyed by locale (2026)', () => {
    expect(wireReleaseAt.parse(['2025-03-19'])).toEqual(['2025-03-19']);
    expect(wireReleaseAt.parse({ CH_FR: '2026-07-30' })).toEqual({ CH_FR: '2026-07-30' });
    expect(() => wireReleaseAt.parse('2025-03-19')).toThrow();
  });

  it('catalogue.txt §9 date format YYYY-MM-DD: real calendar dates only', () => {
    expect(isoDate.parse('2026-02-28')).toBe('2026-02-28');
    expect(() => isoDate.parse('2026-02-30')).toThrow();
    expect(() => isoDate.parse('28/02/2026')).toThrow();
  });

  it('issue 22: year 0000 is no calendar year (0000-02-29 reached PostgreSQL and answered 500)', () => {
    expect(() => isoDate.parse('0000-02-29')).toThrow();
    expect(() => isoDate.parse('0000-01-01')).toThrow();
    expect(isoDate.parse('0001-01-01')).toBe('0001-01-01');
    expect(isoDate.parse('2024-02-29')).toBe('2024-02-29');
  });

  it('showtime times are naive local YYYY-MM-DD HH:MM:SS, never ISO with offset', () => {
    expect(naiveLocalDateTime.parse('2026-09-11 12:30:00')).toBe('2026-09-11 12:30:00');
    expect(() => naiveLocalDateTime.parse('2026-09-11T12:30:00+02:00')).toThrow();
  });
});

describe('show and showtime wire shapes (real-api.md §3.2, §3.7)', () => {
  const detail = {
    slug: 'dune-49620',
    title: 'Dune',
    releaseAt: { FR_FR: '2026-12-16' },
    contentRating: [],
    genres: [],
    duration: 150,
    posterPath: null,
    isMovie: true,
    isNew: false,
    notComingSoon: false,
  };

  it('reads directors and actors as strings or lists', () => {
    expect(wireShowDetail.parse({ ...detail, directors: 'A, B', actors: ['C'] })).toMatchObject({ directors: 'A, B' });
  });

  it('rejects a detail without title', () => {
    const { title: _title, ...untitled } = detail;
    expect(() => wireShowDetail.parse(untitled)).toThrow();
  });

  it('reads auditoriumCapacity as a string (real) or a number, and rejects a showtime without booking link', () => {
    expect(wireShowtime.parse(showtime).auditoriumCapacity).toBe('70');
    expect(wireShowtime.parse({ ...showtime, auditoriumCapacity: 70 }).auditoriumCapacity).toBe(70);
    const { refCmd: _refCmd, ...unbookable } = showtime;
    expect(() => wireShowtime.parse(unbookable)).toThrow();
  });

  it('showtimes by cinema: an object keyed by day, or [] when none; a non-empty list is refused', () => {
    expect(wireShowtimesByDay.parse({ '2026-09-11': [showtime] })).toHaveProperty('2026-09-11');
    expect(wireShowtimesByDay.parse([])).toEqual([]);
    expect(() => wireShowtimesByDay.parse([showtime])).toThrow();
    expect(() => wireShowtimesByDay.parse({ tomorrow: [showtime] })).toThrow();
  });

  it('showtimes for a day and an area: a list (cinema) or keyed by cinema (zone)', () => {
    expect(wireShowtimesForDay.parse([showtime])).toHaveLength(1);
    expect(wireShowtimesForDay.parse({ 'pathe-arena': [showtime] })).toHaveProperty('pathe-arena');
  });

  it('zone answers carry show stubs; a stub without slug is dropped, not the zone (decision 0030)', () => {
    expect(wireZone.parse({ shows: [{ slug: 'dune-49620', tags: ['imax'] }] }).shows).toHaveLength(1);
    const { value, dropped } = collectDropped(() => wireZone.parse({ shows: [{ tags: [] }, { slug: 'dune-49620' }] }));
    expect(value.shows.map((show) => show.slug)).toEqual(['dune-49620']);
    expect(dropped).toMatchObject([{ list: 'zone shows', index: 0, id: null }]);
  });
});

describe('cinema, city and alert wire shapes (real-api.md §3.3-3.5; catalogue.txt §3)', () => {
  it('reads a minimal cinema, defaulting tags, services and the reduced-mobility flag', () => {
    expect(wireCinema.parse(cinema)).toMatchObject({ tags: [], services: [], hasPmrService: false });
  });

  it('reads an empty addressLine2 as the builder sends it, and rejects a cinema without theaters', () => {
    expect(wireCinema.parse({ ...cinema, theaters: [{ ...theater, addressLine2: '' }] })).toBeTruthy();
    const { theaters: _theaters, ...homeless } = cinema;
    expect(() => wireCinema.parse(homeless)).toThrow();
  });

  it('reads cinema details with only slug and name (detail-only fields optional)', () => {
    expect(wireCinemaDetails.parse({ slug: 'pathe-arena', name: 'Pathé Arena' })).toMatchObject({
      slug: 'pathe-arena',
    });
    expect(() => wireCinemaDetails.parse({ slug: 'pathe-arena' })).toThrow();
  });

  it('rejects a programme whose day key is not a date', () => {
    expect(wireCinemaProgramme.parse({ days: {}, shows: {} })).toEqual({ days: {}, shows: {} });
    expect(() => wireCinemaProgramme.parse({ days: { today: {} }, shows: {} })).toThrow();
  });

  it('reads a city with only slug and name (NL) and rejects one without slug', () => {
    expect(wireCity.parse({ slug: 'amsterdam', name: 'Amsterdam' })).toBeTruthy();
    expect(() => wireCity.parse({ name: 'Amsterdam' })).toThrow();
  });

  it('alerts are of type 1 (all pages) or 2 (cinema) only', () => {
    expect(wireAlert.parse({ type: 1, isWarning: true, title: 'Storing' })).toBeTruthy();
    expect(() => wireAlert.parse({ type: 3, isWarning: true })).toThrow();
  });
});

describe('content wire shapes (catalogue.txt §3, member-and-shell.txt §3)', () => {
  const article = { slug: 'summer', title: 'Summer', type: 'news' };

  it('reads an article page as {items, total} or a bare list; rejects an unknown article type', () => {
    expect(wireArticlePage.parse({ items: [article], total: 40 })).toMatchObject({ total: 40 });
    expect(wireArticlePage.parse([article])).toHaveLength(1);
    // An article of an unknown type is dropped and reported; the page stays (decision 0030).
    const { value, dropped } = collectDropped(() => wireArticlePage.parse([{ ...article, type: 'blog' }, article]));
    expect(value).toHaveLength(1);
    expect(dropped).toMatchObject([{ list: 'articles', index: 0 }]);
  });

  it('drops and reports an untitled experience (tag not found, catalogue.txt §5) from a list, never the list', () => {
    const imax = { slug: 'imax', title: 'IMAX', type: 'experience' };
    const untitled = { slug: 'gone', title: null, type: 'experience' };
    const list = collectDropped(() => wireExperienceList.parse([untitled, imax]));
    expect(list.value.map((experience) => experience.slug)).toEqual(['imax']);
    expect(list.dropped).toMatchObject([{ list: 'experiences', index: 0 }]);
    const group = wireExperienceGroup.parse({ slug: 'big', title: 'Big', experiences: [imax, untitled] });
    expect(group.experiences.map((experience) => experience.slug)).toEqual(['imax']);
  });

  it('reads a tag whose title is null (tag not found, catalogue.txt §5)', () => {
    expect(wireTag.parse({ slug: 'imax', title: null }).title).toBeNull();
    expect(() => wireTag.parse({ slug: 'imax' })).toThrow();
  });

  it('reads voucher types with empty or missing terms, and a check with its result code', () => {
    expect(wireVoucherTypeList.parse([{ typeId: 1, label: 'Bon', terms: '' }])).toHaveLength(1);
    expect(wireVoucherCheck.parse({ resultCode: 3 })).toEqual({ resultCode: 3 });
    expect(() => wireVoucherCheck.parse({ card: {} })).toThrow();
  });

  it('reads settings with defaults and rejects settings without the purchase tunnel URL', () => {
    const settings = wireSettings.parse({ clientUrl: 'https://client.example', cmdUrl: 'https://s.example' });
    expect(settings).toMatchObject({ injections: [], features: {} });
    expect(() => wireSettings.parse({ clientUrl: 'https://client.example' })).toThrow();
  });

  it('member-and-shell.txt §3 Settings: an injection with an unknown element or position is dropped and reported, the settings kept', () => {
    const { value, dropped } = collectDropped(() =>
      wireSettings.parse({
        clientUrl: 'https://client.example',
        cmdUrl: 'https://s.example',
        injections: [
          { position: 'head', element: 'script', value: 'x()', attributes: { async: '' } },
          { position: 'noscript', element: 'iframe', attributes: { src: 'https://tags.example' } },
          { position: 'body', element: 'script', value: 'y()' },
          { position: 'head', element: 'object', value: 'z' },
          { element: 'meta' },
        ],
      }),
    );
    expect(value.injections).toEqual([
      { position: 'head', element: 'script', value: 'x()', attributes: { async: '' } },
      { position: 'noscript', element: 'iframe', attributes: { src: 'https://tags.example' } },
    ]);
    expect(dropped.map((item) => [item.list, item.index])).toEqual([
      ['settings injections', 2],
      ['settings injections', 3],
      ['settings injections', 4],
    ]);
  });

  it('reads footer FAQ questions lacking a title (the mapper drops them)', () => {
    expect(wireFooterFaq.parse({ questions: [{ title: null, description: 'x' }] }).questions).toHaveLength(1);
  });

  it('search results need a type and a title', () => {
    expect(wireSearchResult.parse({ type: 'cinema', title: 'Pathé Arena', slug: 'pathe-arena' })).toBeTruthy();
    expect(() => wireSearchResult.parse({ type: 'cinema' })).toThrow();
  });
});

describe('member wire shapes (member-and-shell.txt §3, §7)', () => {
  it('reads a signed-out client status (client null) with default flags', () => {
    expect(wireClientStatus.parse({ client: null })).toMatchObject({ client: null, useAuth0: false, mustForce: false });
  });

  it('reads an account and rejects one without icu', () => {
    const account = { icu: 'c-1', email: 'a@b.fr', registered: true, emailVerify: false };
    expect(wireAccount.parse(account)).toMatchObject({ icu: 'c-1' });
    expect(() => wireAccount.parse({ ...account, icu: '' })).toThrow();
  });

  it('feelings carry an emotion code 1-3 or null', () => {
    expect(wireFeeling.parse({ showSlug: 'dune', emotion: null, intention: 2 })).toBeTruthy();
    expect(() => wireFeeling.parse({ showSlug: 'dune', emotion: 7, intention: 2 })).toThrow();
  });
});
