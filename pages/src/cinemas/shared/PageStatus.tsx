import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Skeleton } from '@marquee/design-system';
import * as layout from './layout.css.ts';

/** A part of the page waiting for its call; announced once through role status. */
export function LoadingState() {
  const { t } = useTranslation();
  return <Skeleton lines={4} statusLabel={t('cinemas.common.loading')} />;
}

/** A call that failed: said at once (role alert), with a retry. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={layout.status} role="alert">
      <p className={layout.paragraph}>{t('cinemas.common.error')}</p>
      <Button variant="secondary" onPress={onRetry}>
        {t('cinemas.common.retry')}
      </Button>
    </div>
  );
}

export function EmptyState({ message }: { message: string }) {
  return <p className={layout.muted}>{message}</p>;
}

/**
 * What a call's part of the page shows before its data: loading, its error, or nothing when it
 * answered. `children` renders the data.
 */
export function CallState<T>({
  state,
  children,
}: {
  state: { data: T | undefined; error: unknown; retry: () => void };
  children: (data: T) => ReactNode;
}) {
  if (state.data !== undefined) return children(state.data);
  if (state.error) return <ErrorState onRetry={state.retry} />;
  return <LoadingState />;
}
