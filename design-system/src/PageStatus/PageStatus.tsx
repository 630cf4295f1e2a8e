import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './PageStatus.css.ts';

export interface LoadingStateProps {
  /** Announced once (role status) while the call is pending: "Chargement…". */
  label: string;
  /** Lines of the text skeleton standing in for the content. */
  lines?: number;
}

/** A part of a page waiting for its call: a skeleton that announces itself once. */
export function LoadingState({ label, lines = 4 }: LoadingStateProps) {
  return <Skeleton lines={lines} statusLabel={label} />;
}

export interface ErrorStateProps {
  /** What failed, in the visitor's words: "Ces informations n’ont pas pu être chargées." */
  message: string;
  /** Ask again: the button's label and what it does. */
  retry?: { label: string; onRetry: () => void };
  /** Somewhere to go instead (a record that no longer exists: the home page). */
  link?: { label: string; href: string };
}

/**
 * A part of a page whose call failed, or whose record does not exist: said at once (role alert),
 * with a retry or a way out.
 */
export function ErrorState({ message, retry, link }: ErrorStateProps) {
  return (
    <div role="alert" className={`${styles.root} ${styles.error}`} data-page-status="error">
      <p className={styles.message}>{message}</p>
      {retry ? (
        <Button variant="secondary" onPress={retry.onRetry}>
          {retry.label}
        </Button>
      ) : null}
      {link ? <Link href={link.href}>{link.label}</Link> : null}
    </div>
  );
}

export interface EmptyStateProps {
  /** Why there is nothing to show: "Aucune séance ce jour-là." */
  message: string;
}

/** A call that answered with nothing to show: a quiet line, not an alert. */
export function EmptyState({ message }: EmptyStateProps) {
  return (
    <div className={styles.root} data-page-status="empty">
      <p className={styles.message}>{message}</p>
    </div>
  );
}
