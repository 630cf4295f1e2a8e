import { describe, expect, it } from 'vitest';
import { chatAvailability, defaultFeatures } from '@marquee/data';
import {
  chatOrigins,
  noThirdParty,
  thirdPartyOrigins,
  thirdPartyScripts,
  widgetSource,
  type ChatFacts,
  type ThirdPartyConfig,
} from './thirdParty.ts';

const configured: ThirdPartyConfig = {
  tagManagerId: 'GTM-ABC1234',
  chatWidgetUrl: 'https://chat.example.net/widget.js',
  feedbackWidgetUrl: 'https://survey.example.org/feedback.js',
};
/** The demo's configuration (decision 0056): the widgets on the site's own origin, the chat from the settings. */
const demo: ThirdPartyConfig = {
  tagManagerId: null,
  chatWidgetUrl: null,
  feedbackWidgetUrl: '/api/demo/widgets/feedback.js',
};
const demoChat = '/api/demo/widgets/chat.js';
const offered: ChatFacts = { deploymentUrl: demoChat, availability: 'offered' };
const ids = (...args: Parameters<typeof thirdPartyScripts>) => thirdPartyScripts(...args).map((script) => script.id);

describe('issue 21: the tag manager and the widgets load only with consent and where their switch is on', () => {
  it('nothing before a choice or after a refusal', () => {
    expect(ids(configured, defaultFeatures('nl'), [], offered)).toEqual([]);
    expect(ids(configured, defaultFeatures('nl'), ['necessary'], offered)).toEqual([]);
    expect(ids(demo, defaultFeatures('nl'), ['necessary', 'analytics'], offered)).toEqual([]);
  });

  it('measurement allowed: the tag manager, with its container id', () => {
    expect(thirdPartyScripts(configured, defaultFeatures('fr'), ['necessary', 'analytics'], offered)).toEqual([
      { id: 'tagManager', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234' },
    ]);
    expect(ids(configured, { ...defaultFeatures('fr'), trackingEnabled: false }, ['analytics'], offered)).toEqual([]);
  });

  it('help allowed: the chat only where the chat desk is on (nl, member §9), the feedback widget everywhere', () => {
    expect(ids(configured, defaultFeatures('nl'), ['necessary', 'support'], offered)).toEqual(['chat', 'feedback']);
    expect(ids(configured, defaultFeatures('fr'), ['necessary', 'support'], offered)).toEqual(['feedback']);
  });

  it('nothing configured: no tag manager and no feedback widget, whatever the choice', () => {
    const none = { deploymentUrl: null, availability: 'unavailable' } as const;
    expect(ids(noThirdParty, defaultFeatures('nl'), ['necessary', 'analytics', 'support'], none)).toEqual([]);
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

describe('decision 0056: the live chat follows the availability rule (member-and-shell.txt §1, §9 chatDeskEnabled)', () => {
  /** The nl site's chat, for the chat service's instructions (undefined: the check failed). */
  const chatFor = (instructions: readonly { type: string }[] | undefined, configuredChat = true): ChatFacts => ({
    deploymentUrl: configuredChat ? demoChat : null,
    availability: chatAvailability({ deskEnabled: true, configured: configuredChat, instructions }),
  });
  const help = ['necessary', 'support'];
  const nl = defaultFeatures('nl');

  it('§1 "offered only when the chat service reports no instruction of type hide_reason_no_agents_available or schedule"', () => {
    expect(thirdPartyScripts(demo, nl, help, chatFor([]))).toEqual([
      { id: 'chat', src: demoChat },
      { id: 'feedback', src: '/api/demo/widgets/feedback.js' },
    ]);
    expect(ids(demo, nl, help, chatFor([{ type: 'greeting' }]))).toEqual(['chat', 'feedback']);
    expect(ids(demo, nl, help, chatFor([{ type: 'hide_reason_no_agents_available' }]))).toEqual(['feedback']);
    expect(ids(demo, nl, help, chatFor([{ type: 'schedule' }]))).toEqual(['feedback']);
  });

  it('§1 "if it fails, the chat state stays undefined": unknown is not offered', () => {
    expect(ids(demo, nl, help, chatFor(undefined))).toEqual(['feedback']);
  });

  it('§3 Settings agentforce: no chat data, no chat, even with CHAT_WIDGET_URL', () => {
    expect(ids(configured, nl, help, chatFor([], false))).toEqual(['feedback']);
  });

  it('§9 chatDeskEnabled off (fr): no chat, whatever the check said', () => {
    expect(ids(demo, defaultFeatures('fr'), help, chatFor([]))).toEqual(['feedback']);
  });

  it('CHAT_WIDGET_URL overrides the settings’ deployment script', () => {
    expect(thirdPartyScripts(configured, nl, help, chatFor([]))[0]).toEqual({
      id: 'chat',
      src: 'https://chat.example.net/widget.js',
    });
  });

  it('a widget address is https or a path on the site’s own origin, nothing else', () => {
    expect(widgetSource('https://chat.example.net/w.js')).toBe('https://chat.example.net/w.js');
    expect(widgetSource(' /api/demo/widgets/chat.js ')).toBe('/api/demo/widgets/chat.js');
    for (const refused of [
      'http://127.0.0.1:4000/w.js',
      '//evil.example/w.js',
      '/\\evil.example',
      'javascript:1',
      '',
    ]) {
      expect(widgetSource(refused)).toBeNull();
    }
    // A settings address the site refuses loads nothing.
    expect(ids(demo, nl, help, { deploymentUrl: 'http://chat.example.net/w.js', availability: 'offered' })).toEqual([
      'feedback',
    ]);
  });

  it('the chat’s own https origins join connect-src where the desk is on; a path on the site needs none', () => {
    const agentforce = {
      deploymentUrl: 'https://chat.example.net/deployment.js',
      scrt2Url: 'https://scrt.example.net',
    };
    expect(chatOrigins(agentforce, nl)).toEqual(['https://chat.example.net', 'https://scrt.example.net']);
    expect(chatOrigins({ deploymentUrl: demoChat, scrt2Url: 'https://scrt.example.net' }, nl)).toEqual([
      'https://scrt.example.net',
    ]);
    expect(chatOrigins(agentforce, defaultFeatures('fr'))).toEqual([]);
    expect(chatOrigins(null, nl)).toEqual([]);
    expect(thirdPartyOrigins(demo)).toEqual([]);
  });
});
