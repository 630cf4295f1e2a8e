import { describe, expect, it } from 'vitest';
import { wireAlert, wireCinema, wireCinemaDetails, wireCity } from '../contract/cinemas.ts';
import { wireFooterFaq, wireSettings, wireSubscription, wireTag, wireVoucherTypeList } from '../contract/content.ts';
import { wireAccount, wireClient } from '../contract/member.ts';
import { wireShowDetail, wireShowSummary, wireShowtime } from '../contract/shows.ts';
import { toAddress, toAlertMessage, toCinema, toCinemaDetails, toCity } from './cinema.ts';
import { toFooterFaq, toSettings, toTag, toVoucherCard, toVoucherTypes } from './content.ts';
import { accountToClient, toClient, toFeeling } from './member.ts';
import { isPremiere, splitNames, toShowDetail, toShowSummary } from './show.ts';
import { toShowtime, toShowtimesForDay } from './showtime.ts';
import { toSubscription } from './subscription.ts';

const theater = {
  name: 'Pathé Wepler',
  addressLine1: '140 boulevard de Clichy',
  addressLine2: 'Place de Clichy',
  addressZip: '75018',
  addressCity: 'Paris',
  gpsPosition: { x: 48.88, y: 2.33 },
};
const cinema = wireCinema.parse({
  slug: 'cinema-pathe-wepler',
  citySlug: 'paris',
  name: 'Pathé Wepler',
  theaters: [theater, { ...theater, name: 'Annexe', addressLine1: '1 rue Ailleurs' }],
  vistaRef: '3166',
  hasPmrService: true,
});
const summary = {
  slug: 'dune-49620',
  title: 'Dune',
  releaseAt: { FR_FR: '2026-12-16' },
  posterPath: null,
  contentRating: [],
  isMovie: true,
  isNew: false,
  isComingSoon: true,
  notComingSoon: false,
  genres: [],
  duration: 150,
};

describe('Cinema (catalogue.txt §3)', () => {
  it('address is built from the first theater: full, address, city, postalCode', () => {
    expect(toCinema(cinema).address).toEqual({
      full: 'Pathé Wepler, 140 boulevard de Clichy, Place de Clichy, 75018 Paris',
      address: '140 boulevard de Clichy, Place de Clichy',
      city: 'Paris',
      postalCode: '75018',
    });
  });

  it('address leaves out a missing or empty addressLine2', () => {
    expect(toAddress({ ...theater, addressLine2: null })?.address).toBe('140 boulevard de Clichy');
    expect(toAddress({ ...theater, addressLine2: '  ' })?.full).toBe(
      'Pathé Wepler, 140 boulevard de Clichy, 75018 Paris',
    );
    expect(toAddress(undefined)).toBeNull();
  });

  it('disabledServices comes from the reduced-mobility flag (hasPmrService)', () => {
    expect(toCinema(cinema).disabledServices).toBe(true);
    expect(toCinema({ ...cinema, hasPmrService: false }).disabledServices).toBe(false);
  });

  it('statistics and urls.googleMaps from the list item', () => {
    const model = toCinema({ ...cinema, hallCount: 12, seatCount: 2499, googleMyBusinessUrl: 'https://maps/x' });
    expect(model.statistics).toEqual({ seats: 2499, halls: 12 });
    expect(model.urls.googleMaps).toBe('https://maps/x');
  });
});

describe('Cinema details (catalogue.txt §3, §9)', () => {
  const details = wireCinemaDetails.parse({ slug: 'cinema-pathe-wepler', name: 'Pathé Wepler', citySlug: 'paris' });

  it('§9: cinema week offset defaults to 3, otherwise the configured week start plus 1', () => {
    expect(toCinemaDetails(details).cinemaWeekOffset).toBe(3);
    expect(toCinemaDetails({ ...details, cinemaWeekStart: 0 }).cinemaWeekOffset).toBe(1);
    expect(toCinemaDetails({ ...details, cinemaWeekStart: 5 }).cinemaWeekOffset).toBe(6);
  });

  it('pricing complements group the additional prices by parent', () => {
    const model = toCinemaDetails({
      ...details,
      pricing: {
        prices: [{ label: 'Plein', amount: 14.5 }],
        additionalPrices: [
          { label: '3D', amount: 2, parent: 'Suppléments' },
          { label: 'IMAX', amount: 4, parent: 'Suppléments' },
          { label: 'Lunettes', amount: 1 },
        ],
      },
    });
    expect(model.pricing?.complements).toEqual([
      {
        parent: 'Suppléments',
        prices: [
          { label: '3D', amount: 2 },
          { label: 'IMAX', amount: 4 },
        ],
      },
      { parent: null, prices: [{ label: 'Lunettes', amount: 1 }] },
    ]);
  });

  it('tracking carries the city and cinema slugs', () => {
    expect(toCinemaDetails(details).tracking).toEqual({ citySlug: 'paris', cinemaSlug: 'cinema-pathe-wepler' });
  });
});

describe('City (catalogue.txt §3)', () => {
  const city = wireCity.parse({ slug: 'paris', name: 'Paris', departement: '75', isIdf: true, hasPage: true });

  it('postalCode comes from the departement', () => {
    expect(toCity(city).postalCode).toBe('75');
  });

  it('mainRegion comes from the Ile-de-France flag (region code idf, §9)', () => {
    expect(toCity(city).mainRegion).toBe('idf');
    expect(toCity({ ...city, isIdf: false }).mainRegion).toBeNull();
  });

  it('singlePage comes from the has-page flag', () => {
    expect(toCity(city).singlePage).toBe(true);
    expect(toCity({ ...city, hasPage: undefined }).singlePage).toBe(false);
  });
});

describe('Show flags (catalogue.txt §4)', () => {
  it('released and bookable are the opposite of the coming-soon flag', () => {
    expect(toShowSummary(wireShowSummary.parse(summary))).toMatchObject({ released: false, bookable: false });
    expect(toShowSummary(wireShowSummary.parse({ ...summary, isComingSoon: false }))).toMatchObject({
      released: true,
      bookable: true,
    });
  });

  it('a show is a premiere if its tags include avp or avp-equipe', () => {
    expect(isPremiere(['DEFAULT', 'avp'])).toBe(true);
    expect(isPremiere(['avp-equipe'])).toBe(true);
    expect(isPremiere(['AVP'])).toBe(true);
    expect(isPremiere(['avant-premiere', 'DEFAULT'])).toBe(false);
    expect(isPremiere(undefined)).toBe(false);
    expect(toShowSummary(wireShowSummary.parse({ ...summary, tags: ['avp-equipe'] })).premiere).toBe(true);
  });

  it('catalogue.txt §5: the date 1900-01-01 means unknown', () => {
    expect(
      toShowSummary(wireShowSummary.parse({ ...summary, releaseAt: { FR_FR: '1900-01-01' } })).releaseDate,
    ).toBeNull();
  });

  it('a detail without isComingSoon counts as released once it has showtimes in the next 24 hours', () => {
    const detail = wireShowDetail.parse({ ...summary, isComingSoon: undefined, next24ShowtimesCount: 12 });
    expect(toShowDetail(detail).released).toBe(true);
    expect(toShowDetail({ ...detail, next24ShowtimesCount: 0 }).bookable).toBe(false);
    expect(toShowDetail({ ...detail, isComingSoon: true }).released).toBe(false);
  });

  it('directors and actors split on commas whatever the wire shape (real-api.md open question 3)', () => {
    expect(splitNames('Dan Berk, Robert Olsen')).toEqual(['Dan Berk', 'Robert Olsen']);
    expect(splitNames(['Dan Berk, Robert Olsen'])).toEqual(['Dan Berk', 'Robert Olsen']);
    expect(splitNames(null)).toEqual([]);
  });
});

describe('Showtime (catalogue.txt §3; member-and-shell.txt §3 panel view)', () => {
  const wire = wireShowtime.parse({
    time: '2026-10-04 23:10:00',
    endTime: '2026-10-05 01:40:00',
    version: 'vf',
    tags: ['DEFAULT', '3d', 'LIVE', 'pmr'],
    status: 'soldout',
    refCmd: 'https://s.pathe.fr/fr/V3166S151771/booking',
    auditoriumCapacity: '244',
  });

  it('tunnelUrl is the booking link and the V…S… segment is the id', () => {
    expect(toShowtime(wire)).toMatchObject({
      tunnelUrl: 'https://s.pathe.fr/fr/V3166S151771/booking',
      id: 'V3166S151771',
    });
  });

  it('keeps naive local times (never shifted through UTC), even after midnight', () => {
    expect(toShowtime(wire)).toMatchObject({
      datetime: '2026-10-04T23:10:00',
      date: '2026-10-04',
      time: '23:10',
      endTime: '2026-10-05T01:40:00',
    });
  });

  it('seatCount from the string auditoriumCapacity; flags from status and tags', () => {
    expect(toShowtime(wire).seatCount).toBe(244);
    expect(toShowtime(wire).flags).toEqual({ full: true, kidsFriendly: false, '3d': true, live: true, disabled: true });
    expect(toShowtime({ ...wire, auditoriumCapacity: 'n/a' }).seatCount).toBeNull();
  });

  it('a day list for one cinema is keyed under that cinema; an empty list gives nothing', () => {
    expect(Object.keys(toShowtimesForDay([wire], 'cinema-pathe-wepler'))).toEqual(['cinema-pathe-wepler']);
    expect(toShowtimesForDay([], 'cinema-pathe-wepler')).toEqual({});
  });
});

describe('Voucher (member-and-shell.txt §3; catalogue.txt §5)', () => {
  it('voucher terms: empty replaced by null', () => {
    const types = toVoucherTypes(
      wireVoucherTypeList.parse([
        { typeId: 1, label: 'Cinéchèque', terms: '' },
        { typeId: 2, label: 'Gift', terms: '   ' },
        { typeId: 3, label: 'Pass', terms: 'Valable 1 an' },
      ]),
    );
    expect(types.map((type) => type.terms)).toEqual([null, null, 'Valable 1 an']);
  });

  it('result code 0 returns the card, any other code gives none', () => {
    expect(toVoucherCard({ resultCode: 0, card: { balance: 3 } })).toEqual({ balance: 3 });
    expect(toVoucherCard({ resultCode: 1, card: { balance: 3 } })).toBeNull();
  });
});

describe('Tag, settings and footer FAQ (catalogue.txt §5; member-and-shell.txt §2, §3)', () => {
  it('catalogue.txt §5: a tag with a null title is not found', () => {
    expect(toTag(wireTag.parse({ slug: 'imax', title: null }))).toBeNull();
    expect(toTag(wireTag.parse({ slug: 'imax', title: 'IMAX' }))?.title).toBe('IMAX');
  });

  it('settings: injections with an unknown element or position are dropped; locator defaults 6 and 50 (§9)', () => {
    const settings = toSettings(
      wireSettings.parse({
        clientUrl: 'https://client.example',
        cmdUrl: 'https://s.example',
        injections: [
          { position: 'head', element: 'script', value: 'x' },
          { position: 'body', element: 'script', value: 'y' },
          { position: 'head', element: 'object', value: 'z' },
        ],
      }),
    );
    expect(settings.injections.map((injection) => injection.value)).toEqual(['x']);
    expect(settings.locator).toEqual({ maxGeolocationCinemas: 6, maxGeolocationDistance: 50 });
  });

  it('footer FAQ questions lacking title or description are dropped', () => {
    const faq = toFooterFaq(
      wireFooterFaq.parse({
        questions: [
          { title: 'Q1', description: 'A1' },
          { title: null, description: 'A2' },
          { title: 'Q3', description: '' },
        ],
      }),
    );
    expect(faq.questions.map((question) => question.title)).toEqual(['Q1']);
  });
});

describe('Client and feelings (member-and-shell.txt §3)', () => {
  it('account response maps to a client: icu is the id, names join, photoUrl is the avatar', () => {
    const client = accountToClient(
      wireAccount.parse({
        icu: 'c-42',
        firstname: 'Jeanne',
        lastname: 'Moreau',
        email: 'jeanne@example.fr',
        photoUrl: null,
        registered: true,
        emailVerify: true,
        cinepassSubscription: true,
      }),
      ['cinema-pathe-wepler'],
    );
    expect(client).toMatchObject({
      id: 'c-42',
      name: 'Jeanne Moreau',
      avatar: null,
      avatarFallback: 'JM',
      favoriteCinemas: ['cinema-pathe-wepler'],
      subscriptionCinepass: true,
    });
  });

  it('subscription flags from the current plan', () => {
    const base = { id: 'c-1', email: 'a@b.nl', registered: true, emailVerify: true };
    expect(toClient(wireClient.parse({ ...base, subscription: { currentPlan: 'UNLIMITED' } }))).toMatchObject({
      subscriptionUnlimited: true,
      subscriptionPass: false,
    });
    expect(toClient(wireClient.parse({ ...base, subscription: { currentPlan: 'pass-duo' } })).subscriptionPass).toBe(
      true,
    );
    expect(toClient(wireClient.parse(base)).avatarFallback).toBe('A');
  });

  it('feeling: intention 2 is the wishlist; emotion codes name the counters', () => {
    expect(toFeeling({ showSlug: 'dune', intention: 2, emotion: 3 })).toEqual({
      showSlug: 'dune',
      wishlist: true,
      emotion: 'loved',
    });
    expect(toFeeling({ showSlug: 'dune', intention: 0, emotion: null })).toMatchObject({
      wishlist: false,
      emotion: null,
    });
  });
});

describe('member-and-shell.txt §3 Alert: type 1 all pages, type 2 cinema', () => {
  const alert = (fields: Record<string, unknown>) =>
    toAlertMessage(wireAlert.parse({ isWarning: true, title: 'Travaux', ...fields }));

  it('type 1 shows on every page', () => {
    expect(alert({ type: 1 })).toMatchObject({ allPages: true, allCinemas: false, level: 'warning' });
  });

  it('a type 2 alert for all cinemas stays on cinema pages (catalogue.txt §3 Cinema alert allCinemas)', () => {
    expect(alert({ type: 2, allCinemas: true })).toMatchObject({ allPages: false, allCinemas: true });
    expect(alert({ type: 2, cinemas: ['marquee-beaugrenelle'] })).toMatchObject({
      allPages: false,
      allCinemas: false,
      cinemas: ['marquee-beaugrenelle'],
    });
  });
});

describe('Subscription (member-and-shell.txt §3 Subscription, §5)', () => {
  const subscription = toSubscription(
    wireSubscription.parse({
      promotion: { description: 'Half price', cta: { label: 'Offers', url: '/offres' } },
      partners: [
        { slug: 'with', name: 'Le Méliès', theaters: [theater] },
        { slug: 'without', name: 'No theatre', theaters: [] },
        { slug: 'missing', name: 'No theatre field' },
      ],
      offers: [
        { id: 1, kind: 'cinepass', label: 'Solo', price: 21.9, options: [{ id: 11, label: 'Guest', price: 8.9 }] },
      ],
      offersPromotions: [{ offerId: 1, label: 'First month 50% off' }],
    }),
  );

  it('partner cinemas without theatre data are dropped; the others keep an address from their first theatre', () => {
    expect(subscription.partners).toEqual([{ slug: 'with', name: 'Le Méliès', address: toAddress(theater) }]);
  });

  it('an offer carries its options (id) and its promotional line (offersPromotions); nothing else is assumed', () => {
    const [offer] = subscription.offers;
    expect(offer).toMatchObject({
      id: '1',
      kind: 'cinepass',
      promotion: 'First month 50% off',
      perks: [],
      refCmd: null,
    });
    expect(offer?.options).toEqual([{ id: '11', label: 'Guest', price: 8.9, description: null, max: null }]);
    expect(subscription.maintenance).toBe(false);
    expect(subscription.promotion?.cta).toEqual({ label: 'Offers', url: '/offres', target: '_self', type: null });
  });
});
