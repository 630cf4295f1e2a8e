import type { Movie, ScreeningEvent, Thing } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { wireShowDetail, wireShowtime } from '../contract/shows.ts';
import showDetailRecording from '../fixtures/real/show-detail-2025-09.nl.json' with { type: 'json' };
import { toShowDetail } from '../model/show.ts';
import { toShowtime } from '../model/showtime.ts';
import {
  isoDuration,
  isoWithOffset,
  jsonLdText,
  showStructuredData,
  versionLanguages,
  videoFormats,
  type StructuredScreening,
} from './structuredData.ts';

const pageUrl = 'https://fr.marquee.example/films/orbite-10002';
const now = new Date('2026-03-20T10:00:00Z');

// The real detail answer (fixtures/README.md), with a French film's facts over it.
const show = toShowDetail(
  wireShowDetail.parse({
    ...showDetailRecording,
    slug: 'orbite-10002',
    title: 'Orbite',
    duration: 142,
    synopsis: 'Un équipage <b>perdu</b><br/>entre deux mondes &amp; une promesse&nbsp;: <i>revenir</i>.',
    directors: 'Claire Denis, Jean Vigo',
    actors: 'Juliette Binoche, Tahar Rahim',
    genres: ['Science-fiction', 'Drame'],
    contentRating: { ref: '-12ans', description: 'Interdit aux moins de 12 ans' },
    releaseAt: { FR_FR: '2026-03-18', CH_FR: '2026-03-19' },
    posterPath: {
      lg: '/api/media/poster/orbite-10002/lg.svg?language=fr',
      md: '/api/media/poster/orbite-10002/md.svg?language=fr',
    },
  }),
);

const wepler = {
  name: 'Marquee Wepler',
  url: 'https://fr.marquee.example/cinemas/marquee-wepler',
  address: { street: '140 boulevard de Clichy', postalCode: '75018', city: 'Paris', country: 'FR' },
};

function screening(
  time: string,
  options: Partial<Record<string, unknown>> = {},
  extra: Partial<StructuredScreening> = {},
) {
  const showtime = toShowtime(
    wireShowtime.parse({
      time,
      version: 'vf',
      tags: ['DEFAULT'],
      status: 'available',
      reservabilityEnd: '2026-12-31T23:00:00+01:00',
      refCmd: 'https://tickets.marquee.fr/fr/V0001S100001/booking',
      ...options,
    }),
  );
  return { showtime, cinema: wepler, timeZone: 'Europe/Paris', tagTitles: { dolby: 'Dolby Cinema' }, ...extra };
}

const events = (screenings: StructuredScreening[], site?: 'fr' | 'nl') =>
  showStructuredData({ show, pageUrl, screenings, now, site })['@graph'].slice(1) as Exclude<ScreeningEvent, string>[];

describe('issue 9 structured data: isoWithOffset (startDate/endDate in the cinema’s offset)', () => {
  it('20:30 in Paris is +01:00 on 2026-03-28 and +02:00 on 2026-03-29', () => {
    expect(isoWithOffset('2026-03-28T20:30:00', 'Europe/Paris')).toBe('2026-03-28T20:30:00+01:00');
    expect(isoWithOffset('2026-03-29T20:30:00', 'Europe/Paris')).toBe('2026-03-29T20:30:00+02:00');
  });

  it('back to +01:00 on 2026-10-25; a night time before the change keeps +02:00', () => {
    expect(isoWithOffset('2026-10-24T20:30:00', 'Europe/Paris')).toBe('2026-10-24T20:30:00+02:00');
    expect(isoWithOffset('2026-10-25T20:30:00', 'Europe/Paris')).toBe('2026-10-25T20:30:00+01:00');
    expect(isoWithOffset('2026-10-25 01:30:00', 'Europe/Paris')).toBe('2026-10-25T01:30:00+02:00');
  });

  it('zones without DST, an unreadable time and an unknown zone', () => {
    expect(isoWithOffset('2026-07-01T20:30:00', 'Africa/Dakar')).toBe('2026-07-01T20:30:00+00:00');
    expect(isoWithOffset('2026-07-01T20:30:00', 'Africa/Tunis')).toBe('2026-07-01T20:30:00+01:00');
    expect(isoWithOffset('tonight', 'Europe/Paris')).toBeNull();
    expect(isoWithOffset('2026-07-01T20:30:00', 'Mars/Olympus')).toBeNull();
  });
});

describe('issue 9 structured data: the Movie', () => {
  const movie = showStructuredData({ show, pageUrl, screenings: [], now })['@graph'][0] as Exclude<Movie, string>;

  it('names the film with an absolute poster, plain-text description, ISO duration PT2H22M, genres, people, rating', () => {
    expect(movie).toMatchObject({
      '@type': 'Movie',
      '@id': `${pageUrl}#movie`,
      name: 'Orbite',
      url: pageUrl,
      image: 'https://fr.marquee.example/api/media/poster/orbite-10002/lg.svg?language=fr',
      // The CMS's no-break space before the colon (French typography) is kept, as the page shows it.
      description: 'Un équipage perdu entre deux mondes & une promesse\u00a0: revenir.',
      duration: 'PT2H22M',
      genre: ['Science-fiction', 'Drame'],
      director: [
        { '@type': 'Person', name: 'Claire Denis' },
        { '@type': 'Person', name: 'Jean Vigo' },
      ],
      actor: [
        { '@type': 'Person', name: 'Juliette Binoche' },
        { '@type': 'Person', name: 'Tahar Rahim' },
      ],
      contentRating: 'Interdit aux moins de 12 ans',
      dateCreated: '2026-03-18',
    });
  });

  it('leaves out what is unknown: the recorded unrated title has no rating and, undated, no dateCreated', () => {
    const bare = toShowDetail(
      wireShowDetail.parse({ ...showDetailRecording, releaseAt: { NL_NL: '1900-01-01' }, synopsis: null }),
    );
    const graph = showStructuredData({ show: bare, pageUrl, screenings: [], now });
    const recorded = graph['@graph'][0] as Exclude<Movie, string>;
    expect(recorded).not.toHaveProperty('contentRating');
    expect(recorded).not.toHaveProperty('dateCreated');
    expect(recorded).not.toHaveProperty('description');
    expect(recorded.image).toBe(showDetailRecording.posterPath.lg);
  });

  it('ISO 8601 durations: minutes only under an hour, hours only on the hour, nothing when unknown', () => {
    expect(isoDuration(142)).toBe('PT2H22M');
    expect(isoDuration(59)).toBe('PT59M');
    expect(isoDuration(120)).toBe('PT2H');
    expect(isoDuration(null)).toBeNull();
    expect(isoDuration(0)).toBeNull();
  });
});

describe('issue 9 structured data: one ScreeningEvent per showtime', () => {
  it('dates carry the cinema’s offset on both sides of the 2026-03-29 change', () => {
    const [saturday, sunday] = events([
      screening('2026-03-28 20:30:00', { endTime: '2026-03-28 23:12:00' }),
      screening('2026-03-29 20:30:00', { endTime: '2026-03-29 23:12:00' }),
    ]);
    expect(saturday).toMatchObject({ startDate: '2026-03-28T20:30:00+01:00', endDate: '2026-03-28T23:12:00+01:00' });
    expect(sunday).toMatchObject({ startDate: '2026-03-29T20:30:00+02:00', endDate: '2026-03-29T23:12:00+02:00' });
  });

  it('a screening ending after midnight ends on the next day; across the 2026-10-25 change at the new offset', () => {
    const [late, night] = events([
      screening('2026-09-11 23:30:00', { endTime: '2026-09-12 02:12:00' }),
      screening('2026-10-25 00:30:00', { endTime: '2026-10-25 03:12:00' }),
    ]);
    expect(late).toMatchObject({ startDate: '2026-09-11T23:30:00+02:00', endDate: '2026-09-12T02:12:00+02:00' });
    expect(night).toMatchObject({ startDate: '2026-10-25T00:30:00+02:00', endDate: '2026-10-25T03:12:00+01:00' });
  });

  it('without an end time the end counts the advertising and the film; with neither, no endDate', () => {
    const [withAds] = events([screening('2026-03-28 20:30:00', {}, { adsMinutes: 20 })]);
    expect(withAds?.endDate).toBe('2026-03-28T23:12:00+01:00');
    const [unknown] = events([screening('2026-03-28 20:30:00')]);
    expect(unknown).not.toHaveProperty('endDate');
  });

  it('has what Google’s Event rich result needs: name, startDate with offset, location name and address', () => {
    const all = events([
      screening('2026-03-28 20:30:00', { tags: ['imax', '3d'] }),
      screening('2026-03-29 14:00:00', { version: 'vost' }),
    ]);
    for (const event of all) {
      expect(event.name).toBe('Orbite');
      expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
      expect(event.location).toMatchObject({
        '@type': 'MovieTheater',
        name: 'Marquee Wepler',
        url: wepler.url,
        address: {
          '@type': 'PostalAddress',
          streetAddress: '140 boulevard de Clichy',
          postalCode: '75018',
          addressLocality: 'Paris',
          addressCountry: 'FR',
        },
      });
      expect(event).toMatchObject({
        '@type': 'ScreeningEvent',
        workPresented: { '@id': `${pageUrl}#movie` },
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      });
    }
  });

  it('the version label joins the name; the version gives inLanguage or subtitleLanguage', () => {
    const [vf, vost] = events([
      screening('2026-03-28 20:30:00', {}, { versionLabel: 'VF' }),
      screening('2026-03-28 21:00:00', { version: 'vost' }),
    ]);
    expect(vf).toMatchObject({ name: 'Orbite (VF)', inLanguage: 'fr' });
    expect(vf).not.toHaveProperty('subtitleLanguage');
    expect(vost).toMatchObject({ subtitleLanguage: 'fr' });
    expect(vost).not.toHaveProperty('inLanguage');
  });

  it('videoFormat from the format tags: one value alone, several as a list, none for a plain screening', () => {
    const [imax3d, dolby, plain] = events([
      screening('2026-03-28 20:30:00', { tags: ['imax', '3d', 'DEFAULT'] }),
      screening('2026-03-28 21:00:00', { tags: ['dolby'] }),
      screening('2026-03-28 21:30:00', { tags: ['DEFAULT', 'sdh'] }),
    ]);
    expect(imax3d?.videoFormat).toEqual(['IMAX', '3D']);
    expect(dolby?.videoFormat).toBe('Dolby Cinema');
    expect(plain).not.toHaveProperty('videoFormat');
  });

  it('offers: InStock while available, SoldOut when sold out, none once locked (catalogue.txt §4)', () => {
    const [available, soldOut, locked] = events([
      screening('2026-03-28 20:30:00'),
      screening('2026-03-28 21:00:00', { status: 'soldout' }),
      screening('2026-03-28 21:30:00', { reservabilityEnd: '2026-03-19T00:00:00+01:00' }),
    ]);
    expect(available?.offers).toEqual({
      '@type': 'Offer',
      url: 'https://tickets.marquee.fr/fr/V0001S100001/booking',
      availability: 'https://schema.org/InStock',
    });
    expect(soldOut?.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(locked).not.toHaveProperty('offers');
  });

  it('a showtime whose time cannot be placed in its zone is left out, not given a wrong date', () => {
    expect(events([screening('2026-03-28 20:30:00', {}, { timeZone: 'Mars/Olympus' })])).toEqual([]);
  });
});

describe('issue 9 structured data: version languages and formats', () => {
  it.each([
    ['vf', undefined, { inLanguage: 'fr' }],
    ['df', undefined, { inLanguage: 'de' }],
    ['nlnl', undefined, { inLanguage: 'nl' }],
    ['vost', undefined, { subtitleLanguage: 'fr' }],
    ['vostfr', undefined, { subtitleLanguage: 'fr' }],
    ['omu', undefined, { subtitleLanguage: 'de' }],
    ['ov', 'nl', { subtitleLanguage: 'nl' }],
    ['ov', 'fr', {}],
    ['ov', undefined, {}],
    ['vo', 'fr', {}],
    ['klingon', 'fr', {}],
    ['VF', undefined, { inLanguage: 'fr' }],
  ] as const)('%s on %s gives %j', (version, site, expected) => {
    expect(versionLanguages(version, site)).toEqual(expected);
  });

  it('ov screenings on the Dutch site carry Dutch subtitles in the graph', () => {
    const [ov] = events([screening('2026-03-28 20:30:00', { version: 'ov' })], 'nl');
    expect(ov?.subtitleLanguage).toBe('nl');
  });

  it('a dolby tag without a known title gives no format; formats are not repeated', () => {
    expect(videoFormats(['dolby-atmos'], {})).toEqual([]);
    expect(videoFormats(['dolby-atmos'], { 'dolby-atmos': 'Dolby Atmos' })).toEqual(['Dolby Atmos']);
    expect(videoFormats(['IMAX', 'imax', '4dx', 'screenx'], {})).toEqual(['IMAX', '4DX', 'ScreenX']);
  });
});

describe('issue 9 structured data: embedding in a script', () => {
  it('jsonLdText escapes <, > and & so no title closes the script, and parses back to the same graph', () => {
    const hostile = { ...show, title: 'Fin</script><script>alert(1)</script> & <!-- co' };
    const graph = showStructuredData({ show: hostile, pageUrl, screenings: [screening('2026-03-28 20:30:00')], now });
    const text = jsonLdText(graph);
    expect(text).not.toContain('</');
    expect(text).not.toContain('<!--');
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(graph);
    expect((JSON.parse(text) as { '@graph': Thing[] })['@graph']).toHaveLength(2);
  });
});
