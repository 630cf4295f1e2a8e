import { useTranslation } from 'react-i18next';
import { useCinepass } from '@marquee/data/hooks';
import type { PageContext, PageDefinition } from '../../page.ts';
import { CallState, EmptyState } from '../shared/PageStatus.tsx';
import * as layout from '../shared/layout.css.ts';
import { useFormat } from '../../i18n/formats.ts';
import { formatPlanPrice } from './planPrice.ts';
import * as styles from './SubscriptionPage.css.ts';

/**
 * catalogue.txt §2 Subscription offers: the plans of GET cinepass (label, price, legend). The
 * catalogue's subscription offers (cms subscription-offers) carry ids and options but no price or
 * text, so they wait for the plan pop-in (member-and-shell.txt §4 Subscription).
 */
export function SubscriptionPage({ language }: PageContext) {
  const { t } = useTranslation();
  const format = useFormat();
  const plans = useCinepass(language);
  return (
    <main id="main" className={layout.page}>
      <h1 className={layout.title}>{t('cinemas.subscription.title')}</h1>
      <CallState state={plans}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState message={t('cinemas.subscription.empty')} />
          ) : (
            <ul className={layout.cardGrid}>
              {list.map((plan, index) => {
                const price = formatPlanPrice(plan.price, format);
                return (
                  <li key={`${index}-${plan.label}`} className={styles.plan}>
                    <h2 className={styles.planTitle}>{plan.label}</h2>
                    {price ? <p className={styles.price}>{price}</p> : null}
                    {plan.legend ? <p className={layout.muted}>{plan.legend}</p> : null}
                  </li>
                );
              })}
            </ul>
          )
        }
      </CallState>
    </main>
  );
}

export const subscriptionPage: PageDefinition = {
  Component: SubscriptionPage,
  calls: () => [{ id: 'cinepass' }],
  seo: (_context, _answer, t) => ({
    title: t('cinemas.subscription.seoTitle'),
    description: t('cinemas.subscription.seoDescription'),
  }),
};
