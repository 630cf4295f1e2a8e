import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  offersOfSite,
  resetPlan,
  selectPlan,
  type SelectedPlan,
  type Subscription,
  type SubscriptionOffer,
} from '@marquee/data';
import { useCinepass, useCinepassCurrentShows } from '@marquee/data/hooks';
import { AlertBanner, Badge, Button, Cta, useOnPopinClose, usePopins } from '@marquee/design-system';
import type { PageContext, PageDefinition } from '../../page.ts';
import { CallState, EmptyState } from '../shared/PageStatus.tsx';
import { pathOf } from '../shared/links.ts';
import { ProgrammeShows } from '../shared/ProgrammeShows.tsx';
import * as layout from '../shared/layout.css.ts';
import { useFormat } from '../../i18n/formats.ts';
import { formatPlanPrice } from './planPrice.ts';
import { PerksPopin, PlanPopin } from './SubscriptionPopins.tsx';
import * as styles from './SubscriptionPage.css.ts';

/**
 * catalogue.txt §2 Subscription offers; member-and-shell.txt §3 Subscription: the site's plans
 * (GET cinepass, those of the subscription its switches turn on, §9) with their price and perks,
 * the promotion, the partner cinemas and the shows playable with it (cinepass/current-shows).
 * Choosing a plan opens the plan pop-in, whose options lead to the purchase tunnel; closing it
 * resets the selected plan (§2 Other pop-ins).
 */
/** Two rows of posters on a desktop: the plans stay the page's subject; the shows list has the rest. */
const currentShowsShown = 10;

export function SubscriptionPage({ site, language, features }: PageContext) {
  const { t } = useTranslation();
  const subscription = useCinepass(language);
  const currentShows = useCinepassCurrentShows(language);
  const [plan, setPlan] = useState<SelectedPlan<SubscriptionOffer> | null>(null);
  const [perksOf, setPerksOf] = useState<SubscriptionOffer | null>(null);
  const { open } = usePopins();
  const showsList = pathOf(site, language, 'Shows.List');
  useOnPopinClose('subscriptionPlan', () => setPlan(resetPlan()));

  const choose = (offer: SubscriptionOffer, trigger: Element | null) => {
    setPlan(selectPlan(offer));
    open('subscriptionPlan', { trigger });
  };
  const showPerks = (offer: SubscriptionOffer, trigger: Element | null) => {
    setPerksOf(offer);
    open('subscriptionPerks', { trigger });
  };

  return (
    <main id="main" className={layout.page}>
      <h1 className={layout.title}>{t('cinemas.subscription.title')}</h1>
      <CallState state={subscription}>
        {(page) => {
          const offers = offersOfSite(page.offers, features);
          return offers.length === 0 ? (
            <EmptyState message={t('cinemas.subscription.empty')} />
          ) : (
            <>
              {page.maintenance ? (
                <AlertBanner
                  level="warning"
                  levelLabel={t('shell.alert.warning')}
                  title={t('cinemas.subscription.maintenance')}
                />
              ) : null}
              <Promotion promotion={page.promotion} />
              <ul className={styles.plans}>
                {offers.map((offer) => (
                  <PlanCard
                    key={offer.id}
                    offer={offer}
                    disabled={page.maintenance}
                    onChoose={choose}
                    onShowPerks={showPerks}
                  />
                ))}
              </ul>
              <Partners partners={page.partners} />
              <ProgrammeShows
                programme={currentShows}
                title={t('cinemas.subscription.currentShows')}
                emptyMessage={t('cinemas.subscription.currentShowsEmpty')}
                site={site}
                language={language}
                limit={currentShowsShown}
                more={showsList ? { href: showsList, label: t('cinemas.subscription.allShows') } : null}
              />
            </>
          );
        }}
      </CallState>
      {plan ? <PlanPopin plan={plan} onChange={setPlan} /> : null}
      {perksOf ? <PerksPopin offer={perksOf} /> : null}
    </main>
  );
}

function Promotion({ promotion }: { promotion: Subscription['promotion'] }) {
  const { t } = useTranslation();
  if (!promotion) return null;
  const { cta } = promotion;
  return (
    <section className={styles.promotion} aria-label={t('cinemas.subscription.promotion')}>
      <p className={layout.paragraph}>{promotion.description}</p>
      {cta ? (
        cta.target === '_blank' ? (
          <Cta
            label={cta.label}
            url={cta.url}
            target="_blank"
            newTabHint={t('cinemas.common.newTab')}
            type="blackButton"
          />
        ) : (
          <Cta label={cta.label} url={cta.url} type="blackButton" />
        )
      ) : null}
    </section>
  );
}

interface PlanCardProps {
  offer: SubscriptionOffer;
  disabled: boolean;
  onChoose: (offer: SubscriptionOffer, trigger: Element | null) => void;
  onShowPerks: (offer: SubscriptionOffer, trigger: Element | null) => void;
}

/** A plan: its name, promotional line, price, legend and perks, and the two buttons of its pop-ins. */
function PlanCard({ offer, disabled, onChoose, onShowPerks }: PlanCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const price = formatPlanPrice(offer.price, format);
  return (
    <li className={styles.plan}>
      <h2 className={styles.planTitle}>{offer.label}</h2>
      {offer.promotion ? <Badge label={offer.promotion} tone="brand" /> : null}
      {price ? <p className={styles.price}>{price}</p> : null}
      {offer.legend ? <p className={layout.muted}>{offer.legend}</p> : null}
      {offer.perks.length > 0 ? (
        <ul className={styles.perks} aria-label={t('cinemas.subscription.perksOf', { plan: offer.label })}>
          {offer.perks.map((perk) => (
            <li key={perk.title}>{perk.title}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="primary"
          isDisabled={disabled}
          aria-label={t('cinemas.subscription.chooseNamed', { plan: offer.label })}
          onPress={(event) => onChoose(offer, event.target)}
        >
          {t('cinemas.subscription.choose')}
        </Button>
        {offer.perks.some((perk) => perk.description) ? (
          <Button
            variant="secondary"
            aria-label={t('cinemas.subscription.allPerksNamed', { plan: offer.label })}
            onPress={(event) => onShowPerks(offer, event.target)}
          >
            {t('cinemas.subscription.allPerks')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** member-and-shell.txt §3 Subscription partners (slug, name, address); those without a theatre are already dropped. */
function Partners({ partners }: { partners: Subscription['partners'] }) {
  const { t } = useTranslation();
  if (partners.length === 0) return null;
  return (
    <section className={layout.section} aria-labelledby="subscription-partners">
      <h2 id="subscription-partners" className={layout.sectionTitle}>
        {t('cinemas.subscription.partners')}
      </h2>
      <p className={layout.muted}>{t('cinemas.subscription.partnersIntro')}</p>
      <ul className={layout.cardGrid}>
        {partners.map((partner) => (
          <li key={partner.slug} className={styles.partner}>
            <span className={styles.name}>{partner.name}</span>
            <span className={layout.muted}>
              {partner.address.address}, {partner.address.postalCode} {partner.address.city}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const subscriptionPage: PageDefinition = {
  Component: SubscriptionPage,
  calls: () => [{ id: 'cinepass' }, { id: 'cinepassCurrentShows' }, { id: 'shows' }],
  seo: (_context, _answer, t) => ({
    title: t('cinemas.subscription.seoTitle'),
    description: t('cinemas.subscription.seoDescription'),
  }),
};
