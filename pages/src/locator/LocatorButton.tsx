import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@marquee/design-system';
import { useLocator } from './LocatorProvider.tsx';
import * as styles from './locator.css.ts';

const subscribeNothing = () => () => {};

export interface LocatorButtonProps {
  /** What the page shows instead of the locator's choice (e.g. the address's own cinema filter). */
  label?: string;
  /** The sentence around the choice's label; "Your cinemas: {label}" by default. */
  text?: (label: string) => string;
}

/**
 * The current choice and a Change button opening the locator pop-in; focus comes back to the
 * button when the pop-in closes. Any page under the shell may place it. Without a
 * `LocatorProvider` it renders nothing; before the page runs JavaScript only the choice shows (a
 * button could do nothing).
 */
export function LocatorButton({ label: shown, text }: LocatorButtonProps) {
  const { t } = useTranslation();
  const locator = useLocator();
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  if (!locator.available) return null;
  const label = shown ?? locator.label ?? t('shell.locator.label.none');
  return (
    <div className={styles.current}>
      <p className={styles.currentText}>{text ? text(label) : t('shell.locator.current', { label })}</p>
      {hydrated ? (
        <Button
          variant="secondary"
          size="small"
          aria-label={t('shell.locator.changeLabel', { label })}
          onPress={(event) => locator.openLocator(event.target instanceof Element ? event.target : null)}
        >
          {t('shell.locator.change')}
        </Button>
      ) : null}
    </div>
  );
}
