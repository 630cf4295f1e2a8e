import { languages } from '@marquee/data';
import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { presentationFor } from './presentation.ts';
import { signInPage } from './views.ts';

describe('provider pages wear the site and language the site asks for (issue 19: themed per site, translated)', () => {
  it('the site parameter picks the brand theme (member §9: fr one, be and nl another, others default)', () => {
    expect(presentationFor({ site: 'fr' })).toMatchObject({ site: 'fr', theme: 'fr', language: 'fr' });
    expect(presentationFor({ site: 'be' })).toMatchObject({ site: 'be', theme: 'benelux', language: 'en' });
    expect(presentationFor({ site: 'nl' })).toMatchObject({ site: 'nl', theme: 'benelux', language: 'nl' });
    expect(presentationFor({ site: 'ch' })).toMatchObject({ site: 'ch', theme: 'default', language: 'en' });
  });

  it('without a site parameter, the redirect URI host tells; without either, fr', () => {
    expect(presentationFor({ returnTo: 'http://nl.localhost:3000/callback' }).site).toBe('nl');
    expect(presentationFor({ returnTo: 'https://www.marquee.ch/callback' }, { 'marquee.ch': 'ch' }).site).toBe('ch');
    expect(presentationFor({ returnTo: 'https://elsewhere.example/callback' }).site).toBe('fr');
    expect(presentationFor({}).site).toBe('fr');
  });

  it('ui_locales picks the first language the pages speak, else the site default (member §1 defaults)', () => {
    expect(presentationFor({ site: 'ch', uiLocales: 'it-CH de-CH en' }).language).toBe('de');
    expect(presentationFor({ site: 'be', uiLocales: 'NL-be' }).language).toBe('nl');
    expect(presentationFor({ site: 'fr', uiLocales: 'es' }).language).toBe('fr');
  });

  it('every language has the sign-in page in its own words', () => {
    const titles = languages.map((language) => {
      const page = signInPage({
        presentation: { site: 'fr', theme: 'fr', language, mount: '', framed: false },
        action: '/a',
        signUpHref: '/b',
        cancelHref: '/c',
      });
      expect(page).toContain(`lang="${language}"`);
      expect(page).toContain(`<h1>${messages[language].signIn.title}</h1>`);
      return messages[language].signIn.title;
    });
    expect(new Set(titles).size).toBe(languages.length);
  });

  it('text from the request is escaped, never markup', () => {
    const page = signInPage({
      presentation: { site: 'fr', theme: 'fr', language: 'en', mount: '', framed: false },
      action: '/a',
      email: '"><script>alert(1)</script>',
      wrongCredentials: true,
      signUpHref: '/b',
      cancelHref: '/c',
    });
    expect(page).not.toContain('<script>');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');
  });
});
