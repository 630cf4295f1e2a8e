import { awaitsGeolocatedZone } from '../locator/choice.ts';
import { defaultLayout, type PageCall, type PageContext, type PageLayout } from '../page.ts';
import { headerPushPlaced, headerPushType } from './headerPush.ts';

/**
 * The GETs the shell reads, with the same (empty) params and query as its hooks, so the site's
 * loader can put them in the SWR fallback next to the page's own calls. None is `main`: a failed
 * call only leaves its part of the shell out (no alert, no API footer columns, no client-area links).
 * The search call is not here: it runs in the browser once the visitor types.
 */
export function shellCalls(context: PageContext, layout: PageLayout = defaultLayout): PageCall[] {
  const calls: PageCall[] = [
    // clientUrl for the member links of the header (settings carry no language: member §7).
    { id: 'settings' },
    // member §4 "each page view fetches alerts": the shell asks again on every client navigation.
    { id: 'alerts' },
    // The header's Cinemas link and the footer's Cinemas column.
    { id: 'cinemas' },
    { id: 'cities' },
  ];
  // member §2 Header push, under the full header.
  if (headerPushPlaced(context.target, layout)) calls.push({ id: 'featured', query: { type: headerPushType } });
  // member §4 load-fail: the locator's zone (the film page's showtimes follow it) is in the first render too.
  if (awaitsGeolocatedZone(context)) calls.push({ id: 'zone' });
  if (layout.footer) {
    // The legal links' master-template pages, whose slugs are the page's language's.
    calls.push({ id: 'footer' }, { id: 'masterTemplatePages' });
    if (layout.footerFaq) calls.push({ id: 'footerFaq' });
  }
  return calls;
}
