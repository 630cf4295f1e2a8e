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
import { CallState, EmptyState } from '../../pageStatus.tsx';
import { pathOf } from '../shared/links.ts';
import { ProgrammeShows } from '../shared/ProgrammeShows.tsx';
import * as layout from '../shared/layout.css.ts';
import { useFormat } from '../../i18n/formats.ts';
import { formatPlanPrice } from './planPrice.ts';
import { PartnersPopin, PerksPopin, PlanPopin } from './SubscriptionPopins.tsx';
import * as styles from './SubscriptionPage.css.ts';

/**
 * catalogue.txt §2 Subscription offers; member-and-shell.txt §3 Subscription: the site's plans
 * (GET cinepass, those of the subscription its switches turn on, §9) with their price and perks,
 * the promotion, the partner cinemas (in the `partners` pop-in) and the shows playable with it
 * (cinepass/current-shows). Choosing a plan opens the plan pop-in, whose options lead to the purchase
 * tunnel; closing it resets the selected plan (§2 Other pop-ins). In maintenance the banner takes the
 * promotion's place and the plans cannot be chosen.
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
          // §3 maintenance: the maintenance state in place of the promotion, the plans for information only
          // (no plan choice, so no way into the tunnel), the partners and the films as usual (decision 0057).
          const { maintenance } = page;
          if (!maintenance && offers.length === 0) return <EmptyState message={t('cinemas.subscription.empty')} />;
          return (
            <>
              {maintenance ? (
                <AlertBanner
                  level="warning"
                  levelLabel={t('shell.alert.warning')}
                  title={t('cinemas.subscription.maintenance')}
                />
              ) : (
                <Promotion promotion={page.promotion} />
              )}
              <Plans offers={offers} onChoose={maintenance ? undefined : choose} onShowPerks={showPerks} />
              <PartnersButton partners={page.partners} />
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
      {/* A maintenance that starts while the plan pop-in is open takes its tunnel link away too. */}
      {plan && !subscription.data?.maintenance ? <PlanPopin plan={plan} onChange={setPlan} /> : null}
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

type OfferAction = (offer: SubscriptionOffer, trigger: Element | null) => void;

interface PlanCardProps {
  offer: SubscriptionOffer;
  /** Absent in maintenance: the plan cannot be chosen, so no button offers it. */
  onChoose?: OfferAction;
  onShowPerks: OfferAction;
}

/** The site's plans; without `onChoose` (maintenance) they are shown for information only. */
function Plans({ offers, onChoose, onShowPerks }: Omit<PlanCardProps, 'offer'> & { offers: SubscriptionOffer[] }) {
  if (offers.length === 0) return null;
  return (
    <ul className={styles.plans}>
      {offers.map((offer) => (
        <PlanCard key={offer.id} offer={offer} onChoose={onChoose} onShowPerks={onShowPerks} />
      ))}
    </ul>
  );
}

/** A plan: its name, promotional line, price, legend and perks, and the two buttons of its pop-ins. */
function PlanCard({ offer, onChoose, onShowPerks }: PlanCardProps) {
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
        {onChoose ? (
          <Button
            variant="primary"
            aria-label={t('cinemas.subscription.chooseNamed', { plan: offer.label })}
            onPress={(event) => onChoose(offer, event.target)}
          >
            {t('cinemas.subscription.choose')}
          </Button>
        ) : null}
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

/**
 * member-and-shell.txt §3 Subscription partners (slug, name, address), those without a theatre
 * already dropped (§5): a button on the page, counting them, opens the `partners` pop-in (§2 Modal
 * ids) that lists them (decision 0057).
 */
function PartnersButton({ partners }: { partners: Subscription['partners'] }) {
  const { t } = useTranslation();
  const { open } = usePopins();
  if (partners.length === 0) return null;
  return (
    <div className={layout.status}>
      <Button variant="secondary" onPress={(event) => open('partners', { trigger: event.target })}>
        {t('cinemas.subscription.partnersOpen', { number: partners.length })}
      </Button>
      <PartnersPopin partners={partners} />
    </div>
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
