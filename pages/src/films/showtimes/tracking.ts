import type { FeatureSwitches } from '@marquee/data';

/** The GA4 `select_item` event of Book now (member-and-shell.txt §2 Showtime details panel). */
export interface SelectItemEvent {
  event: 'select_item';
  ecommerce: {
    item_list_name: string;
    items: { item_id: string; item_name: string; item_category: string; location_id: string }[];
  };
}

export interface BookedShowtime {
  showtimeId: string;
  title: string;
  /** The version code (vf, vost...). */
  version: string;
  cinemaSlug: string;
  /** Where the showtime was chosen, e.g. "show_page". */
  listName: string;
}

export function selectItemEvent({ showtimeId, title, version, cinemaSlug, listName }: BookedShowtime): SelectItemEvent {
  return {
    event: 'select_item',
    ecommerce: {
      item_list_name: listName,
      items: [{ item_id: showtimeId, item_name: title, item_category: version, location_id: cinemaSlug }],
    },
  };
}

interface DataLayerHost {
  dataLayer?: unknown[];
}

/**
 * Pushes the event to the tag manager's `dataLayer`, creating it when the tag manager has not
 * loaded yet; nothing where the site's tracking switch is off (member §9 track flags, decision 0048).
 */
export function pushSelectItem(
  showtime: BookedShowtime,
  features: Pick<FeatureSwitches, 'trackingEnabled'>,
  host: DataLayerHost = globalThis as DataLayerHost,
): void {
  if (!features.trackingEnabled) return;
  host.dataLayer ??= [];
  host.dataLayer.push(selectItemEvent(showtime));
}
