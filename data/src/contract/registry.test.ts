import { describe, expect, it } from 'vitest';
import { apiCallList, apiCalls, pathParamNames } from './registry.ts';

const byPath = (method: string, path: string) =>
  apiCallList.find((call) => call.method === method && call.path === path);

// Every call named in catalogue.txt §7 and member-and-shell.txt §7 (the chat service is not under /api).
const specCalls: [string, string][] = [
  ...[
    'alerts',
    'native-ad',
    'cinemas',
    'cinema/{slug}',
    'cinema/{slug}/shows',
    'cinema/{slug}/translate',
    'cities',
    'city/{slug}',
    'cinepass',
    'cinepass/current-shows',
    'ecards',
    'events',
    'event/{slug}',
    'event/{slug}/shows',
    'show/{slug}/showtimes/{date}',
    'show/{slug}/showtimes/{date}/{cinemaOrZone}',
    'show/{slug}',
    'show/{slug}/translate',
    'show/{slug}/cinemas',
    'shows',
    'vod',
    'client/{id}',
    'gift-card/{a}/{b}',
    'voucher/{code}',
    'gpxp',
    'gpxp/{slug}',
    'gpxp/{slug}/shows',
    'technologies',
    'experience-group/{slug}',
    'master-template/pages',
    'master-template/page/{slug}',
    'master-template/page/{slug}/translate',
    'news',
    'news/{slug}',
    'news/{slug}/translate',
    'offers/page',
    'news-offers',
    'offers/promotion',
    'offers/temporary',
    'offer/{slug}',
    'offer/{slug}/translate',
    'article/{slug}',
    'article/{slug}/translate',
    'featured',
    'settings',
    'tags',
    'versions',
    'youtube/latest',
    'zone',
    'zone/{id}',
    'footer',
    'footer/faq',
    'search/full',
    'accounts/me',
    'accounts/me/cinemas',
    'webview',
    'faq/article/slug/{slug}',
    'faq/article/id/{id}',
    'faq/category/{id}',
    'cinema-releases/content',
    'cms/1.0.0/subscription/subscription-offers',
    'cms/1.0.0/vouchers',
    'permanent-autopromo',
  ].map((path): [string, string] => ['GET', path]),
  ['POST', 'client/{id}/cinema/{slug}'],
  ['DELETE', 'client/{id}/cinema/{slug}'],
  ['POST', 'client/{id}/shows'],
  ['POST', 'client/{id}/show/{slug}/intention'],
  ['POST', 'client/{id}/show/{slug}/emotion'],
  ['PATCH', 'accounts/me/cinemas'],
  ['DELETE', 'accounts/me/cinemas'],
  ['POST', 'logout'],
];

describe('call registry (catalogue.txt §7, member-and-shell.txt §7)', () => {
  it('describes every call of the spec', () => {
    const missing = specCalls.filter(([method, path]) => byPath(method, path) === undefined);
    expect(missing.map(([method, path]) => `${method} ${path}`)).toEqual([]);
  });

  it('also serves the real API showtimes order, cinema before date (real-api.md open question 1)', () => {
    expect(byPath('GET', 'show/{slug}/showtimes/{cinema}')).toBeDefined();
    expect(byPath('GET', 'show/{slug}/showtimes/{cinema}/{date}')).toBeDefined();
  });

  it('has unique ids, and each params schema names exactly the path params', () => {
    expect(new Set(apiCallList.map((call) => call.id)).size).toBe(apiCallList.length);
    for (const call of apiCallList) {
      const shape = 'shape' in call.params ? Object.keys(call.params.shape as object) : [];
      expect(shape.sort(), call.id).toEqual(pathParamNames(call.path).sort());
    }
  });

  it('every call has a response schema except the 204 writes; bodies only on writes', () => {
    const noBody = apiCallList.filter((call) => call.response === null).map((call) => call.id);
    expect(noBody.sort()).toEqual([
      'acknowledgeShowtimeNews',
      'addFavouriteCinema',
      'removeFavouriteCinema',
      'revokeCalendarFeed',
    ]);
    for (const call of apiCallList) if (call.method === 'GET') expect(call.body, call.id).toBeNull();
  });

  it('member-and-shell.txt §7: settings is the only call without language', () => {
    expect(apiCallList.filter((call) => !call.language).map((call) => call.id)).toEqual(['settings']);
  });

  it('member-and-shell.txt §7: feelings, intention and emotion skip the global error handling', () => {
    expect(apiCallList.filter((call) => call.skipGlobalErrorHandling).map((call) => call.id)).toEqual([
      'clientFeelings',
      'setIntention',
      'setEmotion',
    ]);
  });

  it('member-and-shell.txt §7: client calls carry the bearer, the webview call does not; accounts go to the client area', () => {
    expect(apiCalls.clientStatus.bearer && apiCalls.setEmotion.bearer && apiCalls.account.bearer).toBe(true);
    expect(apiCalls.webview.bearer).toBe(false);
    expect(apiCallList.filter((call) => call.clientArea).every((call) => call.path.startsWith('accounts/me'))).toBe(
      true,
    );
  });

  it('member-and-shell.txt §7 FAQ chat availability (path not shown, decision 0051): a GET with the chat service’s instructions, 404 without a desk', () => {
    expect(apiCalls.faqChatAvailability).toMatchObject({
      method: 'GET',
      path: 'faq/chat-availability',
      statuses: [404],
    });
    expect(apiCalls.faqChatAvailability.response.parse({}).instructions).toEqual([]);
  });

  it('typed outcomes: show may be gone (410), the FAQ article by slug may answer 204', () => {
    expect(apiCalls.show.statuses).toContain(410);
    expect(apiCalls.faqArticleBySlug.statuses).toContain(204);
  });

  it('decision 0042: the member’s calendar and news calls carry the bearer; the feed itself is a private text/calendar GET without one', () => {
    const beyond = apiCallList.filter((call) => call.spec.startsWith('decision 0042'));
    expect(beyond.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'DELETE client/{id}/calendar',
      'GET calendar/{token}.ics',
      'GET client/{id}/calendar',
      'GET client/{id}/showtime-news',
      'POST client/{id}/calendar',
      'POST client/{id}/showtime-news/seen',
    ]);
    for (const call of beyond) expect(call.bearer, call.id).toBe(call.id !== 'calendarFeed');
    expect(apiCalls.calendarFeed).toMatchObject({ mediaType: 'text/calendar', caching: 'private', statuses: [404] });
    expect(apiCallList.filter((call) => call.mediaType !== 'application/json').map((call) => call.id)).toEqual([
      'calendarFeed',
    ]);
  });

  it('catalogue GETs may be kept by shared caches; bearer calls and writes by nobody', () => {
    expect(apiCalls.shows.caching).toBe('public');
    expect(apiCalls.clientStatus.caching).toBe('none');
    expect(apiCalls.logout.caching).toBe('none');
  });

  it('voucher and gift card declare the captcha header', () => {
    expect(apiCalls.voucher.headers?.safeParse({}).success).toBe(false);
    expect(apiCalls.giftCard.headers?.safeParse({ 'x-recaptcha-response': 't' }).success).toBe(true);
  });
});
