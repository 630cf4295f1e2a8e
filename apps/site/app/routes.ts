import { route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { routePatterns, siteCodes, sites, type RouteKind } from '@marquee/data';

/**
 * issue 8 "Every route kind ... mounted from the data route table": every path shape of every
 * site and language (catalogue.txt §2), each leading to its kind's module. React Router matches
 * the shape; the loader then matches the same address against the visitor's site, so a path that
 * exists only on another site is not found here.
 */
const modules: Record<RouteKind, string> = {
  'Movies.Home': 'routes/films/home.tsx',
  'Shows.List': 'routes/films/shows-list.tsx',
  'Shows.Movie': 'routes/films/show.tsx',
  'Shows.Entertainment': 'routes/films/show.tsx',
  'Shows.Upcoming': 'routes/films/upcoming.tsx',
  'Shows.EntertainmentList': 'routes/films/events.tsx',
  Season: 'routes/films/season.tsx',
  'Season.EventSpecial': 'routes/films/season.tsx',
  'Season.BrandedEvents': 'routes/films/season.tsx',
  'Cinema.List': 'routes/cinemas/list.tsx',
  'Cinema.Single': 'routes/cinemas/cinema.tsx',
  'Cinema.Light': 'routes/cinemas/cinema-light.tsx',
  'Cinema.City.Single': 'routes/cinemas/city.tsx',
  'Cinema.City.Light': 'routes/cinemas/city-light.tsx',
  'Experience.Landing': 'routes/cinemas/experiences.tsx',
  'Experience.Group': 'routes/cinemas/experience-group.tsx',
  'Experience.Single': 'routes/cinemas/experience.tsx',
  Subscription: 'routes/cinemas/subscription.tsx',
  'Offers.List': 'routes/content/offers.tsx',
  'Offers.Single': 'routes/content/offer.tsx',
  'News.List': 'routes/content/news.tsx',
  'News.Single': 'routes/content/news-item.tsx',
  'Faq.Home': 'routes/content/faq-home.tsx',
  'Faq.ArticleById': 'routes/content/faq-article.tsx',
  'Faq.ArticleBySlug': 'routes/content/faq-article.tsx',
  'Faq.Results': 'routes/content/faq-results.tsx',
  'Faq.Category': 'routes/content/faq-category.tsx',
  'ECards.FiveSeats': 'routes/content/ecards.tsx',
  'ECards.ThreeSeats': 'routes/content/ecards.tsx',
  MobileApp: 'routes/content/mobile-app.tsx',
  Cvd: 'routes/content/legal.tsx',
  GeneralTerms: 'routes/content/legal.tsx',
  Sitemap: 'routes/content/sitemap.tsx',
  VoucherChecker: 'routes/content/card-check.tsx',
  GiftCard: 'routes/content/card-check.tsx',
  MasterTemplate: 'routes/content/master-template.tsx',
  ErrorClient: 'routes/content/error-client.tsx',
  'Auth.Callback': 'routes/content/auth-callback.tsx',
  'Client.Account.Account': 'routes/members/account.tsx',
  'Client.Account.Booking': 'routes/members/bookings.tsx',
};

function pageRoutes(): RouteConfigEntry[] {
  const seen = new Set<string>();
  const routes: RouteConfigEntry[] = [];
  for (const site of siteCodes) {
    for (const language of sites[site].languages) {
      for (const pattern of routePatterns(site, language)) {
        const segments = pattern.segments.map((segment) =>
          typeof segment === 'string' ? segment : `:${segment.param}`,
        );
        if (pattern.languagePrefix && language !== sites[site].defaultLanguage) segments.unshift(language);
        const path = `/${segments.join('/')}`;
        const paths = pattern.filters ? [path, `${path === '/' ? '' : path}/filters/*`] : [path];
        for (const shape of paths) {
          if (seen.has(shape)) continue;
          seen.add(shape);
          routes.push(route(shape, modules[pattern.kind], { id: `${pattern.kind} ${shape}` }));
        }
      }
    }
  }
  return routes;
}

export default [
  route('/robots.txt', 'routes/robots.ts'),
  route('/sitemap.xml', 'routes/sitemap.ts'),
  ...pageRoutes(),
  // Anything else: the not-found page with HTTP 404, the address unchanged (catalogue.txt §2).
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
