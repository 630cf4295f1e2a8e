import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { byOrdering, flagTone, offersBlockOrder, type Language, type OffersBlock, type SiteCode } from '@marquee/data';
import {
  useEcards,
  useEvents,
  useNewsOffers,
  useOffersPage,
  usePromotions,
  useTemporaryOffers,
} from '@marquee/data/hooks';
import { Badge, Link } from '@marquee/design-system';
import { useFormat } from '../../i18n/formats.ts';
import type { PageContext, PageDefinition } from '../../page.ts';
import * as styles from '../shared/contentPage.css.ts';
import { pathOf } from '../shared/links.ts';
import { ErrorState, LoadingState } from '../../pageStatus.tsx';
import { WireCta } from '../shared/WireCta.tsx';
import { CardPicture } from '../shared/CardPicture.tsx';
import * as own from './OffersPage.css.ts';

/** The offer articles listed under the blocks: the first page of news-offers of type offer. */
const offerArticlesQuery = { page: 1, type: 'offer' } as const;

/**
 * Offers.List (catalogue.txt §3 Offers page header and block order): the header from offers/page,
 * then its blocks in its order (promotions, events, temporary offers, e-cards), then the offers
 * themselves, each linking to its offer page.
 */
export function OffersPage({ site, language }: PageContext) {
  const { t } = useTranslation();
  const header = useOffersPage(language);
  const blocks = offersBlockOrder(header.data?.blockOrder);

  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{header.data?.title ?? t('content.offers.title')}</h1>
        {header.data?.subtitle ? <p className={styles.lead}>{header.data.subtitle}</p> : null}
        {header.data?.description ? <p className={styles.cardText}>{header.data.description}</p> : null}
        {header.data?.cta1 || header.data?.cta2 ? (
          <div className={styles.actions}>
            {header.data.cta1 ? <WireCta cta={header.data.cta1} /> : null}
            {header.data.cta2 ? <WireCta cta={header.data.cta2} /> : null}
          </div>
        ) : null}
        {header.data?.restriction ? <p className={styles.meta}>{header.data.restriction}</p> : null}
        {header.error ? <ErrorState onRetry={header.retry} /> : null}
      </header>
      {blocks.map((block) => (
        <OffersBlockSection key={block} block={block} site={site} language={language} />
      ))}
      <OfferArticles site={site} language={language} />
    </main>
  );
}

interface BlockProps {
  site: SiteCode;
  language: Language;
}

function OffersBlockSection({ block, ...props }: BlockProps & { block: OffersBlock }) {
  switch (block) {
    case 'promotion':
      return <Promotions {...props} />;
    case 'event':
      return <Events {...props} />;
    case 'temporary':
      return <TemporaryOffers {...props} />;
    case 'ecards':
      return <Ecards {...props} />;
  }
}

/** One block: its title, then its items, or its own loading or error state; an empty block is left out. */
function Block({
  id,
  title,
  state,
  count,
  children,
}: {
  id: string;
  title: string;
  state: { data: unknown; error: unknown; retry: () => void };
  count: number;
  children: ReactNode;
}) {
  if (state.data !== undefined && count === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {state.data !== undefined ? (
        children
      ) : state.error ? (
        <ErrorState onRetry={state.retry} />
      ) : (
        <LoadingState lines={2} />
      )}
    </section>
  );
}

function Promotions({ language }: BlockProps) {
  const { t } = useTranslation();
  const promotions = usePromotions(language);
  const items = promotions.data ?? [];
  return (
    <Block id="offers-promotions" title={t('content.offers.blocks.promotion')} state={promotions} count={items.length}>
      <ul className={styles.grid}>
        {items.map((promotion, index) => (
          <li key={promotion.slug ?? index} className={styles.card}>
            <CardPicture image={promotion.picture} />
            {promotion.label ? (
              <span className={own.badge}>
                <Badge label={promotion.label} tone={flagTone(promotion.labelColor)} size="small" />
              </span>
            ) : null}
            <h3 className={styles.cardTitle}>{promotion.title}</h3>
            {promotion.description ? <p className={styles.cardText}>{promotion.description}</p> : null}
            {promotion.cta ? (
              <div className={styles.actions}>
                <WireCta cta={promotion.cta} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </Block>
  );
}

function Events({ site, language }: BlockProps) {
  const { t } = useTranslation();
  const events = useEvents(language);
  const items = events.data ?? [];
  return (
    <Block id="offers-events" title={t('content.offers.blocks.event')} state={events} count={items.length}>
      <ul className={styles.grid}>
        {items.map((event) => {
          const kind = (event as { kind?: unknown }).kind === 'season' ? 'Season' : 'Season.EventSpecial';
          const href = pathOf(site, language, kind, { slug: event.slug });
          return (
            <li key={event.slug} className={styles.card}>
              <CardPicture image={event.backdrop} />
              <h3 className={styles.cardTitle}>{href ? <Link href={href}>{event.title}</Link> : event.title}</h3>
              {event.description ? <p className={styles.cardText}>{event.description}</p> : null}
            </li>
          );
        })}
      </ul>
    </Block>
  );
}

function TemporaryOffers({ language }: BlockProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const temporary = useTemporaryOffers(language);
  const items = byOrdering(temporary.data ?? []);
  return (
    <Block id="offers-temporary" title={t('content.offers.blocks.temporary')} state={temporary} count={items.length}>
      <ul className={styles.grid}>
        {items.map((offer, index) => (
          <li key={`${offer.title}-${index}`} className={styles.card}>
            <h3 className={styles.cardTitle}>{offer.title}</h3>
            {offer.subtitle ? <p className={styles.cardText}>{offer.subtitle}</p> : null}
            {typeof offer.price === 'number' ? (
              <p className={own.price}>
                {typeof offer.initialPrice === 'number' && offer.initialPrice > offer.price
                  ? t('content.offers.priceInsteadOf', {
                      price: format.price(offer.price),
                      initialPrice: format.price(offer.initialPrice),
                    })
                  : format.price(offer.price)}
              </p>
            ) : null}
            {offer.cta ? (
              <div className={styles.actions}>
                <WireCta cta={offer.cta} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </Block>
  );
}

function Ecards({ site, language }: BlockProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const ecards = useEcards(language);
  const items = ecards.data ?? [];
  const ecardsPage = pathOf(site, language, 'ECards.FiveSeats');
  return (
    <Block id="offers-ecards" title={t('content.offers.blocks.ecards')} state={ecards} count={items.length}>
      <ul className={styles.grid}>
        {items.map((ecard) => (
          <li key={ecard.label} className={styles.card}>
            <h3 className={styles.cardTitle}>{ecard.label}</h3>
            {typeof ecard.ttcAmount === 'number' ? <p className={own.price}>{format.price(ecard.ttcAmount)}</p> : null}
          </li>
        ))}
      </ul>
      {ecardsPage ? <Link href={ecardsPage}>{t('content.offers.allEcards')}</Link> : null}
    </Block>
  );
}

function OfferArticles({ site, language }: BlockProps) {
  const { t } = useTranslation();
  const offers = useNewsOffers(language, offerArticlesQuery);
  const items = offers.data?.items ?? [];
  return (
    <Block id="offers-articles" title={t('content.offers.articles')} state={offers} count={items.length}>
      <ul className={styles.grid}>
        {items.map((article) => {
          const href = pathOf(site, language, 'Offers.Single', { slug: article.slug });
          return (
            <li key={article.slug} className={styles.card}>
              <CardPicture image={article.thumbnail ?? article.image} large={article.image} />
              <h3 className={styles.cardTitle}>{href ? <Link href={href}>{article.title}</Link> : article.title}</h3>
              {article.headline ? <p className={styles.cardText}>{article.headline}</p> : null}
            </li>
          );
        })}
      </ul>
    </Block>
  );
}

export const offersPage: PageDefinition = {
  Component: OffersPage,
  calls: () => [
    { id: 'offersPage' },
    { id: 'promotions' },
    { id: 'events' },
    { id: 'temporaryOffers' },
    { id: 'ecards' },
    { id: 'newsOffers', query: offerArticlesQuery },
  ],
  seo: (_context, answer, t) => {
    const header = answer({ id: 'offersPage' }) as { title?: string; description?: string | null } | undefined;
    return {
      title: header?.title ? t('content.offers.seoTitleWith', { title: header.title }) : t('content.offers.seoTitle'),
      description: header?.description ?? t('content.offers.seoDescription'),
    };
  },
};
