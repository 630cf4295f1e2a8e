import { describe, expect, it } from 'vitest';
import cinemas2025 from '../fixtures/real/cinemas-2025-09.nl.json' with { type: 'json' };
import cinemas2026 from '../fixtures/real/cinemas-2026-09.nl.json' with { type: 'json' };
import programme from '../fixtures/real/cinema-programme-2026-09.nl.json' with { type: 'json' };
import search from '../fixtures/real/search-2025-09.nl.json' with { type: 'json' };
import showCinemas from '../fixtures/real/show-cinemas-2026-09.nl.json' with { type: 'json' };
import showDetail from '../fixtures/real/show-detail-2025-09.nl.json' with { type: 'json' };
import shows2025 from '../fixtures/real/shows-2025-03.nl.json' with { type: 'json' };
import shows2026 from '../fixtures/real/shows-2026-09.nl.json' with { type: 'json' };
import showtimes from '../fixtures/real/showtimes-2026-09.nl.json' with { type: 'json' };
import citiesFr from '../fixtures/documented/cities.fr.json' with { type: 'json' };
import citiesNl from '../fixtures/documented/cities.nl.json' with { type: 'json' };
import byCinemaEmpty from '../fixtures/documented/showtimes-by-cinema-empty.json' with { type: 'json' };
import byCinema from '../fixtures/documented/showtimes-by-cinema.fr.json' with { type: 'json' };
import { toCinema, toCity, toSchedule, toShowCinemaSchedules } from '../model/cinema.ts';
import { toSearchResults } from '../model/content.ts';
import { toShowDetail, toShowSummary } from '../model/show.ts';
import { toShowtimes, toShowtimesByDay } from '../model/showtime.ts';
import { wireCinemaList, wireCinemaProgramme, wireCityList } from './cinemas.ts';
import { wireSearchResults } from './content.ts';
import { collectDropped, parseAnswer } from './lenient.ts';
import { wireShowCinemas, wireShowDetail, wireShowsResponse, wireShowtimeList, wireShowtimesByDay } from './shows.ts';

// Real answers of the chain's API (data/src/fixtures/README.md), in both shapes that drifted.

describe('real GET /api/shows, both drifted shapes (real-api.md §3.1, open question 2)', () => {
  it('reads the 2025 shape (releaseAt a list, type FILM) and maps it', () => {
    const [snowWhite, novocaine] = wireShowsResponse.parse(shows2025).shows.map(toShowSummary);
    expect(snowWhite).toMatchObject({
      slug: 'disney-snow-white-originele-versie-37152',
      releaseDate: '2025-03-19',
      contentRating: { ref: '-9ans', label: '-9 jaar' },
      // No genresSlug in the 2025 shape: the genre filter's words are made from the names.
      genreSlugs: ['avontuur', 'drama', 'familiefilm'],
      released: true,
      reference: 'HO00001154',
    });
    expect(novocaine?.new).toBe(true);
  });

  it('reads the 2026 shape (releaseAt by locale, genresSlug, labelCategory) and maps it', () => {
    const [spiderMan, odyssey] = wireShowsResponse.parse(shows2026).shows.map(toShowSummary);
    expect(spiderMan).toMatchObject({
      releaseAt: { NL_NL: '2026-07-30' },
      genreSlugs: ['actie', 'avontuur'],
      releaseDate: '2026-07-30',
      duration: 145,
      salesOpeningDate: '2026-06-17T14:30:00+02:00',
      orders: { default: 179, home: 1, upcoming: 29 },
    });
    expect(odyssey?.specialEvent).toBe(true);
  });
});

describe('real GET /api/show/{slug} (real-api.md §3.2)', () => {
  it('reads an unrated show with comma-joined directors and actors', () => {
    const detail = toShowDetail(wireShowDetail.parse(showDetail));
    expect(detail.contentRating).toBeNull();
    expect(detail.directors).toEqual(['Tatsuya Yoshihara']);
    expect(detail.actors).toHaveLength(5);
    expect(detail.feelings).toEqual({ wishlist: 318, disappointed: 0, liked: 1, loved: 10 });
    expect(detail.trailers[0]).toMatchObject({ provider: 'S3', language: 'ja', main: true });
    expect(detail.reference).toBe('HO00002735');
  });
});

describe('real GET /api/cinemas, Sep 2025 and 2026 (real-api.md §3.3)', () => {
  it('reads the list without alexPatheGroupId (2025) and with it (2026)', () => {
    const [arena2025] = wireCinemaList.parse(cinemas2025).map(toCinema);
    const [arena2026, noord] = wireCinemaList.parse(cinemas2026).map(toCinema);
    expect(arena2025?.alexGroupId).toBeNull();
    expect(arena2026?.alexGroupId).toBe('2003');
    expect(noord?.vistaRef).toBe('0039');
  });

  it('catalogue.txt §3 Cinema: builds the address from the first theater and keeps x = latitude', () => {
    const [arena] = wireCinemaList.parse(cinemas2026).map(toCinema);
    expect(arena?.address).toEqual({
      full: 'Pathé Arena, Johan Cruijff Boulevard 600, 1101 DS Amsterdam',
      address: 'Johan Cruijff Boulevard 600',
      city: 'Amsterdam',
      postalCode: '1101 DS',
    });
    expect(arena?.gpsPosition?.x).toBeCloseTo(52.31);
    expect(arena?.statistics).toEqual({ seats: 2611, halls: 14 });
  });

  it('member-and-shell.txt §5: experience services with a null id are dropped and reported; the real services, which carry no id, are all kept', () => {
    const kept = collectDropped(() => wireCinemaList.parse(cinemas2026));
    expect(kept.dropped).toEqual([]);
    expect(kept.value[0]?.services.map((service) => service.slug)).toEqual(['openingstijden', '4dx']);

    const [arena] = cinemas2026;
    const withNullId = [{ ...arena, services: [...(arena?.services ?? []), { ...arena?.services[1], id: null }] }];
    const lines: string[] = [];
    const parsed = parseAnswer(wireCinemaList, withNullId, '/api/cinemas?language=nl', (line) => lines.push(line));
    expect(parsed[0]?.services.map((service) => service.slug)).toEqual(['openingstijden', '4dx']);
    // Logged once, with the call, like every item the contract drops (decision 0030).
    expect(lines.map((line) => JSON.parse(line) as unknown)).toMatchObject([
      { level: 'warn', call: '/api/cinemas?language=nl', list: 'cinema services', index: 2, id: '4dx' },
    ]);
  });
});

describe('real GET /api/cinema/{slug}/shows matrix (real-api.md §3.5)', () => {
  it('reads days and show cells; premiere from avp or AVP tags (catalogue.txt §4 Show flags)', () => {
    const schedule = toSchedule(wireCinemaProgramme.parse(programme));
    expect(schedule.days.map((day) => day.date)).toEqual(['2026-09-09', '2026-09-10', '2026-12-15']);
    expect(schedule.days[0]?.highlightedShowSlug).toBe('practical-magic-2-48169');
    expect(schedule.shows.map((show) => show.slug)).toEqual([
      'opera-parsifal-52702',
      'dune-part-three-49620',
      'wen-er-maar-aan-54928',
      'the-cycle-of-love-54875',
    ]);
    expect(schedule.shows.map((show) => show.premiere)).toEqual([false, true, true, true]);
  });
});

describe('real GET /api/show/{slug}/cinemas (real-api.md §3.6)', () => {
  it('reads show -> cinema -> day cells', () => {
    const schedules = toShowCinemaSchedules(wireShowCinemas.parse(showCinemas));
    expect(schedules.map((entry) => entry.cinema)).toEqual(['pathe-arena', 'pathe-de-kuip']);
    expect(schedules[1]?.days['2026-09-16']?.tags).toEqual(['DEFAULT', 'relaxseats']);
  });
});

describe('real showtimes (real-api.md §3.7)', () => {
  it('reads the list by cinema and date: naive local times, string capacity, refCmd', () => {
    const [first, second] = toShowtimes(wireShowtimeList.parse(showtimes));
    expect(first).toMatchObject({ datetime: '2026-09-11T11:00:00', time: '11:00', seatCount: 149 });
    expect(second).toMatchObject({ id: 'V0003S131277', auditorium: '7 4DX', seatCount: 70 });
    expect(second?.flags['3d']).toBe(true);
  });

  it('reads the object keyed by day, and [] when none (documented shape, not a recording)', () => {
    const byDay = toShowtimesByDay(wireShowtimesByDay.parse(byCinema));
    expect(Object.keys(byDay)).toEqual(['2026-10-04', '2026-10-05']);
    expect(byDay['2026-10-04']?.[0]?.endTime).toBe('2026-10-05T00:20:00');
    expect(toShowtimesByDay(wireShowtimesByDay.parse(byCinemaEmpty))).toEqual({});
  });
});

describe('real GET /api/search/full (real-api.md §3.8)', () => {
  it('reads poster (not posterPath), flattened ratings and a null poster', () => {
    const [castle, subtitles] = toSearchResults(wireSearchResults.parse(search));
    expect(castle?.image).toContain('/poster/md/');
    expect(castle?.payload.contentRating).toEqual({ ref: '-12ans', label: '-12 jaar' });
    expect(subtitles?.image).toBeNull();
    expect(subtitles?.id).toBe('HO00000404');
  });
});

describe('GET /api/cities, FR and NL (documented shapes, real-api.md §3.4)', () => {
  it('reads the FR shape and the NL slug-and-name shape', () => {
    expect(wireCityList.parse(citiesFr).map(toCity)[1]).toMatchObject({ postalCode: '75', mainRegion: 'idf' });
    expect(wireCityList.parse(citiesNl).map(toCity)[0]).toMatchObject({ postalCode: null, mainRegion: null });
  });
});
