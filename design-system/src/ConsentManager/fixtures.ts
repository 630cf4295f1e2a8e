import type { ConsentManagerProps } from './ConsentManager.tsx';

/** What a site gives the consent manager, in English (the stories and tests share it). */
export const consentArgs: Omit<ConsentManagerProps, 'onChoice'> = {
  language: 'en',
  cookieName: 'story_consent',
  privacyLink: { label: 'Privacy', href: '/info/privacy' },
  categories: [
    {
      id: 'necessary',
      required: true,
      title: 'Needed for the site to work',
      description: 'Always on: these cookies keep your language, your cinema and your cookie choice.',
      cookies: [
        { name: 'Language', purpose: 'Keeps the language you chose.', duration: '365 days' },
        { name: 'Cookie choice', purpose: 'Keeps your cookie choice.', duration: '182 days' },
      ],
    },
    {
      id: 'analytics',
      title: 'Audience measurement',
      description: 'Counts the pages you visit and the showtimes you choose to book.',
      clearCookies: ['_ga'],
    },
    { id: 'support', title: 'Help and feedback', description: 'Loads our satisfaction survey.' },
  ],
  labels: {
    title: 'Cookies and audience measurement',
    description: 'With your consent the site also measures which pages are visited.',
    acceptAll: 'Accept all',
    rejectAll: 'Refuse all',
    showPreferences: 'Let me choose',
    preferencesTitle: 'Cookie preferences',
    preferencesIntro: 'Choose what you allow.',
    savePreferences: 'Save my choices',
    close: 'Close the cookie preferences',
    cookieName: 'Cookie',
    cookiePurpose: 'Purpose',
    cookieDuration: 'Duration',
  },
};

/** Forgets the stored choice, so each story and test starts as a first visit. */
export function forgetConsent(name = consentArgs.cookieName): void {
  for (const domain of ['', `; domain=${location.hostname}`]) {
    document.cookie = `${name}=; Max-Age=0; path=/${domain}`;
  }
}
