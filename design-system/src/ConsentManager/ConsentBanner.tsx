import { useId, useLayoutEffect, useRef } from 'react';
import { Button } from '../Button/index.ts';
import { Link } from '../Link/index.ts';
import * as styles from './ConsentBanner.css.ts';

/** Where the banner stands: `unknown` before the library has read the stored choice (the server's rendering), `open` when it asks. */
export type ConsentBannerState = 'unknown' | 'open';

export interface ConsentBannerProps {
  state: ConsentBannerState;
  labels: { title: string; description: string; acceptAll: string; rejectAll: string; showPreferences: string };
  privacyLink?: { label: string; href: string } | undefined;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onShowPreferences: () => void;
}

/**
 * The consent banner's first layer (decision 0053): the question, refusing as easy as accepting
 * (the same look, one button each) and the way to the preferences. Rendered by React, so the server's
 * HTML has it from the first paint; a choice already stored hides it before that paint
 * (`data-consent-stored` on the root, set by the document's head).
 */
export function ConsentBanner({
  state,
  labels,
  privacyLink,
  onAcceptAll,
  onRejectAll,
  onShowPreferences,
}: ConsentBannerProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // Where the keyboard was before it came into the banner: a choice closes the banner, and the
  // focus goes back there instead of falling to the top of the page (WCAG 2.4.3).
  const focusedBefore = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const banner = dialog.current;
    if (!banner) return;
    const rememberWhereFrom = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !banner.contains(from)) focusedBefore.current = from;
    };
    banner.addEventListener('focusin', rememberWhereFrom);
    return () => {
      banner.removeEventListener('focusin', rememberWhereFrom);
      // Closing (unmounted with the focus inside): back to where the keyboard came from.
      const back = focusedBefore.current;
      if (back?.isConnected && banner.contains(banner.ownerDocument.activeElement)) back.focus();
    };
  }, []);
  return (
    <div
      ref={dialog}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={styles.banner}
      data-consent-banner={state}
    >
      <h2 id={titleId} className={styles.title}>
        {labels.title}
      </h2>
      <p id={descriptionId} className={styles.description}>
        {labels.description}
      </p>
      {privacyLink ? (
        <p className={styles.description}>
          <Link href={privacyLink.href}>{privacyLink.label}</Link>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onAcceptAll}>
          {labels.acceptAll}
        </Button>
        <Button variant="secondary" onPress={onRejectAll}>
          {labels.rejectAll}
        </Button>
        <div className={styles.preferences}>
          <Button variant="quiet" onPress={onShowPreferences}>
            {labels.showPreferences}
          </Button>
        </div>
      </div>
    </div>
  );
}
