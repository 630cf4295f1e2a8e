import type { RouteKind } from '../routes/table.ts';
import type { SiteCode } from './sites.ts';

/**
 * member-and-shell.txt §9 Feature switches by country, plus the settings toggles it names.
 * Names are the API's `settings.features` keys; `{product}HomeEnabled` and
 * `{product}BusinessEnabled` drop the product placeholder (homeVideoEnabled, businessEnabled).
 */
export interface FeatureSwitches {
  authenticationEnabled: boolean;
  businessCodeEnabled: boolean;
  favoriteCinemasEnabled: boolean;
  giftCardEnabled: boolean;
  filter3dEnabled: boolean;
  familyFilterEnabled: boolean;
  vipFilterEnabled: boolean;
  seasonMultipleSelectionEnabled: boolean;
  showtimesByVersionEnabled: boolean;
  vodEnabled: boolean;
  walletEnabled: boolean;
  voucherGiftingEnabled: boolean;
  voucherCheckerEnabled: boolean;
  cinepassSubscriptionEnabled: boolean;
  passSubscriptionEnabled: boolean;
  unlimitedSubscriptionEnabled: boolean;
  facebookEnabled: boolean;
  instagramEnabled: boolean;
  tiktokEnabled: boolean;
  twitterEnabled: boolean;
  youtubeEnabled: boolean;
  previewEnabled: boolean;
  presaleEnabled: boolean;
  chatDeskEnabled: boolean;
  experienceTrackingEnabled: boolean;
  tagInsteadOfVersion: boolean;
  offersMenuDisplayed: boolean;
  homeVideoEnabled: boolean;
  businessEnabled: boolean;
  cinemaFullList: boolean;
  trackingEnabled: boolean;
  /** member §1 "the smart app banner shows only if the feature is on": named here, on everywhere (decision 0052). */
  smartBannerEnabled: boolean;
}

export type FeatureName = keyof FeatureSwitches;

type Rule = { default: boolean; except?: readonly SiteCode[] };

const on = (...except: SiteCode[]): Rule => ({ default: true, except });
const off = (...except: SiteCode[]): Rule => ({ default: false, except });

/**
 * One line per switch: the default and the countries where it is the other way round, in the
 * spec's own words. Toggles the spec names without values are decided in
 * docs/decisions/0009-sites-config.md.
 */
const featureRules: Record<FeatureName, Rule> = {
  authenticationEnabled: on(),
  businessCodeEnabled: off('fr', 'ch', 'nl'),
  favoriteCinemasEnabled: on(),
  giftCardEnabled: off('nl'),
  filter3dEnabled: off('sn', 'tn', 'ci', 'ma'),
  familyFilterEnabled: on('be'),
  vipFilterEnabled: on('be', 'tn', 'sn', 'nl'),
  seasonMultipleSelectionEnabled: off('fr', 'ch'),
  showtimesByVersionEnabled: off('ch', 'nl'),
  vodEnabled: off('fr', 'nl'),
  walletEnabled: on(),
  voucherGiftingEnabled: off('fr'),
  voucherCheckerEnabled: off('nl'),
  cinepassSubscriptionEnabled: off('fr'),
  passSubscriptionEnabled: off('ch'),
  unlimitedSubscriptionEnabled: off('nl'),
  facebookEnabled: on(),
  instagramEnabled: on(),
  tiktokEnabled: off('fr', 'ch', 'tn', 'nl'),
  twitterEnabled: off('fr', 'nl'),
  youtubeEnabled: off('fr', 'be', 'nl'),
  previewEnabled: on('nl'),
  presaleEnabled: on('nl'),
  chatDeskEnabled: off('nl'),
  experienceTrackingEnabled: off('fr'),
  tagInsteadOfVersion: off('ch'),
  offersMenuDisplayed: on(),
  // The home-video link goes where VOD is sold.
  homeVideoEnabled: off('fr', 'nl'),
  // A settings toggle without values, on like the others: the business link also needs business codes (rules/shell.ts).
  businessEnabled: on(),
  // The spec lists top cities only for fr and nl; the other sites have few cinemas, listed one by one.
  cinemaFullList: on('fr', 'nl'),
  trackingEnabled: on(),
  smartBannerEnabled: on(),
};

export const featureNames = Object.keys(featureRules) as readonly FeatureName[];

export function defaultFeatures(site: SiteCode): FeatureSwitches {
  const features = {} as FeatureSwitches;
  for (const name of featureNames) {
    const rule = featureRules[name];
    features[name] = rule.except?.includes(site) ? !rule.default : rule.default;
  }
  return features;
}

function isFeatureName(key: string): key is FeatureName {
  return Object.hasOwn(featureRules, key);
}

/**
 * ARCHITECTURE "Feature switches": the API's `settings.features` override the country defaults.
 * Only known names with boolean values count; anything else in the answer is ignored.
 */
export function featuresFor(site: SiteCode, apiFeatures?: unknown): FeatureSwitches {
  const features = defaultFeatures(site);
  if (typeof apiFeatures !== 'object' || apiFeatures === null || Array.isArray(apiFeatures)) return features;
  for (const [key, value] of Object.entries(apiFeatures)) {
    if (isFeatureName(key) && typeof value === 'boolean') features[key] = value;
  }
  return features;
}

/**
 * Pages a switch turns off (member-and-shell.txt §2 "VoucherChecker: only when the feature flag
 * voucherCheckerEnabled is on"; §9 gift card; §9 "cinepass subscription in fr; pass subscription in
 * ch; unlimited subscription in nl", the subscription page's three switches). A page is part of the
 * site when any of its switches is on; where all are off it answers as an unknown address would (404,
 * the not-found page) and nothing links to it (decisions 0048, 0057).
 */
const pageSwitches = {
  VoucherChecker: ['voucherCheckerEnabled'],
  GiftCard: ['giftCardEnabled'],
  Subscription: ['cinepassSubscriptionEnabled', 'passSubscriptionEnabled', 'unlimitedSubscriptionEnabled'],
} as const satisfies Partial<Record<RouteKind, readonly FeatureName[]>>;

/** The switches that decide which pages a site has. */
export type PageSwitches = Pick<FeatureSwitches, (typeof pageSwitches)[keyof typeof pageSwitches][number]>;

/** Whether the site has this kind of page under its switches (decision 0048). */
export function pageEnabled(kind: RouteKind, features: PageSwitches): boolean {
  const switches: readonly (keyof PageSwitches)[] | undefined = (
    pageSwitches as Partial<Record<RouteKind, readonly (keyof PageSwitches)[]>>
  )[kind];
  return switches === undefined || switches.some((feature) => features[feature]);
}

export const socialNetworks = ['facebook', 'instagram', 'tiktok', 'twitter', 'youtube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

const socialNetworkSwitch: Record<SocialNetwork, FeatureName> = {
  facebook: 'facebookEnabled',
  instagram: 'instagramEnabled',
  tiktok: 'tiktokEnabled',
  twitter: 'twitterEnabled',
  youtube: 'youtubeEnabled',
};

/** member-and-shell.txt §2 Footer: the social links a site shows, in a fixed order. */
export function enabledSocialNetworks(features: FeatureSwitches): SocialNetwork[] {
  return socialNetworks.filter((network) => features[socialNetworkSwitch[network]]);
}

/** member-and-shell.txt §2 Footer: "twitter labelled X". */
export function socialNetworkLabel(network: SocialNetwork): string {
  const labels: Record<SocialNetwork, string> = {
    facebook: 'Facebook',
    instagram: 'Instagram',
    tiktok: 'TikTok',
    twitter: 'X',
    youtube: 'YouTube',
  };
  return labels[network];
}
