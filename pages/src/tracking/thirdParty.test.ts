import { describe, expect, it } from 'vitest';
import { defaultFeatures } from '@marquee/data';
import { noThirdParty, thirdPartyOrigins, thirdPartyScripts, type ThirdPartyConfig } from './thirdParty.ts';

const configured: ThirdPartyConfig = {
  tagManagerId: 'GTM-ABC1234',
  chatWidgetUrl: 'https://chat.example.net/widget.js',
  feedbackWidgetUrl: 'https://survey.example.org/feedback.js',
};
const ids = (...args: Parameters<typeof thirdPartyScripts>) => thirdPartyScripts(...args).map((script) => script.id);

describe('issue 21: the tag manager and the widgets load only with consent and where their switch is on', () => {
  it('nothing before a choice or after a refusal', () => {
    expect(ids(configured, defaultFeatures('nl'), [])).toEqual([]);
    expect(ids(configured, defaultFeatures('nl'), ['necessary'])).toEqual([]);
  });

  it('measurement allowed: the tag manager, with its container id', () => {
    expect(thirdPartyScripts(configured, defaultFeatures('fr'), ['necessary', 'analytics'])).toEqual([
      { id: 'tagManager', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234' },
    ]);
    expect(ids(configured, { ...defaultFeatures('fr'), trackingEnabled: false }, ['analytics'])).toEqual([]);
  });

  it('help allowed: the chat only where the chat desk is on (nl, member §9), the feedback widget everywhere', () => {
    expect(ids(configured, defaultFeatures('nl'), ['necessary', 'support'])).toEqual(['chat', 'feedback']);
    expect(ids(configured, defaultFeatures('fr'), ['necessary', 'support'])).toEqual(['feedback']);
  });

  it('nothing configured (development, tests): nothing is ever fetched, whatever the choice', () => {
    expect(ids(noThirdParty, defaultFeatures('nl'), ['necessary', 'analytics', 'support'])).toEqual([]);
    expect(thirdPartyOrigins(noThirdParty)).toEqual([]);
  });

  it('the configured scripts’ origins, for the page’s connect-src', () => {
    expect(thirdPartyOrigins(configured)).toEqual([
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://chat.example.net',
      'https://survey.example.org',
    ]);
  });
});
