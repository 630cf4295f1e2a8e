import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { routePath, type Language, type SiteCode } from '@marquee/data';
import { EmptyState, ErrorState as ErrorStateView, LoadingState as LoadingStateView } from '@marquee/design-system';

/**
 * The one loading, error and not-found state of every page (issue 20, decision 0062): the design
 * system's, with their words from one set of keys (`status.*`).
 */

export { EmptyState };

/** A part of the page waiting for its call; announced once through role status. */
export function LoadingState({ lines }: { lines?: number }) {
  const { t } = useTranslation();
  return <LoadingStateView label={t('status.loading')} lines={lines} />;
}

/** A call that failed: said at once (role alert), with a retry; `message` names what failed when it helps. */
export function ErrorState({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation();
  return <ErrorStateView message={message ?? t('status.error')} retry={{ label: t('status.retry'), onRetry }} />;
}

/**
 * The record is unknown (catalogue.txt §8). On a first load the site already shows its not-found
 * page; this covers a record that disappears while the visitor browses in the app.
 */
export function NotFoundState({ site, language }: { site: SiteCode; language: Language }) {
  const { t } = useTranslation();
  const home = routePath(site, { kind: 'Movies.Home', language, params: {} });
  return (
    <ErrorStateView message={t('status.notFound')} link={home ? { label: t('status.home'), href: home } : undefined} />
  );
}

/**
 * What a call's part of the page shows: its data through `children` once it answered, else its
 * not-found state (when the page passes its site and language), its error, or loading.
 */
export function CallState<T>({
  state,
  children,
  lines,
  site,
  language,
}: {
  state: { data?: T | undefined; error: unknown; notFound?: boolean; retry: () => void };
  children?: (data: T) => ReactNode;
  lines?: number;
  site?: SiteCode;
  language?: Language;
}) {
  if (state.data !== undefined && children) return children(state.data);
  if (state.notFound && site && language) return <NotFoundState site={site} language={language} />;
  if (state.error) return <ErrorState onRetry={state.retry} />;
  return <LoadingState lines={lines} />;
}
