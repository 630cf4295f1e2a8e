import type { ComponentType } from 'react';
import type {
  ApiCallId,
  FeatureSwitches,
  Language,
  LocatorChoice,
  RouteTarget,
  SiteCode,
  StructuredData,
} from '@marquee/data';
import type { TranslationKey } from './i18n/keys.ts';

/**
 * What a page knows of the request: the site, the language, the matched route and the site's
 * feature switches. Never the host (ARCHITECTURE: pages know nothing of hosts).
 */
export interface PageContext {
  site: SiteCode;
  language: Language;
  target: RouteTarget;
  features: FeatureSwitches;
  /**
   * The one clock (ARCHITECTURE "One clock"): the instant, ISO 8601, the page is rendered for. The
   * site's server reads it once per request and the browser renders from the same value; stories
   * pin it to the instant their fixtures were recorded.
   */
  now: string;
  /**
   * The locator's choice from its cookie (member-and-shell.txt §4 Locator), read by the site's server on
   * every request so the server render already follows it; absent in stories and before any choice.
   */
  locator?: LocatorChoice | null;
  /**
   * The address's query string (`?q=abc`, or ''), read by the site's server from the request, so a
   * page that depends on it (the help-centre results, the news page number, the error page's
   * errorCode) renders it on the server too; absent in stories (they set the address instead).
   */
  search?: string;
  /**
   * The page runs inside the chain's mobile app (member-and-shell.txt §1 app webview): the app's
   * cookie or a help-centre `/m` address says so, read by the site's server (decision 0051).
   */
  appWebview?: boolean;
  /**
   * The page's own absolute address (scheme, host and path, without query or fragment: its
   * canonical URL), read by the site's server: what names the page outside the site (share links)
   * uses it. Pages never route on it.
   */
  address?: string;
}

/** One GET the page reads through a hook; the site's loader makes it first and puts the answer in the SWR fallback. */
export interface PageCall {
  id: ApiCallId;
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string | number | boolean>>;
  /**
   * The page's own record (the cinema of a cinema page, the article of a news page): a 404 makes
   * the page not found (catalogue.txt §8), a 410 the gone page, and a `redirectSlug` on the answer
   * a redirect to the same kind of page for that slug (catalogue.txt §4 Route guard). Other calls
   * that fail leave their part of the page to show its own error state.
   */
  main?: boolean;
}

/** Title and description of the page, already translated. Empty values fall back to the site's defaults. */
export interface PageSeo {
  title?: string;
  description?: string;
  /** The record's picture for link previews (`og:image`, issue 20); a relative address is made absolute. */
  image?: string | null;
}

/** Reads the answer the loader got for a call (the wire shape), or undefined when it failed. */
export type AnswerOf = (call: PageCall) => unknown;

/** The page's `t` for its SEO: only keys the strings have (issue 23, typed keys). */
export type Translate = (key: TranslationKey, options?: Record<string, unknown>) => string;

export interface PageLayout {
  /**
   * member-and-shell.txt §2: "A CinemaLight page uses a light header"; "the header hides when the
   * page layout says so". Error pages keep the normal header (decision 0044).
   */
  header: 'default' | 'light' | 'hidden';
  /** Footer hidden on sign-in pages (member-and-shell.txt §2 Footer). */
  footer: boolean;
  /** The footer's FAQ block shows on pages with this flag (member-and-shell.txt §2 Footer). */
  footerFaq: boolean;
}

/** A page kind as the site mounts it: the component, what it loads and how it names itself. */
export interface PageDefinition {
  Component: ComponentType<PageContext>;
  /** The GETs to make before rendering, in the page's language (hooks read them under the same key). */
  calls(context: PageContext): readonly PageCall[];
  /**
   * GETs that depend on the answers of `calls` (e.g. the film page's showtimes for the first day
   * that has any): the loader makes them second, with the same rules, so the server render has them.
   */
  followUpCalls?(context: PageContext, answer: AnswerOf): readonly PageCall[];
  /** Title and description from the loaded answers; translations give the fallback. */
  seo(context: PageContext, answer: AnswerOf, t: Translate): PageSeo;
  /**
   * The HTTP status of a page that renders its own content under another status than 200 (the
   * error page's errorCode, member-and-shell.txt §8). A status thrown by the loader would render
   * the shell's error page instead of the page.
   */
  status?(context: PageContext): number;
  layout?: Partial<PageLayout>;
  /**
   * schema.org JSON-LD for the page's head (issue 9 structured data), from the loaded answers;
   * `origin` is the site's absolute origin, for the URLs search engines need.
   */
  structuredData?(context: PageContext, answer: AnswerOf, origin: string): StructuredData | null;
}

export const defaultLayout: PageLayout = { header: 'default', footer: true, footerFaq: true };

/**
 * The shell around an error page (404, 410, 500, 503) and /error-client: the site's normal header
 * and footer, so a visitor who lands on one finds every way on (issue 21; the spec's "Header
 * empty" read as a header with nothing of the page in it, decision 0044), without the footer's FAQ.
 */
export const errorPageLayout: PageLayout = { ...defaultLayout, footerFaq: false };

/**
 * member-and-shell.txt §1 "reduced chrome" in the app's webview, and catalogue.txt §2's help pages
 * under `/m`: the app shows its own navigation, so the site's header and footer (and the calls
 * only they read) are left out; the skip link, the site alert and the member's messages stay
 * (decision 0051).
 */
export function appWebviewLayout(layout: PageLayout): PageLayout {
  return { ...layout, header: 'hidden', footer: false };
}

/** The layout a page renders with: its own, reduced in the app-webview mode. */
export function layoutOf(layout: PageLayout, context: Pick<PageContext, 'appWebview' | 'target'>): PageLayout {
  return context.appWebview || context.target.webview ? appWebviewLayout(layout) : layout;
}

/** The `redirectSlug` of a record, when it names another slug (catalogue.txt §4 Route guard). */
export function redirectSlugOf(answer: unknown, slug: string | undefined): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const value = (answer as { redirectSlug?: unknown }).redirectSlug;
  return typeof value === 'string' && value !== '' && value !== slug ? value : null;
}
