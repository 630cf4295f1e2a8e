import type { Resource } from 'i18next';
import { createContext } from 'react-router';

/** What the root middleware learns of one request and what loaders tell it back. */
export interface RequestState {
  /**
   * The one clock's reading for this request (ARCHITECTURE "One clock"), ISO 8601: every page
   * context of the request carries it, and the browser renders from the same instant.
   */
  now: string;
  /** This response's script nonce (Content-Security-Policy). */
  nonce: string;
  secure: boolean;
  origin: string;
  /** A loader served a saved copy of an API answer: the page shows a notice and is not cached. */
  stale: boolean;
  /** The language came from Accept-Language or the cookie: the HTML varies by them. */
  negotiated: boolean;
  /** The visitor's position as a proxy in front measured it (X-Geo-Position), for the locator's load-fail zone. */
  geoPosition: string | null;
  /** A document request (not a client navigation's data request): its answers stay out of the HTML. */
  document: boolean;
  /** A document's answers, for the server's render only (app/documentData.ts). */
  documentFallback: Record<string, unknown>;
  /** The page's language's strings, for the server's render (the browser fetches their asset). */
  translations: Resource;
}

export const requestStateContext = createContext<RequestState>();
