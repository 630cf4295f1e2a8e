import { describe, expect, it } from 'vitest';
import { defaultFeatures, siteCodes } from '@marquee/data';
import { createDataLayer, type DataLayerHost } from './dataLayer.ts';
import { trackSelectItem } from './selectItem.ts';

const booked = {
  showtimeId: 'V0006S101599',
  title: 'Orbite',
  version: 'vf',
  cinemaSlug: 'marquee-alesia',
  listName: 'cinema_page',
  experiences: ['imax'],
} as const;

function layerOn() {
  const host: DataLayerHost = {};
  return { host, layer: createDataLayer(host) };
}

describe('issue 21: no tracking event before consent', () => {
  it('without the visitor’s consent nothing is pushed and no dataLayer is created', () => {
    const { host, layer } = layerOn();
    expect(trackSelectItem(booked, defaultFeatures('fr'), layer)).toBe(false);
    expect(host.dataLayer).toBeUndefined();
  });

  it('with consent, Book now pushes select_item; consent withdrawn, nothing more', () => {
    const { host, layer } = layerOn();
    layer.setConsent(true);
    expect(trackSelectItem(booked, defaultFeatures('fr'), layer)).toBe(true);
    expect(host.dataLayer).toEqual([
      {
        event: 'select_item',
        ecommerce: {
          item_list_name: 'cinema_page',
          items: [
            {
              item_id: 'V0006S101599',
              item_name: 'Orbite',
              item_category: 'vf',
              location_id: 'marquee-alesia',
              item_variant: 'imax',
            },
          ],
        },
      },
    ]);
    layer.setConsent(false);
    trackSelectItem(booked, defaultFeatures('fr'), layer);
    expect(host.dataLayer).toHaveLength(1);
  });

  it('member §4: a second select_item first clears the fields of the first', () => {
    const { host, layer } = layerOn();
    layer.setConsent(true);
    trackSelectItem(booked, defaultFeatures('nl'), layer);
    trackSelectItem(booked, defaultFeatures('nl'), layer);
    expect(host.dataLayer?.[1]).toEqual({ ecommerce: undefined });
    expect(host.dataLayer).toHaveLength(3);
  });
});

describe('decision 0048: trackingEnabled (member-and-shell.txt §9 track flags) gates every event', () => {
  it.each(siteCodes)('%s: with consent, Book now pushes select_item with the country default (tracking on)', (site) => {
    const { host, layer } = layerOn();
    layer.setConsent(true);
    trackSelectItem(booked, defaultFeatures(site), layer);
    expect(host.dataLayer).toHaveLength(1);
  });

  it('with tracking switched off by the settings, even with consent nothing is pushed', () => {
    const { host, layer } = layerOn();
    layer.setConsent(true);
    trackSelectItem(booked, { ...defaultFeatures('nl'), trackingEnabled: false }, layer);
    expect(host.dataLayer).toBeUndefined();
  });

  it('member §9: experiences ride along only where experience tracking is on (fr)', () => {
    const { host, layer } = layerOn();
    layer.setConsent(true);
    trackSelectItem(booked, defaultFeatures('nl'), layer);
    expect(JSON.stringify(host.dataLayer)).not.toContain('item_variant');
  });
});
