import { createContext } from 'react-router';
import type { FeatureSwitches, Language, LocatorChoice, RouteMatch, Site } from '@marquee/data';

/**
 * What the root middleware resolves of one request, once, before any loader runs
 * (docs/architecture.md "One request"): host, then site, route and language, then the feature
 * switches. Read-only: loaders return what they learn (answers, staleness, status) instead of
 * writing it back here.
 */
export interface RequestContext {
  /**
   * The one clock's reading for this request (ARCHITECTURE "One clock"), ISO 8601: every page
   * context of the request carries it, and the browser renders from the same instant.
   */
  readonly now: string;
  /** This response's script nonce (Content-Security-Policy). */
  readonly nonce: string;
  readonly secure: boolean;
  /** `https://www.marquee.fr`: what canonical and alternate links start with. */
  readonly origin: string;
  /** The country site of the host; null when the host names none (the website guard answers 404). */
  readonly site: Site | null;
  /** The address against the site's route table (catalogue.txt §2). */
  readonly match: RouteMatch;
  readonly language: Language;
  /** The language came from Accept-Language or the cookie: the HTML varies by them. */
  readonly negotiated: boolean;
  /** The locator cookie's choice (member §4 Locator); the HTML varies by the Cookie header. */
  readonly locator: LocatorChoice | null;
  /**
   * The page runs in the chain's app (member §1 app webview, decision 0051): the app's cookie, or a
   * help-centre address under `/m`. The HTML varies by the Cookie header already.
   */
  readonly appWebview: boolean;
  /** The visitor's position as a proxy in front measured it (X-Geo-Position), for GET zone. */
  readonly geoPosition: string | null;
  /** The site's feature switches: country defaults overridden by the API's settings. */
  readonly features: FeatureSwitches;
  /** The settings answer the switches came from, keyed as the hooks key it (the shell reads it too). */
  readonly settings: Readonly<Record<string, unknown>>;
  /** The settings answer was a saved copy (the API is away). */
  readonly settingsStale: boolean;
}

export const requestContext = createContext<RequestContext>();
