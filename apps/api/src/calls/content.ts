import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { newsPageSize, routePath, siteOffers, type ApiCalls, type Language, type WireArticle } from '@marquee/data';
import {
  articles,
  contentBlocks,
  experienceGroups,
  faqArticles,
  faqCategories,
  footers,
  masterTemplatePages,
  tags,
  versions,
  voucherTypes,
  type CtaValue,
  type Localized,
} from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { noContent, type CallContext, type Implementation } from '../http/router.ts';
import type { SubscriptionBlock } from '../demo/subscription.ts';
import { programme } from './cinemas.ts';
import { imageUrl, pageUrl, siteSettings, textFor } from './shared.ts';

type Impl<K extends keyof ApiCalls> = Implementation<ApiCalls[K]>;
type ArticleRow = typeof articles.$inferSelect;

/** Editorial rows exist in the languages the site offers; another language reads the site's default. */
function contentLanguage(context: CallContext): Language {
  return siteOffers(context.site, context.language) ? context.language : context.site.defaultLanguage;
}

// ---------------------------------------------------------------- articles

export function toWireArticle(row: ArticleRow): WireArticle {
  return {
    slug: row.slug,
    title: row.title,
    type: row.type,
    headline: row.headline,
    content: row.content,
    image: imageUrl('article', `${row.site}-${row.translationKey}`, 'lg', row.language),
    thumbnail: imageUrl('article', `${row.site}-${row.translationKey}`, 'sm', row.language),
    releaseDate: row.releaseDate,
    author: row.author,
    redirectSlug: row.redirectSlug,
    trackingSlug: row.translationKey,
    featuredShow: row.featuredShow,
    displayCreationDate: row.type === 'news',
    displaySocialMedia: true,
    displayBackToNews: row.type !== 'experience',
    displayNewsTag: row.type === 'news',
    date: row.type === 'offer' ? (row.endDate ?? null) : null,
    cta: row.cta ?? null,
    cinemas: row.cinemas,
    guest: row.guest,
  };
}

async function articleBySlug(context: CallContext, slug: string, types?: ArticleRow['type'][]): Promise<ArticleRow> {
  const [row] = await context.db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.site, context.site.code),
        eq(articles.slug, slug),
        types ? inArray(articles.type, types) : undefined,
      ),
    )
    .limit(1);
  if (!row) throw notFound('Article');
  return row;
}

async function articleTranslations(context: CallContext, row: { translationKey: string }) {
  const versionsOf = await context.db
    .select({ slug: articles.slug, language: articles.language })
    .from(articles)
    .where(and(eq(articles.site, context.site.code), eq(articles.translationKey, row.translationKey)));
  return Object.fromEntries(
    context.site.languages.map((language) => [
      language,
      versionsOf.find((entry) => entry.language === language)?.slug ?? null,
    ]),
  );
}

async function articlePage(context: CallContext, types: ArticleRow['type'][], page: number) {
  const where: SQL | undefined = and(
    eq(articles.site, context.site.code),
    eq(articles.language, contentLanguage(context)),
    inArray(articles.type, types),
    isNull(articles.redirectSlug),
  );
  const [total] = await context.db.select({ value: count() }).from(articles).where(where);
  const list = await context.db
    .select()
    .from(articles)
    .where(where)
    .orderBy(desc(articles.releaseDate), asc(articles.slug))
    .limit(newsPageSize)
    .offset((page - 1) * newsPageSize);
  return { items: list.map(toWireArticle), total: Number(total?.value ?? 0), page, pageSize: newsPageSize };
}

export const newsList: Impl<'news'> = async (context) =>
  articlePage(context, context.query.type ? [context.query.type] : ['news', 'event'], context.query.page);

export const newsOffers: Impl<'newsOffers'> = async (context) =>
  articlePage(context, context.query.type ? [context.query.type] : ['news', 'event', 'offer'], context.query.page);

export const newsItem: Impl<'newsItem'> = async (context) =>
  toWireArticle(await articleBySlug(context, context.params.slug, ['news', 'event']));
export const newsTranslate: Impl<'newsTranslate'> = async (context) =>
  articleTranslations(context, await articleBySlug(context, context.params.slug, ['news', 'event']));
export const offer: Impl<'offer'> = async (context) =>
  toWireArticle(await articleBySlug(context, context.params.slug, ['offer']));
export const offerTranslate: Impl<'offerTranslate'> = async (context) =>
  articleTranslations(context, await articleBySlug(context, context.params.slug, ['offer']));
export const article: Impl<'article'> = async (context) =>
  toWireArticle(await articleBySlug(context, context.params.slug));
export const articleTranslate: Impl<'articleTranslate'> = async (context) =>
  articleTranslations(context, await articleBySlug(context, context.params.slug));

// ---------------------------------------------------------------- experiences

function toWireExperience(row: ArticleRow) {
  return { ...toWireArticle(row), type: 'experience' as const };
}

async function experienceRows(context: CallContext, group?: string): Promise<ArticleRow[]> {
  return context.db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.site, context.site.code),
        eq(articles.language, contentLanguage(context)),
        eq(articles.type, 'experience'),
        group ? eq(articles.experienceGroup, group) : undefined,
      ),
    )
    .orderBy(asc(articles.slug));
}

export const experienceList: Impl<'experiences'> = async (context) =>
  (await experienceRows(context)).map(toWireExperience);

export const experience: Impl<'experience'> = async (context) =>
  toWireExperience(await articleBySlug(context, context.params.slug, ['experience']));

export const experienceShows: Impl<'experienceShows'> = async (context) => {
  const row = await articleBySlug(context, context.params.slug, ['experience']);
  return programme(context, row.tag ? { tag: row.tag } : { shows: [] });
};

export const experienceGroup: Impl<'experienceGroup'> = async (context) => {
  const [group] = await context.db
    .select()
    .from(experienceGroups)
    .where(and(eq(experienceGroups.site, context.site.code), eq(experienceGroups.slug, context.params.slug)))
    .limit(1);
  if (!group) throw notFound('Experience group');
  const text = textFor(context);
  return {
    slug: group.slug,
    title: text(group.title) ?? group.slug,
    description: text(group.description),
    experiences: (await experienceRows(context, group.slug)).map(toWireExperience),
  };
};

// ---------------------------------------------------------------- tags and versions

async function tagList(context: CallContext, where?: SQL) {
  const text = textFor(context);
  const list = await context.db.select().from(tags).where(where).orderBy(asc(tags.position));
  return list.map((tag) => ({
    slug: tag.slug,
    title: text(tag.title),
    premium: tag.premium,
    versionFlag: false,
    displayedOn: tag.displayedOn,
    tooltip: tag.description ? { title: text(tag.title), description: text(tag.description), image: null } : null,
    badgeTitle: text(tag.title),
    badgeDescription: text(tag.description),
    badgeImage: imageUrl('tag', tag.slug, 'sm'),
    pictoImage: imageUrl('tag', tag.slug, 'sm'),
    description: text(tag.description),
    // The technology's experience article (languageless specials/{slug}), as the site routes it.
    ctaUrl: tag.technology
      ? routePath(context.site.code, {
          kind: 'Experience.Single',
          language: context.site.defaultLanguage,
          params: { slug: tag.slug },
        })
      : null,
    icon: { type: 'sprite' as const, value: tag.icon },
    highlighted: tag.premium,
    thumbnailTitle: text(tag.title),
    modalTitle: text(tag.title),
    modalDescription: text(tag.description),
    pictoBanner: null,
    labelFlagColor: tag.color ? '#ffffff' : null,
    backgroundFlagColor: tag.color,
    upsellBackdrop: tag.premium ? imageUrl('tag', tag.slug) : null,
    upsellText: tag.premium ? text(tag.description) : null,
  }));
}

export const tagsList: Impl<'tags'> = async (context) => tagList(context);
export const technologies: Impl<'technologies'> = async (context) => tagList(context, eq(tags.technology, true));

export const versionList: Impl<'versions'> = async (context) => {
  const text = textFor(context);
  const list = await context.db
    .select()
    .from(versions)
    .where(sql`${context.site.code} = any(${versions.sites})`)
    .orderBy(asc(versions.slug));
  return list.map((version) => ({ slug: version.slug, label: text(version.label) ?? version.slug }));
};

// ---------------------------------------------------------------- master template

async function pageBySlug(context: CallContext, slug: string) {
  const [row] = await context.db
    .select()
    .from(masterTemplatePages)
    .where(and(eq(masterTemplatePages.site, context.site.code), eq(masterTemplatePages.slug, slug)))
    .limit(1);
  if (!row) throw notFound('Page');
  return row;
}

export const masterTemplatePageList: Impl<'masterTemplatePages'> = async (context) => {
  const list = await context.db
    .select()
    .from(masterTemplatePages)
    .where(
      and(eq(masterTemplatePages.site, context.site.code), eq(masterTemplatePages.language, contentLanguage(context))),
    )
    .orderBy(asc(masterTemplatePages.slug));
  return list.map((row) => ({ slug: row.slug, title: row.title }));
};

export const masterTemplatePage: Impl<'masterTemplatePage'> = async (context) => {
  const row = await pageBySlug(context, context.params.slug);
  return {
    slug: row.slug,
    title: row.title,
    content: row.content,
    seo: { title: row.title, description: null },
    redirectSlug: row.redirectSlug,
  };
};

export const masterTemplatePageTranslate: Impl<'masterTemplatePageTranslate'> = async (context) => {
  const row = await pageBySlug(context, context.params.slug);
  const all = await context.db
    .select({ slug: masterTemplatePages.slug, language: masterTemplatePages.language })
    .from(masterTemplatePages)
    .where(
      and(eq(masterTemplatePages.site, context.site.code), eq(masterTemplatePages.translationKey, row.translationKey)),
    );
  return Object.fromEntries(
    context.site.languages.map((language) => [
      language,
      all.find((entry) => entry.language === language)?.slug ?? null,
    ]),
  );
};

// ---------------------------------------------------------------- editorial blocks

async function blocks(context: CallContext, kind: string) {
  return context.db
    .select()
    .from(contentBlocks)
    .where(and(eq(contentBlocks.site, context.site.code), eq(contentBlocks.kind, kind)))
    .orderBy(asc(contentBlocks.position));
}

const localizedField = (context: CallContext, value: unknown) => textFor(context)(value as Localized | null);

/** A block's call to action ({label, url} by language), or null without an address. */
function ctaOf(context: CallContext, value: unknown) {
  const cta = value as { label?: Localized; url?: unknown } | undefined;
  const url = pageUrl(context, cta?.url);
  if (!cta || !url) return null;
  return { label: localizedField(context, cta.label) ?? '', url, target: '_self' as const, type: 'yellow' };
}

export const offersPage: Impl<'offersPage'> = async (context) => {
  const [header] = await blocks(context, 'offers-page');
  if (!header) throw notFound('Offers page');
  const text = (key: string) => localizedField(context, header.data[key]);
  return {
    title: text('title') ?? '',
    subtitle: text('subtitle'),
    description: text('description'),
    restriction: text('restriction'),
    cta1: ctaOf(context, header.data.cta1),
    cta2: null,
    logo: imageUrl('logo', context.site.code, 'sm'),
    backdrops: { desktop: imageUrl('offers', context.site.code), mobile: imageUrl('offers', context.site.code, 'sm') },
    blockOrder: header.data.blockOrder as ('promotion' | 'event' | 'temporary' | 'ecards')[],
  };
};

export const promotions: Impl<'promotions'> = async (context) =>
  (await blocks(context, 'promotion')).map((block) => ({
    title: localizedField(context, block.data.title) ?? '',
    slug: String(block.data.slug ?? ''),
    description: localizedField(context, block.data.description),
    picture: imageUrl('promotion', `${context.site.code}-${block.position}`),
    label: localizedField(context, block.data.label),
    labelColor: String(block.data.labelColor ?? '1'),
    // The film's page on the visitor's site and language, as the demo data wrote it.
    cta: pageUrl(context, block.data.url)
      ? {
          label: localizedField(context, { fr: 'Réserver', en: 'Book', de: 'Buchen', nl: 'Reserveer' }) ?? '',
          url: pageUrl(context, block.data.url) ?? '',
          target: '_self',
        }
      : null,
  }));

export const temporaryOffers: Impl<'temporaryOffers'> = async (context) =>
  (await blocks(context, 'temporary')).map((block) => ({
    title: localizedField(context, block.data.title) ?? '',
    subtitle: null,
    price: Number(block.data.price),
    initialPrice: Number(block.data.initialPrice),
    ordering: Number(block.data.ordering),
    cta: null,
    picture: imageUrl('temporary', `${context.site.code}-${block.position}`),
  }));

export const featured: Impl<'featured'> = async (context) =>
  (await blocks(context, 'featured'))
    .filter((block) => block.data.pageType === context.query.type)
    .map((block) => ({
      pushType: String(block.data.pushType ?? 'show'),
      title: localizedField(context, block.data.title) ?? '',
      show: String(block.data.show),
      showTitle: localizedField(context, block.data.showTitle ?? block.data.title),
      tags: (block.data.tags as string[] | undefined) ?? [],
      type: String(block.data.type ?? 'show'),
      cta: ctaOf(context, block.data.cta),
      sponsored: false,
      backdrops: {
        lg: `/api/media/backdrop/${String(block.data.show)}/lg.jpg?language=${context.language}`,
        md: `/api/media/backdrop/${String(block.data.show)}/md.jpg?language=${context.language}`,
      },
    }));

export const youtubeLatest: Impl<'youtubeLatest'> = async (context) =>
  (await blocks(context, 'videos')).map((block) => ({
    id: String(block.data.id),
    main: Boolean(block.data.main),
    language: contentLanguage(context),
    title: localizedField(context, block.data.title),
    snapshot: imageUrl('video', String(block.data.id), 'md'),
    provider: 'youtube' as const,
  }));

/**
 * GET cinepass: the country's subscription page (member-and-shell.txt §3 Subscription), one block
 * with its texts in every language. A country without one answers an empty page, not a 404: the
 * call is the same everywhere and the page says there is nothing to offer.
 */
export const subscription: Impl<'cinepass'> = async (context) => {
  const [block] = await blocks(context, 'subscription');
  if (!block) return { maintenance: false, promotion: null, partners: [], offers: [], offersPromotions: [] };
  const data = block.data as unknown as SubscriptionBlock;
  const text = (value: Localized | null | undefined) => localizedField(context, value ?? null);
  return {
    maintenance: data.maintenance,
    promotion: {
      description: text(data.promotion.description) ?? '',
      cta: ctaOf(context, data.promotion.cta),
    },
    partners: data.partners,
    offers: data.offers.map((offer, position) => ({
      id: offer.id,
      kind: offer.kind,
      label: text(offer.label) ?? '',
      price: offer.price,
      image: imageUrl('cinepass', `${context.site.code}-${position}`, 'md'),
      legend: text(offer.legend),
      perks: offer.perks.map((perk) => ({ title: text(perk.title) ?? '', description: text(perk.description) })),
      options: offer.options.map((option) => ({
        id: option.id,
        label: text(option.label) ?? '',
        description: text(option.description),
        price: option.price,
        max: option.max,
      })),
      refCmd: offer.refCmd,
    })),
    offersPromotions: data.offersPromotions.map((promotion) => ({
      offerId: promotion.offerId,
      label: text(promotion.label) ?? '',
    })),
  };
};

export const subscriptionOffers: Impl<'subscriptionOffers'> = async (context) =>
  (await blocks(context, 'subscription-offers')).map((block) => ({
    id: Number(block.data.id),
    title: localizedField(context, block.data.title),
    options: (block.data.options as { id: number }[] | undefined) ?? [],
  }));

export const permanentAutopromo: Impl<'permanentAutopromo'> = async (context) =>
  (await blocks(context, 'autopromo')).map((block) => ({
    title: localizedField(context, block.data.title),
    url: pageUrl(context, block.data.url) ?? '/',
    image: imageUrl('autopromo', `${context.site.code}-${block.position}`),
  }));

export const cinemaReleasesContent: Impl<'cinemaReleasesContent'> = async (context) => {
  const [block] = await blocks(context, 'cinema-releases');
  return {
    title: localizedField(context, block?.data.title),
    description: localizedField(context, block?.data.description),
  };
};

// ---------------------------------------------------------------- settings and footer

export const settingsCall: Impl<'settings'> = async (context) => {
  const row = await siteSettings(context.db, context.site.code);
  return {
    clientUrl: row.clientUrl,
    cmdUrl: row.cmdUrl,
    cookies: { jwt: 'marquee_jwt', favoriteCinemas: 'marquee_favorite_cinemas' },
    securityAuthCookies: ['marquee_session'],
    injections: row.injections as { position: string; element: string; attributes?: Record<string, string> }[],
    youtubeChannel: row.youtubeChannel,
    catCaptchaKey: row.catCaptchaKey,
    agentforce:
      (row.agentforce as { orgId: string; scrt2Url: string; deploymentName: string; deploymentUrl: string } | null) ??
      null,
    locator: { maxGeolocationCinemas: row.maxGeolocationCinemas, maxGeolocationDistance: row.maxGeolocationDistance },
    features: row.features,
    clientApiVersioned: true,
    advertising: row.advertising ?? null,
  };
};

export const footer: Impl<'footer'> = async (context) => {
  const [row] = await context.db.select().from(footers).where(eq(footers.site, context.site.code)).limit(1);
  if (!row) throw notFound('Footer');
  const text = textFor(context);
  return {
    columns: row.columns.map((column) => ({
      title: text(column.title) ?? '',
      elements: column.elements.map((element) => ({
        title: text(element.title) ?? '',
        url: element.url,
        cookie: element.cookie ?? false,
        newTab: element.newTab ?? false,
      })),
    })),
    socialNetworks: row.socialNetworks,
  };
};

// ---------------------------------------------------------------- FAQ

type FaqRow = typeof faqArticles.$inferSelect;

async function toWireFaqArticle(context: CallContext, row: FaqRow) {
  const text = textFor(context);
  const [category] = await context.db.select().from(faqCategories).where(eq(faqCategories.id, row.categoryId)).limit(1);
  return {
    id: row.id,
    slug: row.slug,
    title: text(row.title) ?? row.slug,
    category: category ? { id: category.id, name: text(category.title) ?? '' } : null,
    teaser: text(row.teaser),
    content: text(row.content),
    publicationDate: row.publishedAt.toISOString(),
  };
}

export const footerFaq: Impl<'footerFaq'> = async (context) => {
  const text = textFor(context);
  const list = await context.db
    .select()
    .from(faqArticles)
    .where(and(eq(faqArticles.site, context.site.code), eq(faqArticles.inFooter, true), eq(faqArticles.retired, false)))
    .orderBy(asc(faqArticles.id));
  return {
    type: 'faq',
    questions: list.map((row) => ({ title: text(row.title), description: text(row.teaser), slug: row.slug })),
    slugs: list.map((row) => row.slug),
  };
};

export const faqArticleBySlug: Impl<'faqArticleBySlug'> = async (context) => {
  const [row] = await context.db
    .select()
    .from(faqArticles)
    .where(and(eq(faqArticles.site, context.site.code), eq(faqArticles.slug, context.params.slug)))
    .limit(1);
  if (!row) throw notFound('FAQ article');
  // member-and-shell.txt §2: a retired article answers 204 and the site redirects to the FAQ home.
  if (row.retired) return noContent;
  return toWireFaqArticle(context, row);
};

function numericId(value: string, what: string): number {
  if (!/^\d{1,9}$/.test(value)) throw notFound(what);
  return Number(value);
}

export const faqArticleById: Impl<'faqArticleById'> = async (context) => {
  const [row] = await context.db
    .select()
    .from(faqArticles)
    .where(
      and(
        eq(faqArticles.site, context.site.code),
        eq(faqArticles.id, numericId(context.params.id, 'FAQ article')),
        eq(faqArticles.retired, false),
      ),
    )
    .limit(1);
  if (!row) throw notFound('FAQ article');
  return toWireFaqArticle(context, row);
};

export const faqCategory: Impl<'faqCategory'> = async (context) => {
  const [category] = await context.db
    .select()
    .from(faqCategories)
    .where(
      and(
        eq(faqCategories.site, context.site.code),
        eq(faqCategories.id, numericId(context.params.id, 'FAQ category')),
      ),
    )
    .limit(1);
  if (!category) throw notFound('FAQ category');
  const text = textFor(context);
  const list = await context.db
    .select()
    .from(faqArticles)
    .where(and(eq(faqArticles.categoryId, category.id), eq(faqArticles.retired, false)))
    .orderBy(asc(faqArticles.id));
  return {
    title: text(category.title) ?? '',
    description: text(category.description),
    articles: list.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: text(row.title) ?? row.slug,
      category: { id: category.id, name: text(category.title) ?? '' },
      teaser: text(row.teaser),
      content: text(row.content),
      publicationDate: row.publishedAt.toISOString(),
    })),
  };
};

/**
 * The help centre's chat availability (decision 0051): a real deployment asks the chat service
 * for its configuration with the settings' tokens and passes its instructions on; the reference
 * API has no chat service, so a site with a chat desk (its settings' chat data) answers that
 * advisers are there, one without answers 404.
 */
export const faqChatAvailability: Impl<'faqChatAvailability'> = async (context) => {
  const row = await siteSettings(context.db, context.site.code);
  if (!row.agentforce) throw notFound('Chat desk');
  return { instructions: [] };
};

// ---------------------------------------------------------------- vouchers and gift cards

export const voucherTypeList: Impl<'vouchers'> = async (context) => {
  const text = textFor(context);
  const list = await context.db
    .select()
    .from(voucherTypes)
    .where(eq(voucherTypes.site, context.site.code))
    .orderBy(asc(voucherTypes.typeId));
  return list.map((row) => ({ typeId: row.typeId, label: text(row.label) ?? '', terms: text(row.terms) }));
};

export type { CtaValue };
