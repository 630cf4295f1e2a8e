import { useTranslation } from 'react-i18next';
import { useEcards, useVoucherTypes } from '@marquee/data/hooks';
import { Badge, Cta } from '@marquee/design-system';
import { useFormat } from '../../i18n/formats.ts';
import type { PageContext, PageDefinition } from '../../page.ts';
import * as styles from '../shared/contentPage.css.ts';
import { EmptyState, ErrorState, LoadingState } from '../../pageStatus.tsx';
import { splitEcards } from '@marquee/data';

type Ecard = NonNullable<ReturnType<typeof useEcards>['data']>[number];

const seatsOfKind = (kind: string) => (kind === 'ECards.ThreeSeats' ? 3 : 5);

/**
 * ECards.FiveSeats and ECards.ThreeSeats (catalogue.txt §2, §3 ecards): the page's own card first,
 * with its price, the price per seat and a link to buy it (refCmd), then the other cards. Where
 * voucher gifting is on (member-and-shell.txt §9, fr), the cinema vouchers one can offer follow,
 * with their terms (§3 Voucher list, GET cms/1.0.0/vouchers; decision 0060).
 */
export function ECardsPage({ language, target, features }: PageContext) {
  const { t } = useTranslation();
  const seats = seatsOfKind(target.kind);
  const ecards = useEcards(language);
  const { own, others } = splitEcards(ecards.data ?? [], seats);
  const vouchers = useVoucherTypes(language, features.voucherGiftingEnabled);

  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('content.ecards.title', { seats })}</h1>
        <p className={styles.lead}>{t('content.ecards.lead', { seats })}</p>
      </header>
      {ecards.data ? (
        own.length === 0 ? (
          <EmptyState message={t('content.ecards.empty')} />
        ) : (
          <>
            <ul className={styles.grid}>
              {own.map((ecard) => (
                <EcardItem key={ecard.label} ecard={ecard} />
              ))}
            </ul>
            {others.length > 0 ? (
              <section className={styles.section} aria-labelledby="ecards-others">
                <h2 id="ecards-others" className={styles.sectionTitle}>
                  {t('content.ecards.others')}
                </h2>
                <ul className={styles.grid}>
                  {others.map((ecard) => (
                    <EcardItem key={ecard.label} ecard={ecard} level={3} />
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )
      ) : ecards.error ? (
        <ErrorState onRetry={ecards.retry} />
      ) : (
        <LoadingState lines={3} />
      )}
      {features.voucherGiftingEnabled && vouchers.data && vouchers.data.length > 0 ? (
        <section className={styles.section} aria-labelledby="ecards-vouchers">
          <h2 id="ecards-vouchers" className={styles.sectionTitle}>
            {t('content.ecards.vouchers.title')}
          </h2>
          <p className={styles.lead}>{t('content.ecards.vouchers.lead')}</p>
          <ul className={styles.grid}>
            {vouchers.data.map((voucher) => (
              <li key={voucher.typeId} className={styles.card}>
                <h3 className={styles.cardTitle}>{voucher.label}</h3>
                {voucher.terms ? <p className={styles.cardText}>{voucher.terms}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

function EcardItem({ ecard, level = 2 }: { ecard: Ecard; level?: 2 | 3 }) {
  const { t } = useTranslation();
  const format = useFormat();
  const Heading = `h${level}` as const;
  return (
    <li className={styles.card}>
      {ecard.highlightMessage ? (
        <span className={styles.tag}>
          <Badge label={ecard.highlightMessage} tone="brand" size="small" />
        </span>
      ) : null}
      <Heading className={styles.cardTitle}>{ecard.label}</Heading>
      {typeof ecard.ttcAmount === 'number' ? <p className={styles.cardText}>{format.price(ecard.ttcAmount)}</p> : null}
      {typeof ecard.singleTtcAmount === 'number' ? (
        <p className={styles.meta}>{t('content.ecards.perSeat', { price: format.price(ecard.singleTtcAmount) })}</p>
      ) : null}
      {ecard.refCmd ? (
        <div className={styles.actions}>
          <Cta label={t('content.ecards.buy', { label: ecard.label })} url={ecard.refCmd} />
        </div>
      ) : null}
    </li>
  );
}

export const ecardsPage: PageDefinition = {
  Component: ECardsPage,
  calls: ({ features }) => [{ id: 'ecards' }, ...(features.voucherGiftingEnabled ? [{ id: 'vouchers' } as const] : [])],
  seo: ({ target }, _answer, t) => {
    const seats = seatsOfKind(target.kind);
    return { title: t('content.ecards.title', { seats }), description: t('content.ecards.lead', { seats }) };
  },
};
