import type { LocatorCinema, LocatorCity, LocatorHistoryEntry, LocatorPopinLabels } from './LocatorPopin.tsx';

/** Story and test data: the French site, in English texts. */

export const locatorLabels: LocatorPopinLabels = {
  modeLabel: 'Find cinemas by',
  modes: { cinema: 'Cinema', city: 'City', position: 'My position', favorite: 'My favourites' },
  historyTitle: 'Recently chosen',
  cinemasTitle: 'All cinemas',
  cityLabel: 'City or postal code',
  cityClearLabel: 'Clear city',
  cityPlaceholder: 'Paris, 69002…',
  noCity: 'No city matches this search.',
  useMyPosition: 'Use my position',
  locating: 'Locating you…',
  geolocationAlertTitle: 'We could not find your position',
  geolocationAlertSubtitle: 'Allow location access in your browser, or search for a city.',
  nearbyTitle: 'Cinemas near you',
  favoritesTitle: 'Your favourite cinemas',
  useFavorites: 'Show my favourite cinemas',
  noFavorites: 'You have no favourite cinema yet. Press the heart beside a cinema to add it.',
  favoritesSignedOut: 'Sign in to see your favourite cinemas here.',
  favoritesSignIn: 'Sign in',
};

/** Four entries: the view shows the latest three. */
export const locatorHistory: LocatorHistoryEntry[] = [
  { type: 'cinema', value: 'marquee-wepler', label: 'Marquee Wepler' },
  { type: 'city', value: 'lyon', label: 'Lyon' },
  { type: 'cinema', value: 'marquee-bellecour', label: 'Marquee Bellecour' },
  { type: 'city', value: 'nice', label: 'Nice' },
];

export const locatorCities: LocatorCity[] = [
  { slug: 'paris', name: 'Paris', postalCodes: '75001 – 75020' },
  { slug: 'pau', name: 'Pau', postalCodes: '64000' },
];

export const locatorCinemas: LocatorCinema[] = [
  { value: 'marquee-wepler', name: 'Marquee Wepler', city: 'Paris' },
  { value: 'marquee-bellecour', name: 'Marquee Bellecour', city: 'Lyon' },
  { value: 'marquee-massena', name: 'Marquee Masséna', city: 'Nice' },
];

/** Nearest first, within the locator defaults (member-and-shell.txt §9: up to 6 within 50). */
export const nearbyCinemas: LocatorCinema[] = [
  { value: 'marquee-wepler', name: 'Marquee Wepler', city: 'Paris', distanceText: '1.2 km' },
  { value: 'marquee-beaugrenelle', name: 'Marquee Beaugrenelle', city: 'Paris', distanceText: '4.8 km' },
  { value: 'marquee-boulogne', name: 'Marquee Boulogne', city: 'Boulogne-Billancourt', distanceText: '7.5 km' },
];

export const favoriteCinemas: LocatorCinema[] = [
  { value: 'marquee-wepler', name: 'Marquee Wepler', city: 'Paris' },
  { value: 'marquee-bellecour', name: 'Marquee Bellecour', city: 'Lyon' },
];
