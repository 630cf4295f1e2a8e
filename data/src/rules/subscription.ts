import type { FeatureSwitches } from '../sites/features.ts';

/** The subscriptions a country sells (member-and-shell.txt §9 switches: cinepass fr, pass ch, unlimited nl). */
export const subscriptionKinds = ['cinepass', 'pass', 'unlimited'] as const;
export type SubscriptionKind = (typeof subscriptionKinds)[number];

const switchOf = {
  cinepass: 'cinepassSubscriptionEnabled',
  pass: 'passSubscriptionEnabled',
  unlimited: 'unlimitedSubscriptionEnabled',
} as const satisfies Record<SubscriptionKind, keyof FeatureSwitches>;

/**
 * The offers a site shows: those of a subscription its switches turn on. An offer that names no
 * kind is kept (the CMS chose it for the site); one of a switched-off kind is not.
 */
export function offersOfSite<T extends { kind: SubscriptionKind | null }>(
  offers: readonly T[],
  features: Pick<FeatureSwitches, (typeof switchOf)[SubscriptionKind]>,
): T[] {
  return offers.filter((offer) => offer.kind === null || features[switchOf[offer.kind]]);
}

/** What the plan rules read of an offer (the model's SubscriptionOffer has these and more). */
export interface PlanOffer {
  id: string;
  price: number | string | null;
  refCmd: string | null;
  options: readonly { id: string; price: number | null; max: number | null }[];
}

/** member-and-shell.txt §3 Subscription: the selected plan holds the offer and a quantity per option. */
export interface SelectedPlan<Offer extends PlanOffer = PlanOffer> {
  offer: Offer;
  quantities: Record<string, number>;
}

/** member-and-shell.txt §4 Subscription: selecting a plan starts every option at quantity 0. */
export function selectPlan<Offer extends PlanOffer>(offer: Offer): SelectedPlan<Offer> {
  return { offer, quantities: Object.fromEntries(offer.options.map((option) => [option.id, 0])) };
}

/**
 * member-and-shell.txt §4 Subscription: an option change adds a modifier to its quantity. A
 * quantity never goes below 0 nor above the option's max (decision 0054); an unknown option
 * changes nothing.
 */
export function changeOption<Offer extends PlanOffer>(
  plan: SelectedPlan<Offer>,
  optionId: string,
  modifier: number,
): SelectedPlan<Offer> {
  const option = plan.offer.options.find((candidate) => candidate.id === optionId);
  if (!option) return plan;
  const next = Math.max(0, (plan.quantities[optionId] ?? 0) + modifier);
  const quantity = option.max === null ? next : Math.min(option.max, next);
  return { ...plan, quantities: { ...plan.quantities, [optionId]: quantity } };
}

/** member-and-shell.txt §4 Subscription: reset clears the plan. */
export function resetPlan(): null {
  return null;
}

/** The plan's monthly price: the offer's plus each option's price times its quantity; null when the offer's is not a number. */
export function planTotal(plan: SelectedPlan): number | null {
  if (typeof plan.offer.price !== 'number') return null;
  return plan.offer.options.reduce(
    (total, option) => total + (option.price ?? 0) * (plan.quantities[option.id] ?? 0),
    plan.offer.price,
  );
}

/**
 * The purchase tunnel's address for a plan: the offer's own address with each chosen option as
 * `option.{id}={quantity}` (options at 0 are left out). The tunnel is the chain's booking host
 * (decision 0054 records the query's shape, which the spec does not give).
 */
export function planPurchaseUrl(plan: SelectedPlan): string | null {
  if (!plan.offer.refCmd) return null;
  const url = new URL(plan.offer.refCmd);
  for (const [id, quantity] of Object.entries(plan.quantities)) {
    if (quantity > 0) url.searchParams.set(`option.${id}`, String(quantity));
  }
  return url.toString();
}
