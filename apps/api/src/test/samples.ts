import { apiDate, sites, type ApiCallId } from '@marquee/data';
import { demoCalendarToken } from '../demo/generate.ts';
import { developmentCaptchaToken } from '../http/captcha.ts';

/**
 * A valid request per registry call, on the demo data: the contract tests
 * send each and validate the answer against the call's response schema; the
 * fuzz tests mutate them; the benchmark times some.
 */

export interface SampleRequest {
  path: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: unknown;
  status?: number;
}

export const devClient = 'demo-client';
export const bearer = { authorization: `Bearer dev:${devClient}` };
const captcha = { 'x-recaptcha-response': developmentCaptchaToken };

export function sampleRequests(now: Date): Record<ApiCallId, SampleRequest[]> {
  const today = apiDate(now, sites.fr.timeZone);
  const nl = { 'x-marquee-site': 'nl' };
  return {
    alerts: [{ path: '/api/alerts?language=fr' }],
    nativeAd: [{ path: '/api/native-ad?language=fr' }],
    cinemas: [{ path: '/api/cinemas?language=fr' }, { path: '/api/cinemas?language=nl', headers: nl }],
    cinema: [{ path: '/api/cinema/marquee-beaugrenelle?language=fr' }, { path: '/api/cinema/marquee-clichy' }],
    cinemaShows: [{ path: '/api/cinema/marquee-beaugrenelle/shows?language=fr' }],
    cinemaTranslate: [{ path: '/api/cinema/marquee-beaugrenelle/translate' }],
    cities: [{ path: '/api/cities?language=fr' }, { path: '/api/cities', headers: nl }],
    city: [{ path: '/api/city/paris?language=fr' }, { path: '/api/city/s-gravenhage', headers: nl }],
    cinepass: [{ path: '/api/cinepass?language=fr' }],
    cinepassCurrentShows: [{ path: '/api/cinepass/current-shows?language=fr' }],
    ecards: [{ path: '/api/ecards?language=fr' }],
    events: [{ path: '/api/events?language=fr' }],
    event: [{ path: '/api/event/saison-opera-ballet?language=fr' }, { path: '/api/event/saison-opera-2025' }],
    eventShows: [{ path: '/api/event/saison-opera-ballet/shows?language=fr' }],
    showShowtimesByDate: [{ path: `/api/show/orbite-10002/showtimes/${today}?language=fr` }],
    showShowtimesByDateAndArea: [
      { path: `/api/show/orbite-10002/showtimes/${today}/marquee-beaugrenelle?language=fr` },
      { path: `/api/show/orbite-10002/showtimes/${today}/idf?language=fr` },
    ],
    showShowtimesByCinema: [
      { path: '/api/show/orbite-10002/showtimes/marquee-beaugrenelle?language=fr' },
      { path: '/api/show/projet-atlas-10041/showtimes/marquee-beaugrenelle?language=fr' },
    ],
    showShowtimesByCinemaAndDate: [
      { path: `/api/show/orbite-10002/showtimes/marquee-beaugrenelle/${today}?language=fr` },
    ],
    show: [
      { path: '/api/show/orbite-10002?language=fr' },
      { path: '/api/show/orbit-10002?language=en' },
      { path: '/api/show/le-vieux-cinema-10049', status: 410 },
    ],
    showTranslate: [{ path: '/api/show/orbite-10002/translate' }],
    showCinemas: [{ path: '/api/show/orbite-10002/cinemas?language=fr' }],
    shows: [{ path: '/api/shows?language=fr' }, { path: '/api/shows?language=nl', headers: nl }],
    vod: [{ path: '/api/vod?language=fr' }],
    clientStatus: [{ path: `/api/client/${devClient}`, headers: bearer }],
    addFavouriteCinema: [
      { path: `/api/client/${devClient}/cinema/marquee-wepler`, method: 'POST', headers: bearer, status: 204 },
    ],
    removeFavouriteCinema: [
      { path: `/api/client/${devClient}/cinema/marquee-wepler`, method: 'DELETE', headers: bearer, status: 204 },
    ],
    clientFeelings: [
      {
        path: `/api/client/${devClient}/shows`,
        method: 'POST',
        headers: bearer,
        body: { showSlugs: ['orbite-10002', 'la-derniere-seance-10001'] },
      },
    ],
    setIntention: [
      { path: `/api/client/${devClient}/show/orbite-10002/intention`, method: 'POST', headers: bearer, body: {} },
    ],
    setEmotion: [
      {
        path: `/api/client/${devClient}/show/orbite-10002/emotion`,
        method: 'POST',
        headers: bearer,
        body: { emotion: 3 },
      },
    ],
    account: [
      { path: '/api/accounts/me', headers: bearer },
      { path: '/api/v1/accounts/me', headers: bearer },
    ],
    favouriteCinemas: [{ path: '/api/accounts/me/cinemas', headers: bearer }],
    addFavouriteCinemas: [
      { path: '/api/accounts/me/cinemas', method: 'PATCH', headers: bearer, body: { cinemas: ['marquee-wepler'] } },
    ],
    removeFavouriteCinemas: [
      { path: '/api/accounts/me/cinemas', method: 'DELETE', headers: bearer, body: { cinemas: ['marquee-wepler'] } },
    ],
    webview: [{ path: '/api/webview' }],
    logout: [{ path: '/api/logout', method: 'POST', status: 204 }],
    calendarFeedStatus: [{ path: `/api/client/${devClient}/calendar`, headers: bearer }],
    // Another member: the demo member's seeded feed stays for the calendarFeed sample.
    createCalendarFeed: [
      {
        path: '/api/client/sample-feed/calendar',
        method: 'POST',
        headers: { authorization: 'Bearer dev:sample-feed' },
      },
    ],
    revokeCalendarFeed: [
      {
        path: '/api/client/sample-feed/calendar',
        method: 'DELETE',
        headers: { authorization: 'Bearer dev:sample-feed' },
        status: 204,
      },
    ],
    calendarFeed: [
      { path: `/api/calendar/${demoCalendarToken}.ics` },
      { path: `/api/calendar/${demoCalendarToken}.ics?language=en` },
      { path: '/api/calendar/no-such-feed.ics', status: 404 },
    ],
    showtimeNews: [{ path: `/api/client/${devClient}/showtime-news`, headers: bearer }],
    acknowledgeShowtimeNews: [
      { path: `/api/client/${devClient}/showtime-news/seen`, method: 'POST', headers: bearer, status: 204 },
    ],
    giftCard: [{ path: '/api/gift-card/6048000000000001/1234', headers: captcha }],
    voucher: [
      { path: '/api/voucher/FR-VALID-0001', headers: captcha },
      { path: '/api/voucher/NOPE-0000', headers: captcha },
    ],
    vouchers: [{ path: '/api/cms/1.0.0/vouchers?language=fr' }],
    subscriptionOffers: [{ path: '/api/cms/1.0.0/subscription/subscription-offers?catalog=1&language=fr' }],
    permanentAutopromo: [{ path: '/api/permanent-autopromo?language=fr' }],
    cinemaReleasesContent: [{ path: '/api/cinema-releases/content?language=fr' }],
    experiences: [{ path: '/api/gpxp?language=fr' }],
    experience: [{ path: '/api/gpxp/imax?language=fr' }],
    experienceShows: [{ path: '/api/gpxp/imax/shows?language=fr' }],
    technologies: [{ path: '/api/technologies?language=fr' }],
    experienceGroup: [{ path: '/api/experience-group/technologies?language=fr' }],
    masterTemplatePages: [{ path: '/api/master-template/pages?language=fr' }],
    masterTemplatePage: [{ path: '/api/master-template/page/about?language=fr' }],
    masterTemplatePageTranslate: [{ path: '/api/master-template/page/about/translate' }],
    news: [{ path: '/api/news?language=fr' }, { path: '/api/news?language=fr&page=2&type=news' }],
    newsItem: [{ path: '/api/news/la-derniere-seance-rencontre-avec-yasmine-haddad-1-old?language=fr' }],
    newsTranslate: [{ path: '/api/news/la-derniere-seance-rencontre-avec-yasmine-haddad-1/translate' }],
    offersPage: [{ path: '/api/offers/page?language=fr' }],
    newsOffers: [{ path: '/api/news-offers?language=fr' }],
    promotions: [{ path: '/api/offers/promotion?language=fr' }],
    temporaryOffers: [{ path: '/api/offers/temporary?language=fr' }],
    offer: [{ path: '/api/offer/mardi-malin-les-veilleurs-du-phare-a-petit-prix-4?language=fr' }],
    offerTranslate: [{ path: '/api/offer/mardi-malin-les-veilleurs-du-phare-a-petit-prix-4/translate' }],
    article: [{ path: '/api/article/la-derniere-seance-rencontre-avec-yasmine-haddad-1?language=fr' }],
    articleTranslate: [{ path: '/api/article/la-derniere-seance-rencontre-avec-yasmine-haddad-1/translate' }],
    featured: [{ path: '/api/featured?type=home&language=fr' }],
    settings: [{ path: '/api/settings' }, { path: '/api/settings', headers: nl }],
    tags: [{ path: '/api/tags?language=fr' }],
    versions: [{ path: '/api/versions?language=fr' }],
    youtubeLatest: [{ path: '/api/youtube/latest?language=fr' }],
    zone: [{ path: '/api/zone?language=fr', headers: { 'x-geo-position': '48.85,2.35' } }],
    zoneById: [{ path: '/api/zone/idf?language=fr' }, { path: '/api/zone/amsterdam', headers: nl }],
    footer: [{ path: '/api/footer?language=fr' }],
    footerFaq: [{ path: '/api/footer/faq?language=fr' }],
    search: [
      { path: '/api/search/full?q=ORBITE&language=fr' },
      { path: '/api/search/full?q=seance&type=show&language=fr' },
    ],
    faqArticleBySlug: [
      { path: '/api/faq/article/slug/online-reservation-book-tickets-online?language=fr' },
      { path: '/api/faq/article/slug/programming-age-ratings', status: 204 },
    ],
    faqArticleById: [{ path: '/api/faq/article/id/1?language=fr' }],
    faqCategory: [{ path: '/api/faq/category/1?language=fr' }],
    // member §9 chat desk in nl only: the other sites have none (decision 0051).
    faqChatAvailability: [
      { path: '/api/faq/chat-availability?language=nl', headers: nl },
      { path: '/api/faq/chat-availability?language=fr', status: 404 },
    ],
  };
}
