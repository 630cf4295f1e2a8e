import { describe, expect, it } from 'vitest';
import { routeKinds } from '../routes/table.ts';
import { defaultFeatures } from '../sites/features.ts';
import { siteCodes } from '../sites/sites.ts';
import {
  activeNav,
  cinemasLinkTarget,
  footerCinemaColumn,
  footerExtraColumns,
  footerLegalLinks,
  headerExtras,
  siteAlert,
  type HeaderExtrasFacts,
} from './shell.ts';

describe('member-and-shell.txt §2 Header nav bar: active item', () => {
  it('Films is active on the home, movie and entertainment pages', () => {
    expect(activeNav('Movies.Home')).toBe('films');
    expect(activeNav('Shows.Movie')).toBe('films');
    expect(activeNav('Shows.Entertainment')).toBe('films');
  });

  it('Cinemas is active on the cinemas list, cinema pages and city pages', () => {
    for (const kind of [
      'Cinema.List',
      'Cinema.Single',
      'Cinema.Light',
      'Cinema.City.Single',
      'Cinema.City.Light',
    ] as const)
      expect(activeNav(kind)).toBe('cinemas');
  });

  it('no item is active on any other page', () => {
    const others = routeKinds.filter(
      (kind) => !kind.startsWith('Cinema.') && !['Movies.Home', 'Shows.Movie', 'Shows.Entertainment'].includes(kind),
    );
    expect(others).toContain('Shows.List');
    for (const kind of others) expect(activeNav(kind)).toBeNull();
  });
});

describe('member-and-shell.txt §2 Header Extras (and §6 roles)', () => {
  const allOn = {
    offersMenuDisplayed: true,
    walletEnabled: true,
    authenticationEnabled: true,
    homeVideoEnabled: true,
    businessEnabled: true,
    businessCodeEnabled: true,
    voucherCheckerEnabled: true,
    giftCardEnabled: true,
    cinepassSubscriptionEnabled: true,
    passSubscriptionEnabled: true,
    unlimitedSubscriptionEnabled: true,
  };
  const facts = (overrides: Partial<HeaderExtrasFacts> = {}): HeaderExtrasFacts => ({
    features: allOn,
    site: 'fr',
    signedIn: false,
    hasSubscription: false,
    ...overrides,
  });
  const ids = (overrides: Partial<HeaderExtrasFacts> = {}) => headerExtras(facts(overrides)).map((extra) => extra.id);
  const extra = (id: string, overrides: Partial<HeaderExtrasFacts> = {}) =>
    headerExtras(facts(overrides)).find((candidate) => candidate.id === id);

  it('keeps the spec order: Club, Offers, Wallet, account entry, pass, More-from, home video, business', () => {
    expect(ids({ site: 'nl', signedIn: true, hasSubscription: true })).toEqual([
      'club',
      'offers',
      'wallet',
      'account',
      'subscription-pass',
      'more-from',
      'home-video',
      'business',
    ]);
  });

  it('Club and More-from only on the Dutch site (nl, whatever its language), on every width', () => {
    expect(extra('club', { site: 'nl' })).toEqual({ id: 'club', visibility: 'all', newTab: false });
    expect(extra('more-from', { site: 'nl' })?.visibility).toBe('all');
    for (const site of ['fr', 'be', 'ch'] as const) {
      expect(ids({ site })).not.toContain('club');
      expect(ids({ site })).not.toContain('more-from');
    }
  });

  it('decision 0057: no Club where the subscription page is no part of the site (member §9 subscription switches all off)', () => {
    const subscriptionsOff = {
      ...allOn,
      cinepassSubscriptionEnabled: false,
      passSubscriptionEnabled: false,
      unlimitedSubscriptionEnabled: false,
    };
    expect(ids({ site: 'nl', features: subscriptionsOff })).not.toContain('club');
    expect(ids({ site: 'nl', features: { ...subscriptionsOff, unlimitedSubscriptionEnabled: true } })).toContain(
      'club',
    );
    expect(ids({ site: 'nl', features: defaultFeatures('nl') })).toContain('club');
  });

  it('Offers when offersMenuDisplayed; on the Dutch site on mobile only, on every other site on desktop too (be in Dutch included)', () => {
    expect(extra('offers', { site: 'nl' })?.visibility).toBe('mobile');
    for (const site of ['fr', 'be', 'ch', 'tn'] as const) expect(extra('offers', { site })?.visibility).toBe('all');
    expect(ids({ features: { ...allOn, offersMenuDisplayed: false } })).not.toContain('offers');
  });

  it('Wallet on mobile for a signed-in client when walletEnabled; never signed out', () => {
    expect(extra('wallet', { signedIn: true })?.visibility).toBe('mobile');
    expect(ids({ signedIn: false })).not.toContain('wallet');
    expect(ids({ signedIn: true, features: { ...allOn, walletEnabled: false } })).not.toContain('wallet');
  });

  it('account entry: sign-in when authenticationEnabled and signed out; account link on mobile when signed in', () => {
    expect(extra('sign-in')?.visibility).toBe('all');
    expect(ids({ features: { ...allOn, authenticationEnabled: false } })).not.toContain('sign-in');
    expect(ids({ signedIn: true })).not.toContain('sign-in');
    expect(extra('account', { signedIn: true })?.visibility).toBe('mobile');
    expect(ids()).not.toContain('account');
  });

  it('subscription pass link only for a signed-in client with a subscription', () => {
    expect(ids({ signedIn: true, hasSubscription: true })).toContain('subscription-pass');
    expect(ids({ signedIn: true, hasSubscription: false })).not.toContain('subscription-pass');
    expect(ids({ signedIn: false, hasSubscription: true })).not.toContain('subscription-pass');
  });

  it('home video opens a new tab when homeVideoEnabled; business when businessEnabled', () => {
    expect(extra('home-video')).toEqual({ id: 'home-video', visibility: 'all', newTab: true });
    expect(extra('business')?.newTab).toBe(false);
    const none = { ...allOn, homeVideoEnabled: false, businessEnabled: false };
    expect(ids({ features: none })).not.toContain('home-video');
    expect(ids({ features: none })).not.toContain('business');
  });

  it('with the fr defaults, signed out: offers, sign-in, home video and business', () => {
    expect(ids({ features: defaultFeatures('fr') })).toEqual(['offers', 'sign-in', 'home-video', 'business']);
  });

  it.each(siteCodes)(
    'decision 0048: %s shows the business link only where business codes are sold (§9 businessCodeEnabled: fr, ch, nl)',
    (site) => {
      const features = defaultFeatures(site);
      expect(ids({ site, features }).includes('business')).toBe(['fr', 'ch', 'nl'].includes(site));
      expect(ids({ site, features: { ...features, businessCodeEnabled: false } })).not.toContain('business');
    },
  );

  it.each(siteCodes)(
    'decision 0048: %s shows the wallet to a signed-in client while walletEnabled (§9 wallet on)',
    (site) => {
      const features = defaultFeatures(site);
      expect(extra('wallet', { site, features, signedIn: true })?.visibility).toBe('mobile');
      expect(ids({ site, features: { ...features, walletEnabled: false }, signedIn: true })).not.toContain('wallet');
    },
  );
});

describe('member-and-shell.txt §2 Header "Cinemas link target"', () => {
  const cinemas = [
    { slug: 'marquee-arena', name: 'Marquee Arena' },
    { slug: 'marquee-tuschinski', name: 'Marquee Tuschinski' },
    { slug: 'marquee-eindhoven', name: 'Marquee Eindhoven' },
  ];
  const cities = [
    { slug: 'amsterdam', name: 'Amsterdam', cinemas: ['marquee-arena', 'marquee-tuschinski'] },
    { slug: 'eindhoven', name: 'Eindhoven', cinemas: ['marquee-eindhoven'] },
    { slug: 'nowhere', name: 'Nowhere', cinemas: [] },
  ];
  const target = (selection: Parameters<typeof cinemasLinkTarget>[0]['selection']) =>
    cinemasLinkTarget({ selection, cinemas, cities });

  it('a selected city with exactly one cinema gives that cinema', () => {
    expect(target({ type: 'city', slug: 'eindhoven' })).toEqual({
      kind: 'Cinema.Single',
      params: { slug: 'marquee-eindhoven' },
    });
  });

  it('a selected city with several cinemas gives the city page', () => {
    expect(target({ type: 'city', slug: 'amsterdam' })).toEqual({
      kind: 'Cinema.City.Single',
      params: { slug: 'amsterdam' },
    });
  });

  it('a selected cinema gives that cinema', () => {
    expect(target({ type: 'cinema', slug: 'marquee-arena' })).toEqual({
      kind: 'Cinema.Single',
      params: { slug: 'marquee-arena' },
    });
  });

  it('otherwise the list: no selection, an unknown slug, or a city without cinemas', () => {
    const list = { kind: 'Cinema.List', params: {} };
    expect(target(null)).toEqual(list);
    expect(target({ type: 'cinema', slug: 'closed-long-ago' })).toEqual(list);
    expect(target({ type: 'city', slug: 'atlantis' })).toEqual(list);
    expect(target({ type: 'city', slug: 'nowhere' })).toEqual(list);
  });

  it('a position or the favourites (several cinemas, no one page) give the list', () => {
    const list = { kind: 'Cinema.List', params: {} };
    expect(target({ type: 'position', latitude: 52.37, longitude: 4.9 })).toEqual(list);
    expect(target({ type: 'favorite' })).toEqual(list);
  });
});

describe('member-and-shell.txt §2 Footer Cinemas column', () => {
  const cinema = (slug: string) => ({ slug, name: slug.toUpperCase() });
  const cities = [
    { slug: 'lyon', name: 'Lyon', cinemas: ['a'] },
    { slug: 'paris', name: 'Paris', cinemas: ['b', 'c'] },
    { slug: 'bordeaux', name: 'Bordeaux', cinemas: ['d'] },
  ];

  it('lists each cinema when cinemaFullList is on', () => {
    const column = footerCinemaColumn({
      features: { cinemaFullList: true },
      site: 'ch',
      cinemas: [cinema('a'), cinema('b')],
      cities,
    });
    expect(column).toEqual([
      { type: 'cinema', name: 'A', target: { kind: 'Cinema.Single', params: { slug: 'a' } } },
      { type: 'cinema', name: 'B', target: { kind: 'Cinema.Single', params: { slug: 'b' } } },
    ]);
  });

  it("otherwise the site's top cities in the list's order (Paris, Lyon, ... for fr), those it has, then all cinemas", () => {
    const column = footerCinemaColumn({
      features: { cinemaFullList: false },
      site: 'fr',
      cinemas: [cinema('a'), cinema('b'), cinema('c')],
      cities,
    });
    expect(column).toEqual([
      { type: 'city', name: 'Paris', target: { kind: 'Cinema.City.Single', params: { slug: 'paris' } } },
      { type: 'city', name: 'Lyon', target: { kind: 'Cinema.City.Single', params: { slug: 'lyon' } } },
      { type: 'all', target: { kind: 'Cinema.List', params: {} } },
    ]);
  });

  it('matches the Dutch top cities by name, Den Haag included', () => {
    const column = footerCinemaColumn({
      features: { cinemaFullList: false },
      site: 'nl',
      cinemas: [cinema('a'), cinema('b')],
      cities: [{ slug: 'den-haag', name: 'Den Haag', cinemas: ['a', 'b'] }],
    });
    expect(column?.[0]).toEqual({
      type: 'city',
      name: 'Den Haag',
      target: { kind: 'Cinema.City.Single', params: { slug: 'den-haag' } },
    });
  });

  it('is not shown with one cinema or none', () => {
    for (const cinemaFullList of [true, false]) {
      expect(
        footerCinemaColumn({ features: { cinemaFullList }, site: 'fr', cinemas: [cinema('a')], cities }),
      ).toBeNull();
      expect(footerCinemaColumn({ features: { cinemaFullList }, site: 'fr', cinemas: [], cities })).toBeNull();
    }
  });
});

describe('Footer legal links on every site (issue 20: no legal notice, terms of sale, privacy or sitemap)', () => {
  const pages = (suffix: string) =>
    ['about', 'general-terms', 'legal-notice', 'privacy'].map((stem) => ({ slug: `${stem}${suffix}` }));

  it('fr: the legal notice page in the language of the list, GeneralTerms, Cvd and Sitemap routes', () => {
    expect(footerLegalLinks({ site: 'fr', pages: pages('-en') })).toEqual([
      { id: 'legal-notice', target: { kind: 'MasterTemplate', params: { slug: 'legal-notice-en' } } },
      { id: 'terms-of-sale', target: { kind: 'GeneralTerms', params: {} } },
      { id: 'privacy', target: { kind: 'Cvd', params: {} } },
      { id: 'sitemap', target: { kind: 'Sitemap', params: {} } },
    ]);
  });

  it('the sites without GeneralTerms (catalogue.txt §2 "fr site only") link the terms-of-sale page of the CMS', () => {
    for (const site of ['nl', 'ch', 'be', 'sn'] as const) {
      expect(footerLegalLinks({ site, pages: pages('') }).map((link) => link.target)).toEqual([
        { kind: 'MasterTemplate', params: { slug: 'legal-notice' } },
        { kind: 'MasterTemplate', params: { slug: 'general-terms' } },
        { kind: 'Cvd', params: {} },
        { kind: 'Sitemap', params: {} },
      ]);
    }
  });

  it('a page the CMS lacks (or a failed list) is left out; privacy and the sitemap stay', () => {
    expect(footerLegalLinks({ site: 'nl', pages: [] }).map((link) => link.id)).toEqual(['privacy', 'sitemap']);
  });
});

describe('member-and-shell.txt §2 Footer extra columns from the API', () => {
  const link = (url: string, cookie = false) => ({ title: url, url, cookie, newTab: false });
  const columns = [
    { title: 'Programme', elements: [link('/films')] },
    { title: 'Cinémas', elements: [link('/cinemas/marquee-dakar')] },
    {
      title: 'Marquee',
      elements: [
        link('/info/about'),
        link('/info/legal-notice'),
        link('/cvd'),
        link('#cookies', true),
        link('https://jobs.marquee.example'),
      ],
    },
  ];

  it("leaves out a column titled like the shell's own, even when the shell does not show it (single-cinema site, issue 21)", () => {
    const extra = footerExtraColumns({ site: 'sn', columns, ownTitles: ['Programme', 'cinémas'] });
    expect(extra.map((column) => column.title)).toEqual(['Marquee']);
  });

  it('leaves out the links the legal links and the cookie-preferences button already give', () => {
    const [marquee] = footerExtraColumns({ site: 'sn', columns, ownTitles: ['Programme', 'Cinémas'] });
    expect(marquee?.links.map((entry) => entry.url)).toEqual(['/info/about', 'https://jobs.marquee.example']);
  });
});

describe('member-and-shell.txt §4 Other "Site alerts"', () => {
  const alert = (name: string, level: 'warning' | 'info', allPages = true) => ({ name, level, allPages });

  it('shows the first all-pages warning before any info message', () => {
    const alerts = [alert('info 1', 'info'), alert('warning 1', 'warning'), alert('warning 2', 'warning')];
    expect(siteAlert(alerts)?.name).toBe('warning 1');
  });

  it('shows the first info message when there is no warning', () => {
    expect(siteAlert([alert('info 1', 'info'), alert('info 2', 'info')])?.name).toBe('info 1');
  });

  it('ignores cinema alerts (not all pages), even warnings', () => {
    expect(siteAlert([alert('cinema', 'warning', false), alert('info', 'info')])?.name).toBe('info');
    expect(siteAlert([alert('cinema', 'warning', false)])).toBeNull();
  });

  it('shows nothing without alerts (none, or the call failed)', () => {
    expect(siteAlert([])).toBeNull();
    expect(siteAlert(undefined)).toBeNull();
  });
});
