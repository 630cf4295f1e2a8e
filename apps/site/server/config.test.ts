import { describe, expect, it } from 'vitest';
import {
  demoFeedbackWidget,
  demoRecaptchaScript,
  developmentOidc,
  googleRecaptchaScript,
  developmentSessionSecret,
  parseProductionHosts,
  readConfig,
} from './config.ts';

describe('Site server configuration (README Configuration)', () => {
  it('has working defaults', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 3000, apiUrl: 'http://127.0.0.1:4000', trustProxy: false, loginFrame: 'off' });
    expect(config.productionHosts).toEqual({});
  });

  it('reads the production host map domain=site', () => {
    expect(parseProductionHosts(' marquee.fr=fr, Marquee.NL=nl ,')).toEqual({ 'marquee.fr': 'fr', 'marquee.nl': 'nl' });
  });

  it('stops with a clear message on a bad value', () => {
    expect(() => parseProductionHosts('marquee.xx=xx')).toThrow(/SITE_HOSTS: "marquee.xx=xx"/);
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => readConfig({ LOGIN_FRAME: 'iframe' })).toThrow(/LOGIN_FRAME/);
    expect(() => readConfig({ PAGE_CACHE_MS: '-1' })).toThrow(/PAGE_CACHE_MS/);
    expect(readConfig({}).pageCacheMs).toBe(2000);
    expect(readConfig({ PAGE_CACHE_MS: '0' }).pageCacheMs).toBe(0);
    expect(readConfig({}).upstreamStaleMs).toBe(30_000);
    // issue 8: an unseen page answers 503 within 3 s when the API is away.
    expect(readConfig({})).toMatchObject({ upstreamTimeoutMs: 2000, upstreamDeadlineMs: 2500 });
    expect(readConfig({ UPSTREAM_TIMEOUT_MS: '10000', UPSTREAM_DEADLINE_MS: '20000' })).toMatchObject({
      upstreamTimeoutMs: 10_000,
      upstreamDeadlineMs: 20_000,
    });
    expect(() => readConfig({ UPSTREAM_SWR_MS: 'soon' })).toThrow(/UPSTREAM_SWR_MS/);
  });

  it('decision 0053: no tag manager or widget unless configured; a bad container id or a plain-HTTP widget stops the start', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-chars' };
    expect(readConfig(production).thirdParty).toEqual({
      tagManagerId: null,
      chatWidgetUrl: null,
      feedbackWidgetUrl: null,
    });
    expect(
      readConfig({ TAG_MANAGER_ID: 'GTM-ABC1234', CHAT_WIDGET_URL: 'https://chat.example.net/w.js' }).thirdParty,
    ).toMatchObject({ tagManagerId: 'GTM-ABC1234', chatWidgetUrl: 'https://chat.example.net/w.js' });
    expect(() => readConfig({ TAG_MANAGER_ID: 'UA-1234' })).toThrow(/TAG_MANAGER_ID/);
    expect(() => readConfig({ FEEDBACK_WIDGET_URL: 'http://survey.example.org/f.js' })).toThrow(/FEEDBACK_WIDGET_URL/);
    expect(() => readConfig({ CHAT_WIDGET_URL: '//chat.example.net/w.js' })).toThrow(/CHAT_WIDGET_URL/);
  });

  it('decision 0056: the demo feedback widget by default outside production; a path on the site is taken everywhere', () => {
    expect(readConfig({}).thirdParty).toEqual({
      tagManagerId: null,
      chatWidgetUrl: null,
      feedbackWidgetUrl: demoFeedbackWidget,
    });
    expect(readConfig({ FEEDBACK_WIDGET_URL: '' }).thirdParty.feedbackWidgetUrl).toBeNull();
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-chars' };
    expect(readConfig({ ...production, FEEDBACK_WIDGET_URL: demoFeedbackWidget }).thirdParty.feedbackWidgetUrl).toBe(
      '/api/demo/widgets/feedback.js',
    );
  });

  it("decision 0059: RECAPTCHA_SCRIPT_URL is Google's script in production and the demo's stand-in otherwise; empty turns it off, plain HTTP stops the start", () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-chars' };
    expect(readConfig(production).captchaScriptUrl).toBe(googleRecaptchaScript);
    expect(readConfig({}).captchaScriptUrl).toBe(demoRecaptchaScript);
    expect(readConfig({ ...production, RECAPTCHA_SCRIPT_URL: demoRecaptchaScript }).captchaScriptUrl).toBe(
      '/api/demo/widgets/recaptcha.js',
    );
    expect(readConfig({ ...production, RECAPTCHA_SCRIPT_URL: '' }).captchaScriptUrl).toBeNull();
    expect(() => readConfig({ RECAPTCHA_SCRIPT_URL: 'http://captcha.example.org/api.js' })).toThrow(
      /RECAPTCHA_SCRIPT_URL/,
    );
  });

  it('issue 19: signs members in with apps/idp by default; SESSION_SECRET of its own required with NODE_ENV=production', () => {
    expect(readConfig({}).oidc).toEqual({
      issuer: 'http://localhost:5600',
      clientId: 'marquee-site',
      clientSecret: developmentOidc.clientSecret,
      resource: 'urn:marquee:api',
    });
    expect(readConfig({ OIDC_CLIENT_SECRET: '' }).oidc.clientSecret).toBeNull();
    expect(() => readConfig({ OIDC_ISSUER: 'nowhere' })).toThrow(/OIDC_ISSUER/);
    expect(readConfig({}).sessionSecret).toBe(developmentSessionSecret);
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => readConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    const own = 'x'.repeat(32);
    expect(readConfig({ NODE_ENV: 'production', SESSION_SECRET: own })).toMatchObject({
      sessionSecret: own,
      production: true,
    });
  });
});
