import { describe, expect, it } from 'vitest';
import { routeKinds } from '../routes/table.ts';
import {
  createEventEmitter,
  hashEmail,
  pageTypesWithData,
  pageViewPayload,
  selectItemEvent,
  trackedPageType,
  trackedPageTypes,
  trackingPlatform,
  type PageViewData,
  type PageViewFacts,
  type TrackedPageType,
} from './tracking.ts';

// SHA-256 of "lea@example.fr", computed independently with `printf %s lea@example.fr | sha256sum`.
const leaHash = 'df2174fd1c832932e8e140abd547d40c0d59bb4f9092e5ec9b6dabcecae96309';

const show = {
  copiesCount: 412,
  nationality: 'française',
  next24ShowtimesCount: 36,
  originalTitle: 'Orbit',
  refHubble: '47667',
  title: 'Orbite',
  visa: '160123',
};
const dataOf: Record<keyof typeof pageTypesWithData, PageViewData> = {
  movie: { show },
  entertainment: { show: { ...show, title: 'La Traviata', originalTitle: null, visa: null } },
  cinema: { cinema: { citySlug: 'paris', cinemaSlug: 'marquee-beaugrenelle' } },
  city: { city: { slug: 'paris' } },
  'news-item': { article: { slug: 'festival-2026' } },
  offer: { article: { slug: 'student-price' } },
  experience: { article: { slug: 'imax' } },
};
const needsData = (type: TrackedPageType): type is keyof typeof pageTypesWithData => type in pageTypesWithData;

const known: PageViewFacts = {
  pageType: 'movie',
  language: 'fr',
  country: 'fr',
  viewport: 'desktop',
  user: null,
  data: { show },
};

describe('member-and-shell.txt §3 Client: the email is hashed (SHA-256) for anonymous tracking', () => {
  it('hashes the trimmed, lower-cased email', async () => {
    expect(await hashEmail('lea@example.fr')).toBe(leaHash);
    expect(await hashEmail('  Lea@Example.FR ')).toBe(leaHash);
  });
});

describe('member-and-shell.txt §4 Tracking: the page-view payload of each of the tracked page types, field by field', () => {
  it('tracks exactly the page types the spec lists (faq article once, by id or slug)', () => {
    expect(trackedPageTypes).toHaveLength(26);
    expect(new Set(trackedPageTypes).size).toBe(26);
  });

  it.each(trackedPageTypes)(
    '%s: event, page type, language, upper-cased country, platform, user and its data',
    async (pageType) => {
      const data = needsData(pageType) ? dataOf[pageType] : null;
      expect(
        await pageViewPayload({ pageType, language: 'nl', country: 'nl', viewport: 'mobile', user: null, data }),
      ).toEqual({
        event: 'page_view',
        page_type: pageType,
        language: 'nl',
        country: 'NL',
        platform: 'web-mobile',
        logged: false,
        ...data,
      });
    },
  );

  it.each([
    ['language', { language: null }],
    ['country', { country: undefined }],
    ['user', { user: undefined }],
    ['needed data', { data: undefined }],
  ])('is not built while the %s is unknown', async (_, missing) => {
    expect(await pageViewPayload({ ...known, ...missing })).toBeNull();
  });

  it('names the platform web-desktop or web-mobile (member §9)', () => {
    expect(trackingPlatform('mobile')).toBe('web-mobile');
    expect(trackingPlatform('tablet')).toBe('web-mobile');
    expect(trackingPlatform('desktop')).toBe('web-desktop');
    expect(trackingPlatform('large')).toBe('web-desktop');
  });

  it('carries a signed-in client as logged with the email hash only (member §3: anonymous)', async () => {
    const payload = await pageViewPayload({ ...known, data: null, user: { email: 'lea@example.fr' } });
    expect(payload).toMatchObject({ logged: true, email_hash: leaHash });
    expect(JSON.stringify(payload)).not.toContain('lea@');
  });

  it('is emitted once per page view; an event name sent earlier first has its earlier fields cleared', () => {
    const emitter = createEventEmitter();
    const first = { event: 'page_view', page_type: 'movie', show };
    const second = { event: 'page_view', page_type: 'cinema' };
    expect(emitter.emit('view 1', first)).toEqual([first]);
    expect(emitter.emit('view 1', first)).toEqual([]);
    expect(emitter.emit('view 2', second)).toEqual([{ page_type: undefined, show: undefined }, second]);
  });
});

describe('decision 0053: the page type of each route kind', () => {
  it.each([
    ['Movies.Home', 'home'],
    ['Shows.Movie', 'movie'],
    ['Shows.Entertainment', 'entertainment'],
    ['Shows.Upcoming', 'upcoming-shows'],
    ['Cinema.Light', 'cinema'],
    ['Cinema.City.Light', 'city'],
    ['Faq.ArticleById', 'faq-article'],
    ['Faq.ArticleBySlug', 'faq-article'],
    ['GeneralTerms', 'cgv'],
    ['Subscription', 'subscription-offers'],
    ['ErrorClient', 'error-client'],
  ] as const)('%s is tracked as %s', (kind, type) => {
    expect(trackedPageType(kind)).toBe(type);
  });

  it('every tracked type but 404 (the not-found page has no route) is the type of some route kind', () => {
    const reached = new Set(routeKinds.map(trackedPageType));
    expect(trackedPageTypes.filter((type) => !reached.has(type))).toEqual(['404']);
  });

  it.each([
    'MobileApp',
    'VoucherChecker',
    'GiftCard',
    'MasterTemplate',
    'Auth.Callback',
    'Client.Account.Account',
  ] as const)('%s, which the spec does not list, sends no page view', (kind) => {
    expect(trackedPageType(kind)).toBeNull();
  });
});

describe('member-and-shell.txt §2 Showtime details panel: Book now fires a select_item event', () => {
  const chosen = {
    showtimeId: 'V0006S101599',
    title: 'Orbite',
    version: 'vf',
    cinemaSlug: 'marquee-alesia',
    listName: 'show_page',
    experiences: ['imax', 'dolby'],
  } as const;

  it('is the GA4 select_item shape: the list it was chosen in, the showtime, its film, version and cinema', () => {
    expect(selectItemEvent(chosen, { experienceTracking: false })).toEqual({
      event: 'select_item',
      ecommerce: {
        item_list_name: 'show_page',
        items: [{ item_id: 'V0006S101599', item_name: 'Orbite', item_category: 'vf', location_id: 'marquee-alesia' }],
      },
    });
  });

  it('member §9 experience tracking (fr): the showtime’s experiences ride along as the item variant', () => {
    expect(selectItemEvent(chosen, { experienceTracking: true }).ecommerce.items[0]?.item_variant).toBe('dolby,imax');
    expect(
      selectItemEvent({ ...chosen, experiences: [] }, { experienceTracking: true }).ecommerce.items[0],
    ).not.toHaveProperty('item_variant');
  });
});
