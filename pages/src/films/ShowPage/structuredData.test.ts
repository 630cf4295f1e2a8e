import { describe, expect, it } from 'vitest';
import { defaultFeatures } from '@marquee/data';
import type { PageCall, PageContext } from '../../page.ts';
import cinemas from '../../fixtures/cinemas.fr.json' with { type: 'json' };
import settings from '../../fixtures/settings.fr.json' with { type: 'json' };
import show from '../../fixtures/show-orbite.fr.json' with { type: 'json' };
import days from '../../fixtures/show-orbite-days.fr.json' with { type: 'json' };
import showtimes from '../../fixtures/show-orbite-showtimes-2026-11-23.fr.json' with { type: 'json' };
import tags from '../../fixtures/tags.fr.json' with { type: 'json' };
import versions from '../../fixtures/versions.fr.json' with { type: 'json' };
import { showPageStructuredData } from './structuredData.ts';
import { storyNow } from '../../storybook/clock.ts';

const answers: Record<string, unknown> = {
  show,
  showCinemas: days,
  cinemas,
  settings,
  tags,
  versions,
  showShowtimesByDate: showtimes,
};
const answer = (call: PageCall) => answers[call.id];

const context = (filters: PageContext['target']['filters']): PageContext => ({
  site: 'fr',
  language: 'fr',
  target: { kind: 'Shows.Movie', language: 'fr', params: { slug: 'orbite-10002' }, filters },
  features: defaultFeatures('fr'),
  now: storyNow,
});

type Node = { '@type': string; [field: string]: unknown };

describe('issue 9 structured data of the film page, from the answers the page was rendered with', () => {
  const graph = showPageStructuredData(context({ date: '2026-11-23' }), answer, 'https://www.marquee.fr') as {
    '@graph': Node[];
  } | null;
  const nodes = graph?.['@graph'] ?? [];
  const events = nodes.filter((node) => node['@type'] === 'ScreeningEvent');
  const recorded = Object.values(showtimes as Record<string, unknown[]>).flat().length;

  it('names the film at its canonical address (no filters in it)', () => {
    expect(nodes[0]).toMatchObject({
      '@type': 'Movie',
      name: show.title,
      url: 'https://www.marquee.fr/films/orbite-10002',
    });
  });

  it('gives one ScreeningEvent per showtime of the day at a known cinema, in Paris time in November (+01:00)', () => {
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThanOrEqual(recorded);
    for (const event of events) expect(event.startDate).toMatch(/^2026-11-23T\d{2}:\d{2}:00\+01:00$/);
  });

  it('places each screening in its cinema with an address and links its booking tunnel', () => {
    for (const event of events) {
      expect(event.location).toMatchObject({ '@type': 'MovieTheater', address: { addressCountry: 'FR' } });
      expect((event.location as { url: string }).url).toMatch(/^https:\/\/www\.marquee\.fr\/cinemas\//);
    }
    expect(events.some((event) => (event.offers as { url?: string } | undefined)?.url?.startsWith('https://'))).toBe(
      true,
    );
  });

  it('names the version in the event (catalogue.txt §3 Showtime version)', () => {
    expect(events.every((event) => /\((VF|VO|VOST)\)$/.test(String(event.name)))).toBe(true);
  });

  it('gives nothing without the film record', () => {
    expect(showPageStructuredData(context({}), () => undefined, 'https://www.marquee.fr')).toBeNull();
  });
});
