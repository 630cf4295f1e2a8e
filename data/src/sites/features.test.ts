import { describe, expect, it } from 'vitest';
import { siteCodes, type SiteCode } from './sites.ts';
import {
  defaultFeatures,
  enabledSocialNetworks,
  featureNames,
  featuresFor,
  socialNetworkLabel,
  type FeatureName,
} from './features.ts';

const all = siteCodes;
const allBut = (...except: SiteCode[]) => all.filter((site) => !except.includes(site));

/** member-and-shell.txt §9 Feature switches by country: the sites where each switch is on. */
const onIn: Record<FeatureName, readonly SiteCode[]> = {
  authenticationEnabled: all,
  businessCodeEnabled: ['fr', 'ch', 'nl'],
  favoriteCinemasEnabled: all,
  giftCardEnabled: ['nl'],
  filter3dEnabled: ['sn', 'tn', 'ci', 'ma'],
  familyFilterEnabled: allBut('be'),
  vipFilterEnabled: allBut('be', 'tn', 'sn', 'nl'),
  seasonMultipleSelectionEnabled: ['fr', 'ch'],
  showtimesByVersionEnabled: ['ch', 'nl'],
  vodEnabled: ['fr', 'nl'],
  walletEnabled: all,
  voucherGiftingEnabled: ['fr'],
  voucherCheckerEnabled: ['nl'],
  cinepassSubscriptionEnabled: ['fr'],
  passSubscriptionEnabled: ['ch'],
  unlimitedSubscriptionEnabled: ['nl'],
  facebookEnabled: all,
  instagramEnabled: all,
  tiktokEnabled: ['fr', 'ch', 'tn', 'nl'],
  twitterEnabled: ['fr', 'nl'],
  youtubeEnabled: ['fr', 'be', 'nl'],
  previewEnabled: allBut('nl'),
  presaleEnabled: allBut('nl'),
  chatDeskEnabled: ['nl'],
  experienceTrackingEnabled: ['fr'],
  tagInsteadOfVersion: ['ch'],
  // Settings toggles the spec names without values (docs/decisions/0009-sites-config.md).
  offersMenuDisplayed: all,
  homeVideoEnabled: ['fr', 'nl'],
  businessEnabled: all,
  cinemaFullList: allBut('fr', 'nl'),
  trackingEnabled: all,
  smartBannerEnabled: all,
};

describe('member-and-shell.txt §9 Feature switches by country', () => {
  it('knows exactly the switches of the table', () => {
    expect([...featureNames].sort()).toEqual(Object.keys(onIn).sort());
  });

  it.each(all)('%s has the spec default or its country exception for every switch', (site) => {
    const features = defaultFeatures(site);
    for (const name of featureNames) {
      expect({ name, on: features[name] }).toEqual({ name, on: onIn[name].includes(site) });
    }
  });

  it('lets the API settings.features override the defaults, per switch', () => {
    const features = featuresFor('nl', { giftCardEnabled: false, vodEnabled: true, twitterEnabled: false });
    expect(features.giftCardEnabled).toBe(false);
    expect(features.twitterEnabled).toBe(false);
    expect(features.voucherCheckerEnabled).toBe(true);
    expect(featuresFor('be', { vodEnabled: true }).vodEnabled).toBe(true);
  });

  it.each([null, undefined, 'on', 42, [true], { unknownFlag: true, giftCardEnabled: 'yes', walletEnabled: 0 }])(
    'ignores an API value it cannot read (%j) and keeps the defaults',
    (apiFeatures) => {
      expect(featuresFor('fr', apiFeatures)).toEqual(defaultFeatures('fr'));
    },
  );
});

describe('member-and-shell.txt §9 Social networks per country, §2 Footer (twitter labelled X)', () => {
  it.each([
    ['fr', ['facebook', 'instagram', 'tiktok', 'twitter', 'youtube']],
    ['ch', ['facebook', 'instagram', 'tiktok']],
    ['be', ['facebook', 'instagram', 'youtube']],
    ['nl', ['facebook', 'instagram', 'tiktok', 'twitter', 'youtube']],
    ['tn', ['facebook', 'instagram', 'tiktok']],
    ['sn', ['facebook', 'instagram']],
    ['ci', ['facebook', 'instagram']],
    ['ma', ['facebook', 'instagram']],
  ] as const)('%s links to %j', (site, networks) => {
    expect(enabledSocialNetworks(defaultFeatures(site))).toEqual(networks);
  });

  it('labels twitter X', () => {
    expect(socialNetworkLabel('twitter')).toBe('X');
  });
});
