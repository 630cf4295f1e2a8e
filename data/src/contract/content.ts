import { z } from 'zod/mini';
import { cmsHtml, maybe, wireCta, wireImageSet, wireSeo } from './common.ts';
import { wireTheater } from './cinemas.ts';
import { lenientList } from './lenient.ts';
import { offersBlocks } from './values.ts';

export { offersBlocks, searchResultTypes, searchTypes } from './values.ts';

/**
 * Editorial content, experiences, settings, footer, FAQ and search. No
 * recording of these exists (real-api.md open question 8) except search: the
 * shapes carry the spec's entity fields (catalogue.txt §3, member-and-shell.txt §3)
 * under the spec's names; docs/contract.md lists each choice.
 */

export const articleTypes = ['news', 'event', 'offer', 'experience'] as const;

/** catalogue.txt §3 Article (offers add date and cta; experiences add cinemas and guest). */
export const wireArticle = z.looseObject({
  slug: z.string().check(z.minLength(1)),
  title: z.string(),
  type: z.enum(articleTypes),
  headline: maybe(z.string()),
  content: maybe(cmsHtml),
  image: maybe(z.string()),
  thumbnail: maybe(z.string()),
  releaseDate: maybe(z.string()),
  author: maybe(z.string()),
  redirectSlug: maybe(z.string()),
  trackingSlug: maybe(z.string()),
  featuredShow: maybe(z.string()),
  displayCreationDate: z.optional(z.boolean()),
  displaySocialMedia: z.optional(z.boolean()),
  displayBackToNews: z.optional(z.boolean()),
  displayNewsTag: z.optional(z.boolean()),
  date: maybe(z.string()),
  cta: maybe(wireCta),
  cinemas: z.optional(z.array(z.string())),
  guest: maybe(z.string()),
});
export type WireArticle = z.infer<typeof wireArticle>;

/** A page of articles (news page size 23, catalogue.txt §9); a bare list is read as one page. */
export const wireArticlePage = z.union([
  z.looseObject({
    items: lenientList(wireArticle, 'articles'),
    total: z.int().check(z.nonnegative()),
    page: z.optional(z.int().check(z.positive())),
    pageSize: z.optional(z.int().check(z.positive())),
  }),
  lenientList(wireArticle, 'articles'),
]);
export type WireArticlePage = z.infer<typeof wireArticlePage>;

/** catalogue.txt §3 Promotion: an article-like block with picture, label and labelColor. */
export const wirePromotion = z.looseObject({
  title: z.string(),
  slug: maybe(z.string()),
  description: maybe(z.string()),
  picture: maybe(z.string()),
  label: maybe(z.string()),
  labelColor: maybe(z.string()),
  cta: maybe(wireCta),
});

/** catalogue.txt §3 Temporary offer. */
export const wireTemporaryOffer = z.looseObject({
  title: z.string(),
  subtitle: maybe(z.string()),
  price: maybe(z.number()),
  initialPrice: maybe(z.number()),
  ordering: maybe(z.number()),
  cta: maybe(wireCta),
  picture: maybe(z.string()),
});

/** GET offers/page: catalogue.txt §3 Offers page header and block order. */
export const wireOffersPage = z.looseObject({
  title: z.string(),
  subtitle: maybe(z.string()),
  description: maybe(z.string()),
  restriction: maybe(z.string()),
  cta1: maybe(wireCta),
  cta2: maybe(wireCta),
  logo: maybe(z.string()),
  backdrops: maybe(z.looseObject({ desktop: maybe(z.string()), mobile: maybe(z.string()) })),
  blockOrder: z.optional(z.array(z.enum(offersBlocks))),
});

/** catalogue.txt §3 Tag (experience or accessibility). */
export const wireTag = z.looseObject({
  slug: z.string().check(z.minLength(1)),
  /** Null means "tag not found" (catalogue.txt §5). */
  title: z.nullable(z.string()),
  premium: z.optional(z.boolean()),
  versionFlag: z.optional(z.boolean()),
  displayedOn: z.optional(z.array(z.string())),
  tooltip: maybe(z.looseObject({ title: maybe(z.string()), description: maybe(z.string()), image: maybe(z.string()) })),
  badgeTitle: maybe(z.string()),
  badgeDescription: maybe(z.string()),
  badgeImage: maybe(z.string()),
  pictoImage: maybe(z.string()),
  description: maybe(z.string()),
  ctaUrl: maybe(z.string()),
  icon: maybe(z.looseObject({ type: z.enum(['sprite', 'img', 'text']), value: z.string() })),
  highlighted: z.optional(z.boolean()),
  thumbnailTitle: maybe(z.string()),
  modalTitle: maybe(z.string()),
  modalDescription: maybe(z.string()),
  pictoBanner: maybe(z.string()),
  labelFlagColor: maybe(z.string()),
  backgroundFlagColor: maybe(z.string()),
  upsellBackdrop: maybe(z.string()),
  upsellText: maybe(z.string()),
});
export const wireTagList = lenientList(wireTag, 'tags');
export type WireTag = z.infer<typeof wireTag>;

/** GET versions: version codes with their labels ("vf", "vost", "ov", "nlnl"...). */
export const wireVersionList = z.array(z.looseObject({ slug: z.string().check(z.minLength(1)), label: z.string() }));

/** An experience article (Article of type experience, plus its tag). */
export const wireExperience = z.extend(wireArticle, { type: z._default(z.literal('experience'), 'experience') });
/**
 * GET gpxp/{slug}, the lookup of one experience by its tag's slug: the experience, or an answer
 * whose title is null, which means the tag is not found (catalogue.txt §5, §8; the call's `missing`).
 */
export const wireExperienceLookup = z.union([wireExperience, z.looseObject({ title: z.null() })]);
export type WireExperienceLookup = z.infer<typeof wireExperienceLookup>;
/** GET gpxp: experiences with their tags; an untitled one (tag not found) is dropped and logged. */
export const wireExperienceList = lenientList(wireExperience, 'experiences');
/** GET experience-group/{slug}: a group of experiences. */
export const wireExperienceGroup = z.looseObject({
  slug: z.string().check(z.minLength(1)),
  title: z.string(),
  description: maybe(cmsHtml),
  experiences: lenientList(wireExperience, 'experiences'),
});
/** GET technologies: the experience tags used as technologies (imax, 4dx, dolby...). */
export const wireTechnologyList = wireTagList;

/** GET master-template/page/{slug}. */
export const wireMasterTemplatePage = z.looseObject({
  slug: z.string().check(z.minLength(1)),
  title: z.string(),
  content: maybe(cmsHtml),
  seo: maybe(wireSeo),
  redirectSlug: maybe(z.string()),
});
export const wireMasterTemplatePageList = z.array(z.pick(wireMasterTemplatePage, { slug: true, title: true }));

/** GET events, event/{slug}: seasons and event-specials. */
export const wireEvent = z.looseObject({
  slug: z.string().check(z.minLength(1)),
  title: z.string(),
  description: maybe(cmsHtml),
  backdrop: maybe(z.string()),
  shows: z.optional(z.array(z.string())),
  redirectSlug: maybe(z.string()),
  seo: maybe(wireSeo),
});
export const wireEventList = lenientList(wireEvent, 'events');

/**
 * GET cinepass: the subscription offers page (member-and-shell.txt §3 Subscription: maintenance,
 * promotion, partners, offers with options, offersPromotions; currentShows is its own call,
 * cinepass/current-shows). No recording exists: the fields are the spec's, completed where the
 * page needs more (decision 0054). A partner is a cinema list item's name and theaters, so its
 * address is built the one way (toAddress); one without theatre data is dropped by the model.
 */
const wireSubscriptionOption = z.looseObject({
  id: z.union([z.number(), z.string()]),
  label: z.string(),
  price: maybe(z.number()),
  description: maybe(z.string()),
  /** The most of this option one plan may hold; none means no bound but zero. */
  max: maybe(z.int().check(z.nonnegative())),
});
export const wireSubscriptionOffer = z.looseObject({
  id: z.union([z.number(), z.string()]),
  /** Which subscription it is (member-and-shell.txt §9: cinepass fr, pass ch, unlimited nl). */
  kind: maybe(z.enum(['cinepass', 'pass', 'unlimited'])),
  label: z.string(),
  price: maybe(z.union([z.number(), z.string()])),
  image: maybe(z.string()),
  legend: maybe(z.string()),
  perks: z._default(z.array(z.looseObject({ title: z.string(), description: maybe(z.string()) })), []),
  options: z._default(z.array(wireSubscriptionOption), []),
  /** The purchase tunnel's address for this offer (the chain's booking host). */
  refCmd: maybe(z.string()),
});
export const wireSubscription = z.looseObject({
  maintenance: z._default(z.boolean(), false),
  promotion: maybe(z.looseObject({ description: z.string(), cta: maybe(wireCta) })),
  partners: z._default(
    z.array(
      z.looseObject({
        slug: z.string().check(z.minLength(1)),
        name: z.string(),
        theaters: maybe(z.array(wireTheater)),
      }),
    ),
    [],
  ),
  offers: z._default(z.array(wireSubscriptionOffer), []),
  /** A promotional line on one offer ("First month at 9.90"). */
  offersPromotions: z._default(
    z.array(z.looseObject({ offerId: z.union([z.number(), z.string()]), label: z.string() })),
    [],
  ),
});
export type WireSubscription = z.infer<typeof wireSubscription>;

/** GET ecards: catalogue.txt §3 ecards. */
export const wireEcardList = z.array(
  z.looseObject({
    label: z.string(),
    singleTtcAmount: maybe(z.number()),
    ttcAmount: maybe(z.number()),
    image: maybe(z.string()),
    imageAlt: maybe(z.string()),
    refCmd: maybe(z.string()),
    highlightMessage: maybe(z.string()),
  }),
);

/** GET featured?type=: shows pushed on a page (header push fields, member-and-shell.txt §2). */
export const wireFeatured = z.array(
  z.looseObject({
    pushType: maybe(z.string()),
    title: z.string(),
    show: maybe(z.string()),
    showTitle: maybe(z.string()),
    showRef: maybe(z.string()),
    tags: z.optional(z.array(z.string())),
    type: maybe(z.string()),
    cta: maybe(wireCta),
    sponsored: z.optional(z.boolean()),
    backdrops: maybe(wireImageSet),
    logo: maybe(z.string()),
    trailer: maybe(z.string()),
  }),
);

/** GET youtube/latest: the latest videos of the configured channel (catalogue.txt §3 Video). */
export const wireVideoList = z.array(
  z.looseObject({
    id: z.string(),
    main: z.optional(z.boolean()),
    language: maybe(z.string()),
    title: maybe(z.string()),
    snapshot: maybe(z.string()),
    provider: z.enum(['allocine', 'vimeo', 'youtube', 'S3']),
  }),
);

/** GET footer: member-and-shell.txt §3 Footer. */
export const wireFooter = z.looseObject({
  columns: z.array(
    z.looseObject({
      title: z.string(),
      elements: z.array(
        z.looseObject({
          title: z.string(),
          url: z.string(),
          cookie: z.optional(z.boolean()),
          newTab: z.optional(z.boolean()),
        }),
      ),
    }),
  ),
  socialNetworks: z._default(z.array(z.looseObject({ name: z.string(), url: z.string() })), []),
});
export type WireFooter = z.infer<typeof wireFooter>;

/** GET footer/faq: type, questions, slugs. Questions lacking a title or description are dropped by the mapper. */
export const wireFooterFaq = z.looseObject({
  type: maybe(z.string()),
  questions: z.array(z.looseObject({ title: maybe(z.string()), description: maybe(cmsHtml), slug: maybe(z.string()) })),
  slugs: z.optional(z.array(z.string())),
});
export type WireFooterFaq = z.infer<typeof wireFooterFaq>;

/** member-and-shell.txt §3 FAQ article. */
export const wireFaqArticle = z.looseObject({
  id: z.union([z.number(), z.string()]),
  slug: z.string().check(z.minLength(1)),
  title: z.string(),
  category: maybe(z.looseObject({ id: z.union([z.number(), z.string()]), name: z.string() })),
  teaser: maybe(cmsHtml),
  content: maybe(cmsHtml),
  publicationDate: maybe(z.string()),
  agentforce: z.optional(z.unknown()),
});
export type WireFaqArticle = z.infer<typeof wireFaqArticle>;

/** GET faq/category/{id}: title, description and its articles. */
export const wireFaqCategory = z.looseObject({
  title: z.string(),
  description: maybe(cmsHtml),
  articles: z._default(z.array(wireFaqArticle), []),
});

/**
 * The help centre's chat availability (member-and-shell.txt §7 "FAQ chat availability", path not
 * shown): the chat service's configuration answer as the API passes it on, its instructions each
 * with a type (catalogue.txt §7 External chat service). Decision 0051.
 */
export const wireChatAvailability = z.looseObject({
  instructions: z._default(z.array(z.looseObject({ type: maybe(z.string()) })), []),
});
export type WireChatAvailability = z.infer<typeof wireChatAvailability>;

/** member-and-shell.txt §3 Settings injections: where one goes and the elements it may create. */
export const injectionPositions = ['head', 'noscript'] as const;
export type InjectionPosition = (typeof injectionPositions)[number];
export const injectionElements = ['script', 'link', 'meta', 'style', 'noscript', 'iframe', 'img'] as const;
export type InjectionElement = (typeof injectionElements)[number];

/** One injection. member §3: "Injections with an unknown element or position are dropped" (and logged, decision 0030). */
export const wireInjection = z.looseObject({
  position: z.enum(injectionPositions),
  element: z.enum(injectionElements),
  value: maybe(z.string()),
  attributes: z.optional(z.record(z.string(), z.string())),
});
export type WireInjection = z.infer<typeof wireInjection>;

/** member-and-shell.txt §3 Settings. */
export const wireSettings = z.looseObject({
  clientUrl: z.string(),
  cmdUrl: z.string(),
  cookies: maybe(z.looseObject({ jwt: maybe(z.string()), favoriteCinemas: maybe(z.string()) })),
  securityAuthCookies: z.optional(z.array(z.string())),
  injections: z._default(lenientList(wireInjection, 'settings injections'), []),
  youtubeChannel: maybe(z.string()),
  catCaptchaKey: maybe(z.string()),
  agentforce: maybe(
    z.looseObject({
      orgId: z.string(),
      scrt2Url: z.string(),
      deploymentName: z.string(),
      deploymentUrl: z.string(),
    }),
  ),
  locator: maybe(
    z.looseObject({ maxGeolocationCinemas: maybe(z.number()), maxGeolocationDistance: maybe(z.number()) }),
  ),
  features: z._default(z.record(z.string(), z.boolean()), {}),
  /** Whether client-area calls go to /api/v1/{path} or /api/{language}/{path} (member-and-shell.txt §7). */
  clientApiVersioned: z.optional(z.boolean()),
  /**
   * Minutes of advertising before the film, per cinema (issue 9; invented for the demo API,
   * docs/decisions/0017-screenings-calendar-structured-data.md). Absent: the film start is unknown.
   */
  advertising: maybe(
    z.looseObject({
      defaultMinutes: z.int().check(z.nonnegative()),
      cinemas: z._default(z.record(z.string(), z.int().check(z.nonnegative())), {}),
    }),
  ),
});
export type WireSettings = z.infer<typeof wireSettings>;

/** GET cms/1.0.0/vouchers: member-and-shell.txt §3 Voucher (list). */
export const wireVoucherTypeList = z.array(
  z.looseObject({ typeId: z.union([z.number(), z.string()]), label: z.string(), terms: maybe(z.string()) }),
);
export type WireVoucherTypeList = z.infer<typeof wireVoucherTypeList>;

/** GET voucher/{code}, GET gift-card/{a}/{b}: resultCode 0 carries the card (catalogue.txt §5). */
export const wireVoucherCheck = z.looseObject({
  resultCode: z.int(),
  /** Content not shown by the spec: kept opaque. */
  card: z.optional(z.unknown()),
});
export type WireVoucherCheck = z.infer<typeof wireVoucherCheck>;

/** GET cms/1.0.0/subscription/subscription-offers?catalog=1: fields not shown, kept loose. */
export const wireSubscriptionOffers = z.array(
  z.looseObject({
    id: z.union([z.number(), z.string()]),
    options: z.optional(z.array(z.looseObject({ id: z.union([z.number(), z.string()]) }))),
  }),
);

/** GET permanent-autopromo: a list, fields not shown. */
export const wirePermanentAutopromo = z.array(z.looseObject({}));

/** GET cinema-releases/content: not shown; an opaque object. */
export const wireCinemaReleasesContent = z.looseObject({});

/**
 * GET search/full entry: `poster`, not `posterPath`; content rating flattened
 * to strings, the object under `rating` (real-api.md §3.8).
 */
export const wireSearchResult = z.looseObject({
  type: z.string(),
  slug: maybe(z.string()),
  title: z.string(),
  poster: maybe(wireImageSet),
  backdrop: maybe(wireImageSet),
  image: maybe(z.string()),
  isMovie: z.optional(z.boolean()),
  /** The show's strand on a search hit (null in the recordings), as `type` on /shows. */
  eventType: maybe(z.string()),
  /** `https://www.pathe.nl/redirect/nl/show/slug/<slug>`: the site's redirect route to the record. */
  url: maybe(z.string()),
  contentRating: maybe(z.string()),
  contentRatingRef: maybe(z.string()),
  /** The Vista film code (`HO00002700`). */
  id: maybe(z.union([z.string(), z.number()])),
  /** The record's number (the slug's trailing id, 47320). */
  internalId: maybe(z.number()),
  genres: z.optional(z.array(z.string())),
  duration: maybe(z.number()),
  isNew: z.optional(z.boolean()),
  release: maybe(z.record(z.string(), z.string())),
  topic: z.optional(z.unknown()),
  content: z.optional(z.unknown()),
  publicationDate: maybe(z.string()),
  urlSlug: maybe(z.string()),
  startDate: maybe(z.string()),
  endDate: maybe(z.string()),
  city: maybe(z.string()),
  postalCode: maybe(z.string()),
});
export const wireSearchResults = lenientList(wireSearchResult, 'search results');
export type WireSearchResult = z.infer<typeof wireSearchResult>;
