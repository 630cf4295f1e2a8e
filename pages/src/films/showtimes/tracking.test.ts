import { describe, expect, it } from 'vitest';
import { defaultFeatures, siteCodes } from '@marquee/data';
import { pushSelectItem } from './tracking.ts';

const booked = {
  showtimeId: 'V0006S101599',
  title: 'Orbite',
  version: 'vf',
  cinemaSlug: 'marquee-alesia',
  listName: 'show_page',
};

const tracked = { trackingEnabled: true };

describe('member-and-shell.txt §2 Showtime details panel: Book now fires a select_item event', () => {
  it('pushes the GA4 select_item shape to the dataLayer', () => {
    const host = { dataLayer: [{ event: 'gtm.js' }] as unknown[] };
    pushSelectItem(booked, tracked, host);
    expect(host.dataLayer).toHaveLength(2);
    expect(host.dataLayer[1]).toEqual({
      event: 'select_item',
      ecommerce: {
        item_list_name: 'show_page',
        items: [{ item_id: 'V0006S101599', item_name: 'Orbite', item_category: 'vf', location_id: 'marquee-alesia' }],
      },
    });
  });

  it('creates the dataLayer when the tag manager has not loaded yet', () => {
    const host: { dataLayer?: unknown[] } = {};
    pushSelectItem(booked, tracked, host);
    expect(host.dataLayer).toHaveLength(1);
  });
});

describe('decision 0048: trackingEnabled (member-and-shell.txt §9 track flags) gates the select_item event', () => {
  it.each(siteCodes)('%s: Book now pushes select_item with the country default (tracking on)', (site) => {
    const host: { dataLayer?: unknown[] } = {};
    pushSelectItem(booked, defaultFeatures(site), host);
    expect(host.dataLayer).toHaveLength(1);
  });

  it('with tracking switched off by the settings, Book now pushes nothing and creates no dataLayer', () => {
    const host: { dataLayer?: unknown[] } = {};
    pushSelectItem(booked, { ...defaultFeatures('nl'), trackingEnabled: false }, host);
    expect(host.dataLayer).toBeUndefined();
  });
});
