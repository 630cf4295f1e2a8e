import { describe, expect, it } from 'vitest';
import search from '../fixtures/real/search-2025-09.nl.json' with { type: 'json' };
import shows2025 from '../fixtures/real/shows-2025-03.nl.json' with { type: 'json' };
import shows2026 from '../fixtures/real/shows-2026-09.nl.json' with { type: 'json' };
import { toSearchResults } from '../model/content.ts';
import { knownDuration, toShowSummary } from '../model/show.ts';
import { routePath } from '../routes/index.ts';
import { readableRating } from '../rules/ratings.ts';
import { showPageKind } from '../rules/showKind.ts';
import { wireSearchResults } from './content.ts';
import { collectDropped, parseAnswer } from './lenient.ts';
import { wireShowsResponse } from './shows.ts';

// Compatibility with the chain's real answers (issue 22, decision 0030; sources in fixtures/README.md).

const recordings = [
  { name: 'GET /api/shows 2025-03', json: shows2025, count: 2 },
  { name: 'GET /api/shows 2026-09', json: shows2026, count: 13 },
];

describe('real /api/shows recordings parse and map to sane models (issue 22)', () => {
  for (const { name, json, count } of recordings) {
    it(`${name}: every show parses (none dropped) and maps with real dates and a route`, () => {
      const { value, dropped } = collectDropped(() => wireShowsResponse.parse(json));
      expect(dropped).toEqual([]);
      const models = value.shows.map(toShowSummary);
      expect(models).toHaveLength(count);
      for (const show of models) {
        expect(show.releaseDate, show.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Number.isNaN(Date.parse(show.releaseDate ?? '')), show.slug).toBe(false);
        if (show.salesOpeningDate) expect(Number.isNaN(Date.parse(show.salesOpeningDate)), show.slug).toBe(false);
        expect(show.duration === null || show.duration > 1, show.slug).toBe(true);
        const path = routePath('nl', { kind: showPageKind(show), language: 'nl', params: { slug: show.slug } });
        expect(path, show.slug).toMatch(/^\/(films|evenementen)\//);
      }
    });
  }

  it('2026: directors null (Bumba, 130 jaar film, Abba Gold) no longer throws the catalogue away', () => {
    const shows = wireShowsResponse.parse(shows2026).shows;
    expect(shows.filter((show) => show.directors === null).map((show) => show.slug)).toEqual([
      'bumba-het-circusorkest-54613',
      '130-jaar-film-in-den-haag-koninklijke-filmsterren-55056',
      'abba-gold-europe-xmas-show-51959',
    ]);
  });

  it('isMovie is false for every real Dutch show, yet only the Music strand goes to the events page', () => {
    const models = wireShowsResponse.parse(shows2026).shows.map(toShowSummary);
    expect(models.every((show) => !show.movie)).toBe(true);
    const events = models.filter((show) => showPageKind(show) === 'Shows.Entertainment');
    expect(events.map((show) => show.slug)).toEqual(['alicia-keys-girl-from-hell-s-kitchen-54471']);
    // Re-releases and previews carry specialEvent and stay films (The Odyssey, Terminator 2, Bumba).
    expect(models.find((show) => show.strand === 'Classics')?.specialEvent).toBe(true);
  });

  it('every real rating (al, -6ans ... -16ans, []) reads as words, never its raw code', () => {
    const models = wireShowsResponse.parse(shows2026).shows.map(toShowSummary);
    const refs = new Set(models.map((show) => show.contentRating?.ref ?? null));
    expect(refs).toEqual(new Set(['-12ans', '-16ans', '-6ans', 'al', '-9ans', null, '-14ans']));
    for (const show of models) {
      const text = readableRating(show.contentRating);
      if (show.contentRating) expect(text, show.slug).not.toBe(show.contentRating.ref);
    }
    expect(readableRating({ ref: '-14ans', label: null })).toBe('-14');
    expect(readableRating({ ref: 'al', label: null })).toBeNull();
  });

  it('search hits carry id, url and internalId, and map', () => {
    const [first] = toSearchResults(wireSearchResults.parse(search));
    expect(first).toMatchObject({ id: expect.stringMatching(/^HO/), url: expect.stringContaining('/redirect/nl/') });
    expect(search[0]).toHaveProperty('internalId');
  });

  it('duration 1 is the real API’s "unknown"', () => {
    expect(knownDuration(1)).toBeNull();
    expect(knownDuration(null)).toBeNull();
    expect(knownDuration(145)).toBe(145);
  });
});

describe('one bad show is dropped and logged, the other shows kept (issue 22 acceptance)', () => {
  it('drops only the show that fails the contract, logs it once with the call and its slug', () => {
    const bad = structuredClone(shows2026);
    const broken = bad.shows[3] as Record<string, unknown>;
    broken.title = null;
    const lines: string[] = [];
    const call = '/api/shows?language=nl';
    const parsed = parseAnswer(wireShowsResponse, bad, call, (line) => lines.push(line));
    expect(parsed.shows).toHaveLength(12);
    expect(parsed.shows.map((show) => show.slug)).not.toContain('bumba-het-circusorkest-54613');
    expect(parsed.shows[0]?.slug).toBe('spider-man-brand-new-day-48103');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      call,
      list: 'shows',
      index: 3,
      id: 'bumba-het-circusorkest-54613',
      issues: [expect.stringContaining('title')],
    });
    parseAnswer(wireShowsResponse, bad, call, (line) => lines.push(line));
    expect(lines).toHaveLength(1);
  });
});
