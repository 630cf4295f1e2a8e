import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

export interface LinkProviderProps {
  /** Client-side navigation: the app's router (React Router's `navigate`). */
  navigate: (path: string) => void;
  /** Turns a route path into the `href` shown on the anchor (base path, locale prefix). */
  useHref?: (path: string) => string;
  /** The part of the app whose links use this router. */
  children: ReactNode;
}

/**
 * Injects the app's router into every design-system link (Link, Cta and anything on RAC's Link).
 * The design system knows no router: same-tab clicks call `navigate`; modified clicks
 * (Ctrl/Cmd, middle button) and `target="_blank"` keep the browser's native behaviour.
 */
export function LinkProvider({ navigate, useHref, children }: LinkProviderProps) {
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
