import { describe, expect, it } from 'vitest';
import { defaultFeatures, type RouteKind } from '@marquee/data';
import type { AnswerOf, PageCall, PageContext } from '../page.ts';
import cinema from '../fixtures/cinema.fr.json' with { type: 'json' };
import city from '../fixtures/city.fr.json' with { type: 'json' };
import experience from '../fixtures/experience.fr.json' with { type: 'json' };
import { cinemasPages } from './index.ts';
import { storyNow } from '../storybook/clock.ts';

const contextFor = (kind: RouteKind, slug?: string): PageContext => ({
  site: 'fr',
  language: 'fr',
  target: { kind, language: 'fr', params: slug ? { slug } : {} },
  features: defaultFeatures('fr'),
  now: storyNow,
});
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const answering =
  (answers: Partial<Record<PageCall['id'], unknown>>): AnswerOf =>
  (call) =>
    answers[call.id];
const page = (kind: RouteKind) => {
  const definition = cinemasPages[kind];
  if (!definition) throw new Error(`no page for ${kind}`);
  return definition;
};

describe('cinemasPages (catalogue.txt §2 route kinds of the cinemas area)', () => {
  it('maps every kind of the area', () => {
    expect(Object.keys(cinemasPages).sort()).toEqual(
      [
        'Cinema.City.Light',
        'Cinema.City.Single',
        'Cinema.Light',
        'Cinema.List',
        'Cinema.Single',
        'Experience.Group',
        'Experience.Landing',
        'Experience.Single',
        'Subscription',
      ].sort(),
    );
  });

  it('member-and-shell.txt §2 "A CinemaLight page uses a light header"; the cinema page keeps the default', () => {
    expect(page('Cinema.Light').layout).toEqual({ header: 'light' });
    expect(page('Cinema.Single').layout).toBeUndefined();
    expect(page('Cinema.Light').Component).toBe(page('Cinema.Single').Component);
  });

  it.each([
    ['Cinema.Single', 'cinema'],
    ['Cinema.Light', 'cinema'],
    ['Cinema.City.Single', 'city'],
    ['Cinema.City.Light', 'city'],
    ['Experience.Group', 'experienceGroup'],
    ['Experience.Single', 'experience'],
  ] as const)(
    'catalogue.txt §4 Detail loads: %s marks its own record (%s) as the main call, for the slug',
    (kind, id) => {
      const mains = page(kind)
        .calls(contextFor(kind, 'some-slug'))
        .filter((call) => call.main);
      expect(mains).toEqual([{ id, params: { slug: 'some-slug' }, main: true }]);
    },
  );

  it('the list pages make their calls without params', () => {
    expect(page('Cinema.List').calls(contextFor('Cinema.List'))).toEqual([
      { id: 'cinemas' },
      { id: 'cities' },
      { id: 'tags' },
    ]);
    expect(page('Experience.Landing').calls(contextFor('Experience.Landing'))).toEqual([
      { id: 'experiences' },
      { id: 'technologies' },
    ]);
    expect(page('Subscription').calls(contextFor('Subscription'))).toEqual([
      { id: 'cinepass' },
      { id: 'cinepassCurrentShows' },
      { id: 'shows' },
    ]);
  });
});

describe('seo() of the cinemas area', () => {
  const cinemaContext = contextFor('Cinema.Single', cinema.slug);

  it("a cinema's title and description come from its record's seo; its backdrop is the link preview's picture (issue 20 og:image)", () => {
    expect(page('Cinema.Single').seo(cinemaContext, answering({ cinema }), t)).toEqual({
      title: 'Marquee Beaugrenelle – Paris',
      description: cinema.seo.description,
      image: cinema.backdrop,
    });
  });

  it('without seo, a cinema is titled by its name and city through translations', () => {
    const bare = { ...cinema, seo: null };
    expect(page('Cinema.Single').seo(cinemaContext, answering({ cinema: bare }), t)).toEqual({
      title: 'cinemas.cinema.seoTitle {"name":"Marquee Beaugrenelle","city":"Paris"}',
      description: 'cinemas.cinema.seoDescription {"name":"Marquee Beaugrenelle"}',
      image: cinema.backdrop,
    });
  });

  it('without an answer (or with one the contract refuses) the site defaults apply', () => {
    expect(page('Cinema.Single').seo(cinemaContext, answering({}), t)).toEqual({});
    expect(page('Cinema.Single').seo(cinemaContext, answering({ cinema: { name: 42 } }), t)).toEqual({});
  });

  it('a city falls back to "Cinemas in {{city}}"', () => {
    const context = contextFor('Cinema.City.Single', city.slug);
    expect(page('Cinema.City.Single').seo(context, answering({ city: { ...city, seo: { title: ' ' } } }), t)).toEqual({
      title: 'cinemas.city.seoTitle {"city":"Paris"}',
      description: 'cinemas.city.seoDescription {"city":"Paris"}',
    });
  });

  it('an experience is titled after its title, described by its headline', () => {
    const context = contextFor('Experience.Single', experience.slug);
    expect(page('Experience.Single').seo(context, answering({ experience }), t)).toEqual({
      title: 'cinemas.experience.seoTitle {"title":"IMAX"}',
      description: experience.headline,
    });
  });

  it("the cinemas list is titled by translations naming the site's country in the page's language", () => {
    expect(page('Cinema.List').seo(contextFor('Cinema.List'), answering({}), t)).toEqual({
      title: 'cinemas.list.seoTitle {"country":"France"}',
      description: 'cinemas.list.seoDescription {"country":"France"}',
    });
    const dutch: PageContext = { ...contextFor('Cinema.List'), site: 'nl', language: 'nl' };
    expect(page('Cinema.List').seo(dutch, answering({}), t).title).toBe(
      'cinemas.list.seoTitle {"country":"Nederland"}',
    );
    const swissGerman: PageContext = { ...contextFor('Cinema.List'), site: 'ch', language: 'de' };
    expect(page('Cinema.List').seo(swissGerman, answering({}), t).title).toBe(
      'cinemas.list.seoTitle {"country":"Schweiz"}',
    );
  });

  it('member-and-shell.txt §2: the light city page uses the light header and the city page keeps the default', () => {
    expect(page('Cinema.City.Light').layout).toEqual({ header: 'light' });
    expect(page('Cinema.City.Single').layout).toBeUndefined();
  });

  it('catalogue.txt §2 City light page: only the city, its cinemas and their experiences; the city page adds cities and shows', () => {
    const ids = (kind: RouteKind) =>
      page(kind)
        .calls(contextFor(kind, 'paris'))
        .map((call) => call.id);
    expect(ids('Cinema.City.Light')).toEqual(['city', 'cinemas', 'tags']);
    expect(ids('Cinema.City.Single')).toEqual(['city', 'cinemas', 'tags', 'cities', 'shows']);
  });

  it('issue 21: the experience article loads the shows playing with it (catalogue.txt §7 gpxp/{slug}/shows) and their titles with the page', () => {
    expect(page('Experience.Single').calls(contextFor('Experience.Single', 'imax'))).toEqual([
      { id: 'experience', params: { slug: 'imax' }, main: true },
      { id: 'experienceShows', params: { slug: 'imax' } },
      { id: 'shows' },
      { id: 'cinemas' },
    ]);
  });

  it('the light city page takes its SEO from the city record like the city page', () => {
    const context = contextFor('Cinema.City.Light', city.slug);
    expect(page('Cinema.City.Light').seo(context, answering({ city }), t)).toEqual({
      title: city.seo.title,
      description: city.seo.description,
    });
  });
});
