import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cmsParagraphs, priceTable, type CinemaDetails, type Language, type SiteCode } from '@marquee/data';
import { Link, RichText } from '@marquee/design-system';
import { useFormat } from '../../i18n/formats.ts';
import { formatPlanPrice } from '../SubscriptionPage/planPrice.ts';
import * as layout from '../shared/layout.css.ts';
import { pathOf } from '../shared/links.ts';
import * as styles from './CinemaPage.css.ts';

export interface Place {
  site: SiteCode;
  language: Language;
  /** On the cinema light page, links to cinemas and cities lead to their light pages. */
  light: boolean;
}

function Paragraphs({ html }: { html: string | null }) {
  return <RichText html={html ?? ''} />;
}

/** Address, map, itinerary and the city's cinemas. */
export function AccessInfo({ details, place }: { details: CinemaDetails; place: Place }) {
  const { t } = useTranslation();
  const { address } = details;
  const citySlug = details.tracking.citySlug;
  const cityPath = citySlug
    ? pathOf(place.site, place.language, place.light ? 'Cinema.City.Light' : 'Cinema.City.Single', citySlug)
    : null;
  return (
    <div className={styles.infoBlock}>
      {address ? (
        <address className={styles.address}>
          {address.address}
          {address.address ? <br /> : null}
          {[address.postalCode, address.city].filter(Boolean).join(' ')}
        </address>
      ) : null}
      <ul className={styles.links}>
        {details.googleMyBusinessUrl ? (
          <li>
            <Link href={details.googleMyBusinessUrl} target="_blank" newTabHint={t('cinemas.common.newTab')}>
              {t('cinemas.cinema.googleMaps')}
            </Link>
          </li>
        ) : null}
        {details.itinerary ? (
          <li>
            <Link href={details.itinerary} target="_blank" newTabHint={t('cinemas.common.newTab')}>
              {t('cinemas.cinema.itinerary')}
            </Link>
          </li>
        ) : null}
        {cityPath && address?.city ? (
          <li>
            <Link href={cityPath}>{t('cinemas.cinema.allInCity', { city: address.city })}</Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** The accessibility description, the reduced-mobility welcome and the Acceslibre record. */
export function AccessibilityInfo({ details }: { details: CinemaDetails }) {
  const { t } = useTranslation();
  return (
    <div className={styles.infoBlock}>
      {details.disabledServices ? <p className={layout.paragraph}>{t('cinemas.cinema.reducedMobility')}</p> : null}
      <Paragraphs html={details.accessibilityDescription} />
      {details.accesLibreUrl ? (
        <p className={layout.paragraph}>
          <Link href={details.accesLibreUrl} target="_blank" newTabHint={t('cinemas.common.newTab')}>
            {t('cinemas.cinema.accessibilityLink')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

export function hasAccessibilityInfo(details: CinemaDetails): boolean {
  return (
    details.disabledServices ||
    Boolean(details.accesLibreUrl) ||
    cmsParagraphs(details.accessibilityDescription).length > 0
  );
}

/** Halls and seats. */
export function Statistics({ details }: { details: CinemaDetails }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { halls, seats } = details.statistics;
  if (halls === null && seats === null) return null;
  return (
    <dl className={styles.statistics}>
      {halls !== null ? (
        <div className={styles.statistic}>
          <dt className={styles.statisticLabel}>{t('cinemas.cinema.halls', { count: halls })}</dt>
          <dd className={styles.statisticValue}>{format.number(halls)}</dd>
        </div>
      ) : null}
      {seats !== null ? (
        <div className={styles.statistic}>
          <dt className={styles.statisticLabel}>{t('cinemas.cinema.seats', { count: seats })}</dt>
          <dd className={styles.statisticValue}>{format.number(seats)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export interface InfoItem {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * The practical information, one item each: access, accessibility, the cinema itself. The page
 * shows them as its info accordion, the info pop-in (#info) as sections.
 */
export function useInfoItems(details: CinemaDetails, description: string | null, place: Place): InfoItem[] {
  const { t } = useTranslation();
  const about = cmsParagraphs(description).length > 0 || details.statistics.halls !== null;
  return [
    { id: 'access', title: t('cinemas.cinema.info.access'), content: <AccessInfo details={details} place={place} /> },
    ...(hasAccessibilityInfo(details)
      ? [
          {
            id: 'accessibility',
            title: t('cinemas.cinema.accessibilityTitle'),
            content: <AccessibilityInfo details={details} />,
          },
        ]
      : []),
    ...(about
      ? [
          {
            id: 'about',
            title: t('cinemas.cinema.info.about'),
            content: (
              <div className={styles.infoBlock}>
                <Paragraphs html={description} />
                <Statistics details={details} />
              </div>
            ),
          },
        ]
      : []),
  ];
}

/** The info pop-in's body: every item under its heading. */
export function InfoSections({ items }: { items: readonly InfoItem[] }) {
  return (
    <div className={styles.popinBody}>
      {items.map((item) => (
        <section key={item.id} className={styles.infoBlock}>
          <h3 className={styles.subTitle}>{item.title}</h3>
          {item.content}
        </section>
      ))}
    </div>
  );
}

/**
 * The prices (catalogue.txt §3 Cinema details pricing): each price with its footnote number,
 * additional prices under their parent, the numbered terms and the global terms. Amounts are the
 * site's currency in the page's locale.
 */
export function PriceList({
  pricing,
  headingLevel,
}: {
  pricing: NonNullable<CinemaDetails['pricing']>;
  headingLevel: 3 | 4;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const table = priceTable(pricing);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const amount = (value: number | string) => formatPlanPrice(value, format);
  return (
    <div className={styles.pricing}>
      {table.prices.length > 0 ? (
        <dl className={styles.priceList}>
          {table.prices.map((price, index) => (
            <div key={`${price.label}-${index}`} className={styles.priceRow}>
              <dt>
                {price.label}
                {price.termNumber !== null ? (
                  <sup className={styles.termMark}>
                    {/* The number alone would read "Students 1": the label says it is a condition. */}
                    <span className={styles.visuallyHidden}>{t('cinemas.cinema.pricing.termRef')} </span>
                    {price.termNumber}
                  </sup>
                ) : null}
              </dt>
              <dd className={styles.amount}>{amount(price.amount)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {table.complements.map((group, index) => (
        <Fragment key={group.parent ?? `ungrouped-${index}`}>
          <Heading className={styles.subTitle}>{group.parent ?? t('cinemas.cinema.pricing.complements')}</Heading>
          <dl className={styles.priceList}>
            {group.prices.map((price, priceIndex) => (
              <div key={`${price.label}-${priceIndex}`} className={styles.priceRow}>
                <dt>{price.label}</dt>
                <dd className={styles.amount}>{amount(price.amount)}</dd>
              </div>
            ))}
          </dl>
        </Fragment>
      ))}
      {table.terms.length > 0 ? (
        <>
          <Heading className={styles.subTitle}>{t('cinemas.cinema.pricing.terms')}</Heading>
          <ol className={styles.terms}>
            {table.terms.map((term, index) => (
              <li key={index}>{term}</li>
            ))}
          </ol>
        </>
      ) : null}
      {table.globalTerms ? <p className={layout.muted}>{table.globalTerms}</p> : null}
    </div>
  );
}
