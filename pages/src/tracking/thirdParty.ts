import type { ChatAvailability, FeatureSwitches } from '@marquee/data';

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
 * A widget's script address as the site takes it (decision 0056): an https URL, or a path on the
 * site's own origin (`/api/demo/widgets/chat.js`, the demo's stand-ins behind the site's /api
 * proxy). Nothing else — no plain http, no protocol-relative `//host` — whatever the environment:
 * a path is the page's own origin, so it is as safe in production as the page itself.
 */
export function widgetSource(value: string | null | undefined): string | null {
  const address = value?.trim();
  if (!address) return null;
  if (/^\/(?![/\\])/.test(address)) return address;
  return URL.canParse(address) && new URL(address).protocol === 'https:' ? address : null;
}

/** What decides the live chat besides consent and its switch: the settings' chat data and the check. */
export interface ChatFacts {
  /** The settings' chat deployment script (member §3 `agentforce.deploymentUrl`); null without chat data. */
  deploymentUrl: string | null;
  /** The help centre's availability rule (`chatAvailability`, member §1). */
  availability: ChatAvailability;
}

/**
 * Which scripts may load now: each only with its category accepted and where its switch is on —
 * the tag manager under `trackingEnabled`; the live chat under `chatDeskEnabled` (member §9) and
 * only while offered (member §1: no hiding instruction; unknown is not offered), from
 * CHAT_WIDGET_URL or else the settings' deployment script; the feedback widget under no switch
 * (the spec gives it none), where the configuration names it.
 */
export function thirdPartyScripts(
  config: ThirdPartyConfig,
  features: Pick<FeatureSwitches, 'trackingEnabled' | 'chatDeskEnabled'>,
  accepted: readonly string[],
  chat: ChatFacts,
): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  if (accepted.includes('analytics') && features.trackingEnabled && config.tagManagerId) {
    scripts.push({ id: 'tagManager', src: `${tagManagerOrigin}/gtm.js?id=${encodeURIComponent(config.tagManagerId)}` });
  }
  const chatSource = config.chatWidgetUrl ?? widgetSource(chat.deploymentUrl);
  if (accepted.includes('support') && features.chatDeskEnabled && chat.availability === 'offered' && chatSource) {
    scripts.push({ id: 'chat', src: chatSource });
  }
  if (accepted.includes('support') && config.feedbackWidgetUrl) {
    scripts.push({ id: 'feedback', src: config.feedbackWidgetUrl });
  }
  return scripts;
}

/** An address's origin when it is another origin's (https); none for a path on the site's own. */
function foreignOrigin(address: string | null | undefined): string | null {
  if (!address || !URL.canParse(address)) return null;
  const url = new URL(address);
  return url.protocol === 'https:' ? url.origin : null;
}

/**
 * The origins the configured scripts talk to, for the Content-Security-Policy's connect-src: the
 * scripts themselves run under the page's nonce. A widget on the site's own origin needs none.
 */
export function thirdPartyOrigins(config: ThirdPartyConfig): string[] {
  const origins = new Set<string>();
  if (config.tagManagerId) {
    for (const origin of [tagManagerOrigin, 'https://*.google-analytics.com', 'https://*.analytics.google.com']) {
      origins.add(origin);
    }
  }
  for (const url of [config.chatWidgetUrl, config.feedbackWidgetUrl]) {
    const origin = foreignOrigin(url);
    if (origin) origins.add(origin);
  }
  return [...origins];
}

/**
 * Where a site's live chat connects, from its settings' chat data (member §3 agentforce): the
 * deployment script's and the chat service's (`scrt2Url`) origins, when they are https. Only where
 * the chat desk is on (member §9).
 */
export function chatOrigins(
  agentforce: { deploymentUrl?: string | null; scrt2Url?: string | null } | null | undefined,
  features: Pick<FeatureSwitches, 'chatDeskEnabled'>,
): string[] {
  if (!features.chatDeskEnabled || !agentforce) return [];
  const origins = [foreignOrigin(agentforce.deploymentUrl), foreignOrigin(agentforce.scrt2Url)];
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

const loaded = new Set<string>();

/** This document's CSP nonce: the browser hides the attribute but keeps the property. */
export function documentNonce(doc: Document): string {
  return doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/** Adds one external script to the head, async, under the page's CSP nonce; the caller keeps it to once. */
export function addScript(src: string, doc: Document = document): HTMLScriptElement {
  const element = doc.createElement('script');
  element.async = true;
  element.src = src;
  element.nonce = documentNonce(doc);
  doc.head.append(element);
  return element;
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
    addScript(script.src, doc);
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
