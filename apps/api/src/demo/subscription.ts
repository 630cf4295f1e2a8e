import type { SiteCode, SubscriptionKind } from '@marquee/data';
import type { Localized } from '../db/schema.ts';
import { bookingHosts } from './places.ts';
import { localized } from './text.ts';
import { inLanguagesOf } from './words/pen.ts';

/**
 * The subscription offers page of each country that sells one (member-and-shell.txt §9: the
 * cinepass in fr, the pass in ch, the unlimited subscription in nl), as one content block the
 * `cinepass` call answers: two plans with perks and options, a promotion, partner cinemas (one
 * without theatre data, which the model drops, §5) and a promotional line on the first plan.
 */

interface Plan {
  id: number;
  label: Localized;
  price: number;
}

/** Each kind's two plans, with their monthly price in euros (the site's currency unit applies). */
const plansOf: Record<SubscriptionKind, [[Localized, number], [Localized, number]]> = {
  cinepass: [
    [localized('Cinépass solo', 'Cinépass solo', 'Cinépass solo', 'Cinépass solo'), 21.9],
    [localized('Cinépass duo', 'Cinépass duo', 'Cinépass duo', 'Cinépass duo'), 37.9],
  ],
  pass: [
    [localized('Pass Marquee', 'Marquee Pass', 'Marquee Pass', 'Marquee Pass'), 21.9],
    [localized('Pass Marquee jeunes', 'Marquee Youth Pass', 'Marquee Jugendpass', 'Marquee Jongerenpass'), 15.9],
  ],
  unlimited: [
    [localized('Unlimited', 'Unlimited', 'Unlimited', 'Unlimited'), 21.9],
    [localized('Unlimited étudiant', 'Unlimited Student', 'Unlimited Studierende', 'Unlimited Student'), 15.9],
  ],
};

const kindOf: Partial<Record<SiteCode, SubscriptionKind>> = { fr: 'cinepass', ch: 'pass', nl: 'unlimited' };

const perks = [
  {
    title: localized('Films à volonté', 'Unlimited films', 'Filme ohne Limit', 'Onbeperkt films'),
    description: localized(
      'Autant de séances que vous voulez, dans tous nos cinémas.',
      'As many screenings as you like, in all our cinemas.',
      'So viele Vorstellungen, wie Sie möchten, in all unseren Kinos.',
      'Zoveel voorstellingen als je wilt, in al onze bioscopen.',
    ),
  },
  {
    title: localized(
      'Avant-premières incluses',
      'Previews included',
      'Vorpremieren inklusive',
      'Voorpremières inbegrepen',
    ),
    description: localized(
      'Réservez les avant-premières dès l’ouverture des ventes.',
      'Book previews as soon as sales open.',
      'Buchen Sie Vorpremieren ab Verkaufsstart.',
      'Boek voorpremières zodra de verkoop opent.',
    ),
  },
  {
    title: localized(
      '−20\u00a0% au comptoir',
      '20% off snacks',
      '20\u00a0% Rabatt an der Theke',
      '20% korting op snacks',
    ),
    description: localized(
      'Sur le pop-corn, les boissons et les confiseries.',
      'On popcorn, drinks and sweets.',
      'Auf Popcorn, Getränke und Süßigkeiten.',
      'Op popcorn, drankjes en snoep.',
    ),
  },
  {
    title: localized('Cinémas partenaires', 'Partner cinemas', 'Partnerkinos', 'Partnerbioscopen'),
    description: localized(
      'Votre abonnement est aussi valable dans nos cinémas partenaires.',
      'Your subscription also works in our partner cinemas.',
      'Ihr Abo gilt auch in unseren Partnerkinos.',
      'Je abonnement geldt ook in onze partnerbioscopen.',
    ),
  },
];

const options = (planId: number, money: (value: number) => number) => [
  {
    id: planId * 10 + 1,
    label: localized('Supplément premium', 'Premium upgrade', 'Premium-Zuschlag', 'Premium-toeslag'),
    description: localized(
      'IMAX, 4DX et salles Dolby sans supplément à payer.',
      'IMAX, 4DX and Dolby halls with no extra charge.',
      'IMAX, 4DX und Dolby-Säle ohne Aufpreis.',
      'IMAX, 4DX en Dolby-zalen zonder toeslag.',
    ),
    price: money(4),
    max: 1,
  },
  {
    id: planId * 10 + 2,
    label: localized('Place invité', 'Guest ticket', 'Gastticket', 'Gastticket'),
    description: localized(
      'Une place par mois pour la personne de votre choix.',
      'One ticket a month for anyone you choose.',
      'Ein Ticket pro Monat für eine Person Ihrer Wahl.',
      'Eén ticket per maand voor wie je maar wilt.',
    ),
    price: money(8.9),
    max: 4,
  },
];

const partnersOf: Partial<
  Record<SiteCode, { slug: string; name: string; line: string; zip: string; city: string; at: [number, number] }[]>
> = {
  fr: [
    {
      slug: 'le-melies-montreuil',
      name: 'Le Méliès',
      line: '12 place Jean-Jaurès',
      zip: '93100',
      city: 'Montreuil',
      at: [48.861, 2.441],
    },
    {
      slug: 'cinema-le-star',
      name: 'Cinéma Le Star',
      line: '27 rue du Jeu-des-Enfants',
      zip: '67000',
      city: 'Strasbourg',
      at: [48.581, 7.745],
    },
  ],
  ch: [
    {
      slug: 'kino-rex-bern',
      name: 'Kino Rex',
      line: 'Schwanengasse 9',
      zip: '3011',
      city: 'Bern',
      at: [46.948, 7.437],
    },
    {
      slug: 'cinema-bio-carouge',
      name: 'Cinéma Bio',
      line: 'Rue Saint-Joseph 47',
      zip: '1227',
      city: 'Carouge',
      at: [46.184, 6.139],
    },
  ],
  nl: [
    {
      slug: 'filmhuis-den-haag',
      name: 'Filmhuis Den Haag',
      line: 'Spui 191',
      zip: '2511 BN',
      city: 'Den Haag',
      at: [52.077, 4.316],
    },
    {
      slug: 'lab111',
      name: 'LAB111',
      line: 'Arie Biemondstraat 111',
      zip: '1054 PD',
      city: 'Amsterdam',
      at: [52.366, 4.866],
    },
  ],
};

/** The subscription block of a site, or null where the country sells none. */
export function subscriptionBlock(site: SiteCode, money: (value: number) => number) {
  const kind = kindOf[site];
  if (!kind) return null;
  const plans: Plan[] = plansOf[kind].map(([label, price], index) => ({ id: index + 1, label, price: money(price) }));
  return {
    kind,
    maintenance: false,
    promotion: {
      description: localized(
        'Le premier mois à moitié prix pour toute souscription avant la fin du mois.',
        'Half price for the first month when you subscribe before the end of the month.',
        'Der erste Monat zum halben Preis bei Abschluss vor Monatsende.',
        'De eerste maand voor de halve prijs als je je voor het einde van de maand abonneert.',
      ),
      cta: {
        label: localized(
          'Voir toutes nos offres',
          'See all our offers',
          'Alle Angebote ansehen',
          'Bekijk al onze aanbiedingen',
        ),
        url: inLanguagesOf(site, (pen) => pen.path('Offers.List') ?? ''),
      },
    },
    partners: [
      ...(partnersOf[site] ?? []).map((partner) => ({
        slug: partner.slug,
        name: partner.name,
        theaters: [
          {
            name: partner.name,
            addressLine1: partner.line,
            addressLine2: null,
            addressZip: partner.zip,
            addressCity: partner.city,
            gpsPosition: { x: partner.at[0], y: partner.at[1] },
          },
        ],
      })),
      // A partner the CMS lists before its theatre is entered: the site drops it (member-and-shell.txt §5).
      { slug: 'partner-without-theatre', name: 'Ciné Sans Adresse', theaters: [] },
    ],
    offers: plans.map((plan) => ({
      id: plan.id,
      kind,
      label: plan.label,
      price: plan.price,
      legend: localized(
        'par mois, sans engagement',
        'per month, cancel anytime',
        'pro Monat, jederzeit kündbar',
        'per maand, maandelijks opzegbaar',
      ),
      perks: plan.id === 1 ? perks : perks.slice(0, 2),
      options: options(plan.id, money),
      refCmd: `${bookingHosts[site]}/subscription/${kind}-${plan.id}`,
    })),
    offersPromotions: [
      {
        offerId: 1,
        label: localized('1er mois à −50\u00a0%', 'First month 50% off', '1. Monat −50\u00a0%', 'Eerste maand −50%'),
      },
    ],
  };
}

/** The block as stored (content_blocks, kind `subscription`), read back by the `cinepass` call. */
export type SubscriptionBlock = NonNullable<ReturnType<typeof subscriptionBlock>>;
