import { environmentForHost } from '@marquee/data';
import type { Route } from './+types/robots';
import { siteRequest } from '../site.server.ts';

/**
 * One robots.txt per site: crawl the pages, not the API, the language switch or the error pages;
 * the sitemap of this host. Test environments (`www-{env}` hosts) are closed to crawlers.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { origin } = siteRequest(context);
  const { environment } = environmentForHost(new URL(origin).host);
  const closed = environment !== 'production' && environment !== 'development';
  const lines = closed
    ? ['User-agent: *', 'Disallow: /']
    : ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /switch-language/', `Sitemap: ${origin}/sitemap.xml`];
  return new Response(`${lines.join('\n')}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
