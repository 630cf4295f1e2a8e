import type { WireSubscription } from '../contract/content.ts';
import { partnersWithTheatres } from '../rules/cinemas.ts';
import type { SubscriptionKind } from '../rules/subscription.ts';
import type { Article } from './content.ts';
import { toAddress, type Address } from './cinema.ts';

export interface SubscriptionOption {
  id: string;
  label: string;
  price: number | null;
  description: string | null;
  max: number | null;
}

export interface SubscriptionOffer {
  id: string;
  kind: SubscriptionKind | null;
  label: string;
  /** A number in the site's currency, or a text the API already wrote out. */
  price: number | string | null;
  image: string | null;
  legend: string | null;
  perks: { title: string; description: string | null }[];
  options: SubscriptionOption[];
  refCmd: string | null;
  /** The offer's promotional line (offersPromotions), when it has one. */
  promotion: string | null;
}

/** A partner cinema (member-and-shell.txt §3 Subscription partners: slug, name, address). */
export interface SubscriptionPartner {
  slug: string;
  name: string;
  address: Address;
}

/**
 * member-and-shell.txt §3 Subscription, without currentShows (its own call and hook): the offers
 * carry their promotional lines, and partners without theatre data are dropped (§5).
 */
export interface Subscription {
  maintenance: boolean;
  promotion: { description: string; cta: Article['cta'] } | null;
  partners: SubscriptionPartner[];
  offers: SubscriptionOffer[];
}

const text = (value: string | null | undefined) => (value?.trim() ? value : null);

export function toSubscription(wire: WireSubscription): Subscription {
  const promotions = new Map(wire.offersPromotions.map((promotion) => [String(promotion.offerId), promotion.label]));
  const cta = wire.promotion?.cta;
  return {
    maintenance: wire.maintenance,
    promotion: wire.promotion
      ? {
          description: wire.promotion.description,
          cta: cta ? { label: cta.label, url: cta.url, target: cta.target ?? '_self', type: cta.type ?? null } : null,
        }
      : null,
    partners: partnersWithTheatres(wire.partners).flatMap((partner) => {
      const address = toAddress(partner.theaters?.[0]);
      return address ? [{ slug: partner.slug, name: partner.name, address }] : [];
    }),
    offers: wire.offers.map((offer) => ({
      id: String(offer.id),
      kind: offer.kind ?? null,
      label: offer.label,
      price: offer.price ?? null,
      image: offer.image ?? null,
      legend: text(offer.legend),
      perks: offer.perks.map((perk) => ({ title: perk.title, description: text(perk.description) })),
      options: offer.options.map((option) => ({
        id: String(option.id),
        label: option.label,
        price: option.price ?? null,
        description: text(option.description),
        max: option.max ?? null,
      })),
      refCmd: offer.refCmd ?? null,
      promotion: promotions.get(String(offer.id)) ?? null,
    })),
  };
}
