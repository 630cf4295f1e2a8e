/**
 * The app's store listings (the smart app banner, the mobile-app page). Neither the spec nor the
 * site configuration names them, so these are store searches for the app; the real listing
 * addresses belong in the site configuration.
 */
export const appStoreListings = {
  apple: 'https://apps.apple.com/search?term=Marquee%20cinemas',
  android: 'https://play.google.com/store/search?q=Marquee%20cinemas&c=apps',
} as const;
