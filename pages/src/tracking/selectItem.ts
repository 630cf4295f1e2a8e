import { selectItemEvent, type ChosenShowtime, type FeatureSwitches } from '@marquee/data';
import { dataLayer as pageDataLayer, type DataLayer } from './dataLayer.ts';

let chosen = 0;

/**
 * member-and-shell.txt §2: choosing a showtime to book fires select_item — with the visitor's
 * consent and the site's tracking switch on (decision 0053). Every choice is its own event.
 */
export function trackSelectItem(
  showtime: ChosenShowtime,
  features: Pick<FeatureSwitches, 'trackingEnabled' | 'experienceTrackingEnabled'>,
  layer: DataLayer = pageDataLayer,
): boolean {
  chosen += 1;
  return layer.push(
    `select_item ${chosen}`,
    selectItemEvent(showtime, { experienceTracking: features.experienceTrackingEnabled }),
    features,
  );
}
