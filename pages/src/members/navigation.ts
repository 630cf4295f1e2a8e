import { createContext, useContext } from 'react';

/**
 * Full-page navigations the member side makes: the sign-out's provider page, the silent sign-in,
 * the client error page. Stories and tests put a spy here instead of leaving the page.
 */
export interface PageNavigation {
  assign(url: string): void;
  /** The current path and query (the sign-in's `returnTo`); `/` on the server. */
  currentPath(): string;
}

export const browserNavigation: PageNavigation = {
  assign: (url) => window.location.assign(url),
  currentPath: () => (typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`),
};

export const PageNavigationContext = createContext<PageNavigation>(browserNavigation);

export const usePageNavigation = (): PageNavigation => useContext(PageNavigationContext);
