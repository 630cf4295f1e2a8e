import type { FeatureSwitches } from '@marquee/data';

/**
 * The third-party scripts the site can run, as the deployment configures them (README
 * "Configuration"): the tag manager's container, the live-chat and the customer-feedback widgets
 * (member-and-shell.txt §1). Null: not configured, nothing is ever fetched.
 */
export interface ThirdPartyConfig {
  tagManagerId: string | null;
  chatWidgetUrl: string | null;
  feedbackWidgetUrl: string | null;
}

export const noThirdParty: ThirdPartyConfig = { tagManagerId: null, chatWidgetUrl: null, feedbackWidgetUrl: null };

/** The consent categories (decision 0053): what the site needs, measurement, and the help widgets. */
export const consentCategories = ['necessary', 'analytics', 'support'] as const;
export type ConsentCategoryId = (typeof consentCategories)[number];

export interface ThirdPartyScript {
  id: 'tagManager' | 'chat' | 'feedback';
  src: string;
}

const tagManagerOrigin = 'https://www.googletagmanager.com';

/**
 * Which scripts may load now: each only with its category accepted and where its switch is on —
 * the tag manager under `trackingEnabled`, the chat under `chatDeskEnabled` (member §9). The spec
 * gives the feedback widget no switch: its configuration decides.
 */
export function thirdPartyScripts(
  config: ThirdPartyConfig,
  features: Pick<FeatureSwitches, 'trackingEnabled' | 'chatDeskEnabled'>,
  accepted: readonly string[],
): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  if (accepted.includes('analytics') && features.trackingEnabled && config.tagManagerId) {
    scripts.push({ id: 'tagManager', src: `${tagManagerOrigin}/gtm.js?id=${encodeURIComponent(config.tagManagerId)}` });
  }
  if (accepted.includes('support') && features.chatDeskEnabled && config.chatWidgetUrl) {
    scripts.push({ id: 'chat', src: config.chatWidgetUrl });
  }
  if (accepted.includes('support') && config.feedbackWidgetUrl) {
    scripts.push({ id: 'feedback', src: config.feedbackWidgetUrl });
  }
  return scripts;
}

/**
 * The origins the configured scripts talk to, for the Content-Security-Policy's connect-src: the
 * scripts themselves run under the page's nonce.
 */
export function thirdPartyOrigins(config: ThirdPartyConfig): string[] {
  const origins = new Set<string>();
  if (config.tagManagerId) {
    for (const origin of [tagManagerOrigin, 'https://*.google-analytics.com', 'https://*.analytics.google.com']) {
      origins.add(origin);
    }
  }
  for (const url of [config.chatWidgetUrl, config.feedbackWidgetUrl]) {
    if (url) origins.add(new URL(url).origin);
  }
  return [...origins];
}

const loaded = new Set<string>();

/** This document's CSP nonce: the browser hides the attribute but keeps the property. */
function documentNonce(doc: Document): string {
  return doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/** Adds each script once, under the page's CSP nonce. */
export function loadThirdPartyScripts(scripts: readonly ThirdPartyScript[], doc: Document = document): void {
  for (const script of scripts) {
    if (loaded.has(script.id)) continue;
    loaded.add(script.id);
    if (script.id === 'tagManager') {
      // The tag manager's own start event, which its container waits for.
      const host = doc.defaultView as (Window & { dataLayer?: unknown[] }) | null;
      if (host) (host.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    }
    const element = doc.createElement('script');
    element.async = true;
    element.src = script.src;
    element.nonce = documentNonce(doc);
    doc.head.append(element);
  }
}

/**
 * The settings' scripts waiting for consent (`<script type="text/plain" data-category>`, placed by
 * the site's root, decision 0053): each whose category is accepted runs once, as a live copy added
 * to the head under the page's nonce. The inert original stays where React rendered it (the
 * consent library's own script management replaces it, and React then fails to update the head).
 */
export function runConsentedScripts(accepted: readonly string[], doc: Document = document): void {
  const waiting = doc.head.querySelectorAll<HTMLScriptElement>('script[type="text/plain"][data-category]');
  for (const inert of waiting) {
    const category = inert.dataset.category ?? '';
    if (!accepted.includes(category) || inert.dataset.ran !== undefined) continue;
    inert.dataset.ran = '';
    const live = doc.createElement('script');
    for (const { name, value } of inert.attributes) {
      if (!['type', 'data-category', 'data-ran', 'data-src', 'data-type', 'nonce'].includes(name)) {
        live.setAttribute(name, value);
      }
    }
    if (inert.dataset.type) live.type = inert.dataset.type;
    if (inert.dataset.src) live.src = inert.dataset.src;
    else live.textContent = inert.textContent;
    live.nonce = inert.nonce || documentNonce(doc);
    doc.head.append(live);
  }
}
