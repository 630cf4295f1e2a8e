import { useTranslation } from 'react-i18next';
import {
  changeOption,
  planPurchaseUrl,
  planTotal,
  type SelectedPlan,
  type Subscription,
  type SubscriptionOffer,
} from '@marquee/data';
import { Button, Cta, Popin } from '@marquee/design-system';
import { useFormat } from '../../i18n/formats.ts';
import * as layout from '../shared/layout.css.ts';
import * as styles from './SubscriptionPage.css.ts';

export interface PlanPopinProps {
  plan: SelectedPlan<SubscriptionOffer>;
  onChange: (plan: SelectedPlan<SubscriptionOffer>) => void;
}

/**
 * The subscription plan pop-in (catalogue.txt §2 Modals): a quantity per option, each changed by
 * one step (member-and-shell.txt §4 Subscription), the plan's monthly total, and the link to the
 * purchase tunnel with the options chosen.
 */
export function PlanPopin({ plan, onChange }: PlanPopinProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const total = planTotal(plan);
  const purchase = planPurchaseUrl(plan);
  return (
    <Popin
      id="subscriptionPlan"
      title={t('cinemas.subscription.planTitle', { plan: plan.offer.label })}
      closeLabel={t('cinemas.subscription.close')}
    >
      <div className={styles.popinBody}>
        {plan.offer.options.length > 0 ? (
          <ul className={styles.options} aria-label={t('cinemas.subscription.options')}>
            {plan.offer.options.map((option) => {
              const quantity = plan.quantities[option.id] ?? 0;
              return (
                <li key={option.id} className={styles.option}>
                  <div className={styles.optionText}>
                    <span className={styles.name}>{option.label}</span>
                    {option.price !== null ? (
                      <span>{t('cinemas.subscription.optionPrice', { price: format.price(option.price) })}</span>
                    ) : null}
                    {option.description ? <span className={layout.muted}>{option.description}</span> : null}
                  </div>
                  <div className={styles.stepper} role="group" aria-label={option.label}>
                    <Button
                      variant="secondary"
                      size="small"
                      isDisabled={quantity === 0}
                      aria-label={t('cinemas.subscription.less', { option: option.label })}
                      onPress={() => onChange(changeOption(plan, option.id, -1))}
                    >
                      −
                    </Button>
                    <output className={styles.name}>{quantity}</output>
                    <Button
                      variant="secondary"
                      size="small"
                      isDisabled={option.max !== null && quantity >= option.max}
                      aria-label={t('cinemas.subscription.more', { option: option.label })}
                      onPress={() => onChange(changeOption(plan, option.id, 1))}
                    >
                      +
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
        {total !== null ? (
          <p className={styles.price}>{t('cinemas.subscription.total', { price: format.price(total) })}</p>
        ) : null}
        {purchase ? <Cta label={t('cinemas.subscription.purchase')} url={purchase} type="booking" /> : null}
      </div>
    </Popin>
  );
}

/** The subscription perks pop-in (catalogue.txt §2 Modals): every perk of a plan with its description. */
export function PerksPopin({ offer }: { offer: SubscriptionOffer }) {
  const { t } = useTranslation();
  return (
    <Popin
      id="subscriptionPerks"
      title={t('cinemas.subscription.perksTitle', { plan: offer.label })}
      closeLabel={t('cinemas.subscription.close')}
    >
      <dl className={styles.popinBody}>
        {offer.perks.map((perk) => (
          <div key={perk.title}>
            <dt className={styles.name}>{perk.title}</dt>
            {perk.description ? <dd className={styles.perkDescription}>{perk.description}</dd> : null}
          </div>
        ))}
      </dl>
    </Popin>
  );
}

/**
 * The partners pop-in (member-and-shell.txt §2 Modal ids `partners`): the cinemas that also take the
 * subscription, each with its address (§3 Subscription partners).
 */
export function PartnersPopin({ partners }: { partners: Subscription['partners'] }) {
  const { t } = useTranslation();
  return (
    <Popin id="partners" title={t('cinemas.subscription.partners')} closeLabel={t('cinemas.subscription.close')}>
      <div className={styles.popinBody}>
        <p className={layout.paragraph}>{t('cinemas.subscription.partnersIntro')}</p>
        <ul className={styles.options} aria-label={t('cinemas.subscription.partners')}>
          {partners.map((partner) => (
            <li key={partner.slug} className={styles.option}>
              <span className={styles.optionText}>
                <span className={styles.name}>{partner.name}</span>
                <span className={layout.muted}>
                  {partner.address.address}, {partner.address.postalCode} {partner.address.city}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </Popin>
  );
}
