import { searchResultTypes } from '../contract/values.ts';
import {
  type WireArticle,
  type WireArticlePage,
  type WireExperienceLookup,
  type WireFaqArticle,
  type WireFooter,
  type WireFooterFaq,
  type WireInjection,
  type WireSearchResult,
  type WireSettings,
  type WireTag,
  type WireVoucherCheck,
  type WireVoucherTypeList,
} from '../contract/content.ts';
import { locatorDefaults } from '../rules/constants.ts';
import { knownDuration } from './show.ts';
import { voucherCard } from '../rules/content.ts';

/** catalogue.txt §3 Article. */
export interface Article {
  slug: string;
  title: string;
  type: WireArticle['type'];
  headline: string | null;
  content: string | null;
  image: string | null;
  thumbnail: string | null;
  releaseDate: string | null;
  author: string | null;
  redirectSlug: string | null;
  tracking: { slug: string };
  featuredShow: string | null;
  display: { creationDate: boolean; socialMedia: boolean; backToNews: boolean; newsTag: boolean };
  /** Offers. */
  date: string | null;
  cta: { label: string; url: string; target: '_self' | '_blank'; type: string | null } | null;
  /** Experiences. */
  cinemas: string[];
  guest: string | null;
}

export function toArticle(wire: WireArticle): Article {
  return {
    slug: wire.slug,
    title: wire.title,
    type: wire.type,
    headline: wire.headline ?? null,
    content: wire.content ?? null,
    image: wire.image ?? null,
    thumbnail: wire.thumbnail ?? wire.image ?? null,
    releaseDate: wire.releaseDate ?? null,
    author: wire.author ?? null,
    redirectSlug: wire.redirectSlug || null,
    tracking: { slug: wire.trackingSlug ?? wire.slug },
    featuredShow: wire.featuredShow ?? null,
    display: {
      creationDate: wire.displayCreationDate ?? true,
      socialMedia: wire.displaySocialMedia ?? true,
      backToNews: wire.displayBackToNews ?? true,
      newsTag: wire.displayNewsTag ?? true,
    },
    date: wire.date ?? null,
    cta: wire.cta
      ? { label: wire.cta.label, url: wire.cta.url, target: wire.cta.target ?? '_self', type: wire.cta.type ?? null }
      : null,
    cinemas: wire.cinemas ?? [],
    guest: wire.guest ?? null,
  };
}

/**
 * GET gpxp/{slug}: the experience, or null for an untitled answer, the tag not found (catalogue.txt
 * §5). The client already reads that answer as a 404; the null keeps the type honest.
 */
export function toExperience(wire: WireExperienceLookup): Article | null {
  return wire.title === null ? null : toArticle(wire);
}

export interface ArticlePage {
  items: Article[];
  total: number;
}

/** A bare list is one page holding everything. */
export function toArticlePage(wire: WireArticlePage): ArticlePage {
  if (Array.isArray(wire)) return { items: wire.map(toArticle), total: wire.length };
  return { items: wire.items.map(toArticle), total: wire.total };
}

/** member-and-shell.txt §3 Voucher (list). */
export interface VoucherType {
  typeId: number | string;
  label: string;
  terms: string | null;
}

/** member-and-shell.txt §3: voucher terms, empty replaced by null (blank counts as empty). */
export function toVoucherTypes(wire: WireVoucherTypeList): VoucherType[] {
  return wire.map((voucher) => ({
    typeId: voucher.typeId,
    label: voucher.label,
    terms: voucher.terms?.trim() ? voucher.terms : null,
  }));
}

/** catalogue.txt §5: result code 0 returns the card, any other code gives none. */
export function toVoucherCard(wire: WireVoucherCheck): unknown {
  return voucherCard(wire);
}

/** catalogue.txt §3 Tag. */
export interface Tag {
  slug: string;
  title: string;
  premium: boolean;
  description: string | null;
  tooltip: { title: string | null; description: string | null; image: string | null } | null;
  badge: { title: string | null; description: string | null; image: string | null };
  pictoImage: string | null;
  ctaUrl: string | null;
  icon: { type: 'sprite' | 'img' | 'text'; value: string } | null;
  highlighted: boolean;
  displayedOn: string[];
}

/** catalogue.txt §5: a tag with a null title is treated as not found (null). */
export function toTag(wire: WireTag): Tag | null {
  if (wire.title === null) return null;
  return {
    slug: wire.slug,
    title: wire.title,
    premium: wire.premium ?? false,
    description: wire.description ?? null,
    tooltip: wire.tooltip
      ? {
          title: wire.tooltip.title ?? null,
          description: wire.tooltip.description ?? null,
          image: wire.tooltip.image ?? null,
        }
      : null,
    badge: {
      title: wire.badgeTitle ?? null,
      description: wire.badgeDescription ?? null,
      image: wire.badgeImage ?? null,
    },
    pictoImage: wire.pictoImage ?? null,
    ctaUrl: wire.ctaUrl ?? null,
    icon: wire.icon ? { type: wire.icon.type, value: wire.icon.value } : null,
    highlighted: wire.highlighted ?? false,
    displayedOn: wire.displayedOn ?? [],
  };
}

export function toTags(wire: WireTag[]): Tag[] {
  return wire.map(toTag).filter((tag): tag is Tag => tag !== null);
}

/** member-and-shell.txt §3 Settings. */
export interface Settings {
  clientUrl: string;
  cmdUrl: string;
  cookies: { jwt: string | null; favoriteCinemas: string | null };
  securityAuthCookies: string[];
  injections: WireInjection[];
  youtubeChannel: string | null;
  catCaptchaKey: string | null;
  agentforce: NonNullable<WireSettings['agentforce']> | null;
  locator: { maxGeolocationCinemas: number; maxGeolocationDistance: number };
  features: Record<string, boolean>;
  clientApiVersioned: boolean;
  /** Minutes of advertising before the film: a default and per-cinema exceptions; null when the API says nothing. */
  advertising: { defaultMinutes: number; cinemas: Record<string, number> } | null;
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** member-and-shell.txt §3 Settings (an injection with an unknown element or position was dropped by the contract). */
export function toSettings(wire: WireSettings): Settings {
  return {
    clientUrl: wire.clientUrl,
    cmdUrl: wire.cmdUrl,
    cookies: { jwt: wire.cookies?.jwt ?? null, favoriteCinemas: wire.cookies?.favoriteCinemas ?? null },
    securityAuthCookies: wire.securityAuthCookies ?? [],
    injections: wire.injections,
    youtubeChannel: wire.youtubeChannel ?? null,
    catCaptchaKey: wire.catCaptchaKey ?? null,
    agentforce: wire.agentforce ?? null,
    locator: {
      maxGeolocationCinemas: wire.locator?.maxGeolocationCinemas ?? locatorDefaults.maxCinemas,
      maxGeolocationDistance: wire.locator?.maxGeolocationDistance ?? locatorDefaults.maxDistance,
    },
    features: wire.features,
    clientApiVersioned: wire.clientApiVersioned ?? true,
    advertising: wire.advertising
      ? { defaultMinutes: wire.advertising.defaultMinutes, cinemas: { ...wire.advertising.cinemas } }
      : null,
  };
}

/** member-and-shell.txt §3 Footer. */
export interface Footer {
  columns: { title: string; elements: { title: string; url: string; cookie: boolean; newTab: boolean }[] }[];
  socialNetworks: { name: string; url: string }[];
}

export function toFooter(wire: WireFooter): Footer {
  return {
    columns: wire.columns.map((column) => ({
      title: column.title,
      elements: column.elements.map((element) => ({
        title: element.title,
        url: element.url,
        cookie: element.cookie ?? false,
        newTab: element.newTab ?? false,
      })),
    })),
    socialNetworks: wire.socialNetworks.map((network) => ({ name: network.name, url: network.url })),
  };
}

export interface FooterFaq {
  type: string | null;
  questions: { title: string; description: string; slug: string | null }[];
  slugs: string[];
}

/** member-and-shell.txt §2 Footer: FAQ questions lacking title or description are dropped. */
export function toFooterFaq(wire: WireFooterFaq): FooterFaq {
  const questions = wire.questions.flatMap((question) =>
    question.title && question.description
      ? [{ title: question.title, description: question.description, slug: question.slug ?? null }]
      : [],
  );
  return { type: wire.type ?? null, questions, slugs: wire.slugs ?? [] };
}

/** member-and-shell.txt §3 FAQ article. */
export interface FaqArticle {
  id: string;
  slug: string;
  title: string;
  category: { id: string; name: string } | null;
  teaser: string | null;
  content: string | null;
  publicationDate: string | null;
}

export function toFaqArticle(wire: WireFaqArticle): FaqArticle {
  return {
    id: String(wire.id),
    slug: wire.slug,
    title: wire.title,
    category: wire.category ? { id: String(wire.category.id), name: wire.category.name } : null,
    teaser: wire.teaser ?? null,
    content: wire.content ?? null,
    publicationDate: wire.publicationDate ?? null,
  };
}

export type SearchResultType = (typeof searchResultTypes)[number];

/** member-and-shell.txt §3 Search result. */
export interface SearchResult {
  id: string | null;
  url: string | null;
  type: SearchResultType;
  slug: string | null;
  title: string;
  image: string | null;
  publicationDate: string | null;
  urlSlug: string | null;
  topic: unknown;
  startDate: string | null;
  endDate: string | null;
  dateType: 'exact' | 'from' | 'interval';
  /** What a row shows beyond the title: release dates and rating for shows, city and postal code for cinemas. */
  payload: {
    releases: Record<string, string>;
    contentRating: { ref: string | null; label: string | null } | null;
    duration: number | null;
    movie: boolean;
    /** The show's strand (`eventType`, else `tag`, on the wire): decides film or event page. */
    strand: string | null;
    city: string | null;
    postalCode: string | null;
  };
}

/** Unknown result kinds are dropped: a row needs a route. */
export function toSearchResults(wire: WireSearchResult[]): SearchResult[] {
  return wire.flatMap((result): SearchResult[] => {
    if (!isOneOf(searchResultTypes, result.type)) return [];
    const start = result.startDate ?? null;
    const end = result.endDate ?? null;
    const rating =
      result.contentRating || result.contentRatingRef
        ? { ref: result.contentRatingRef ?? null, label: result.contentRating ?? null }
        : null;
    return [
      {
        id: result.id == null ? null : String(result.id),
        url: result.url ?? null,
        type: result.type,
        slug: result.slug ?? null,
        title: result.title,
        image: result.poster?.md ?? result.image ?? null,
        publicationDate: result.publicationDate ?? null,
        urlSlug: result.urlSlug ?? null,
        topic: result.topic ?? null,
        startDate: start,
        endDate: end,
        dateType: start && end ? 'interval' : start ? 'from' : 'exact',
        payload: {
          releases: result.release ?? {},
          contentRating: rating,
          duration: knownDuration(result.duration),
          movie: result.isMovie ?? false,
          strand: result.eventType || null,
          city: result.city ?? null,
          postalCode: result.postalCode ?? null,
        },
      },
    ];
  });
}
