import { afterEach, describe, expect, it } from 'vitest';
import { runConsentedScripts } from './thirdParty.ts';

/** Decision 0053: the settings' scripts wait, inert, for their category; React's inert element stays. */

afterEach(() => {
  for (const script of document.head.querySelectorAll('script[data-test]')) script.remove();
  delete (window as { ranAnalytics?: number }).ranAnalytics;
  delete (window as { ranSupport?: number }).ranSupport;
});

function inert(category: string, code: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'text/plain';
  script.dataset.category = category;
  script.dataset.test = '';
  script.textContent = code;
  document.head.append(script);
  return script;
}

describe('issue 21 "no tracking script before consent": runConsentedScripts', () => {
  it('runs once each script whose category is accepted, as a copy beside the inert one, never the others', () => {
    const analytics = inert('analytics', 'window.ranAnalytics = (window.ranAnalytics || 0) + 1;');
    inert('support', 'window.ranSupport = 1;');
    runConsentedScripts(['necessary', 'analytics']);
    runConsentedScripts(['necessary', 'analytics']);
    const host = window as { ranAnalytics?: number; ranSupport?: number };
    expect(host.ranAnalytics).toBe(1);
    expect(host.ranSupport).toBeUndefined();
    // The element React rendered is still there, inert: React's later updates of the head find it.
    expect(analytics.isConnected).toBe(true);
    expect(analytics.type).toBe('text/plain');
  });
});
