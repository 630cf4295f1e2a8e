import { describe, expect, it } from 'vitest';
import { defaultFeatures } from '../sites/features.ts';
import { changeOption, offersOfSite, planPurchaseUrl, planTotal, resetPlan, selectPlan } from './subscription.ts';

const offer = {
  id: '1',
  price: 21.9,
  refCmd: 'https://tickets.marquee.fr/subscription/cinepass-1',
  options: [
    { id: '11', price: 4, max: 1 },
    { id: '12', price: 8.9, max: null },
  ],
};

describe('subscription plan (member-and-shell.txt §3 Subscription, §4 Subscription)', () => {
  it('selecting a plan starts every option at quantity 0', () => {
    expect(selectPlan(offer)).toEqual({ offer, quantities: { '11': 0, '12': 0 } });
  });

  it('an option change adds a modifier to its quantity, never below 0 nor above its max (decision 0054)', () => {
    let plan = selectPlan(offer);
    plan = changeOption(plan, '12', 1);
    plan = changeOption(plan, '12', 2);
    expect(plan.quantities['12']).toBe(3);
    expect(changeOption(plan, '12', -5).quantities['12']).toBe(0);
    expect(changeOption(changeOption(plan, '11', 1), '11', 1).quantities['11']).toBe(1);
    expect(changeOption(plan, 'unknown', 1)).toBe(plan);
  });

  it('reset clears the plan', () => {
    expect(resetPlan()).toBeNull();
  });

  it('totals the offer and its options, and links the tunnel with the options chosen', () => {
    const plan = changeOption(changeOption(selectPlan(offer), '12', 2), '11', 1);
    expect(planTotal(plan)).toBeCloseTo(43.7);
    expect(planTotal(selectPlan({ ...offer, price: 'Dès 19,90 €' }))).toBeNull();
    expect(planPurchaseUrl(plan)).toBe(`${offer.refCmd}?option.11=1&option.12=2`);
    expect(planPurchaseUrl(selectPlan(offer))).toBe(offer.refCmd);
    expect(planPurchaseUrl(selectPlan({ ...offer, refCmd: null }))).toBeNull();
  });
});

describe('offersOfSite (member-and-shell.txt §9: cinepass subscription in fr, pass in ch, unlimited in nl)', () => {
  const offers = [
    { id: 'c', kind: 'cinepass' as const },
    { id: 'p', kind: 'pass' as const },
    { id: 'u', kind: 'unlimited' as const },
    { id: 'any', kind: null },
  ];
  it.each([
    ['fr', ['c', 'any']],
    ['ch', ['p', 'any']],
    ['nl', ['u', 'any']],
    ['be', ['any']],
  ] as const)('%s shows the offers of its own subscription', (site, ids) => {
    expect(offersOfSite(offers, defaultFeatures(site)).map((offer) => offer.id)).toEqual(ids);
  });
});
