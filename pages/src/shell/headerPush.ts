import type { RouteTarget } from '@marquee/data';
import type { PageLayout } from '../page.ts';

/**
 * The featured call's page type of the header push. member §7 lists "header and home pushes" among
 * the calls whose paths are not shown; the home's are `featured?type=home`, so the header's are
 * `featured?type=header` (decision 0052).
 */
export const headerPushType = 'header';

/**
 * Where the push shows: under the site's full header, not on error pages (decision 0044: a header
 * with nothing of the page in it) nor under the light or hidden headers.
 */
export function headerPushPlaced(target: RouteTarget, layout: PageLayout): boolean {
  return layout.header === 'default' && target.kind !== 'ErrorClient';
}
