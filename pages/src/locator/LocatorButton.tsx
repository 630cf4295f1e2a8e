import { useTranslation } from 'react-i18next';
import { Button } from '@marquee/design-system';
import { useLocator } from './LocatorProvider.tsx';
import * as styles from './locator.css.ts';

export interface LocatorButtonProps {
  /** What the page shows instead of the locator's choice (e.g. the address's own cinema filter). */
  label?: string;
  /** The sentence around the choice's label; "Your cinemas: {label}" by default. */
  text?: (label: string) => string;
}

/**
 * The current choice and a Change button opening the locator pop-in; focus comes back to the
 * button when the pop-in closes. Any page under the shell may place it. Without a
 * `LocatorProvider` it renders nothing. The server renders the button too: a press before the page
 * has hydrated is replayed once it has (decision 0021); a browser that runs no scripts shows only
 * the choice (the button could do nothing there).
 */
export function LocatorButton({ label: shown, text }: LocatorButtonProps) {
  const { t } = useTranslation();
  const locator = useLocator();
  if (!locator.available) return null;
  const label = shown ?? locator.label ?? t('shell.locator.label.none');
  return (
    <div className={styles.current}>
      <p className={styles.currentText}>{text ? text(label) : t('shell.locator.current', { label })}</p>
      <span className={styles.scriptOnly}>
        <Button
          variant="secondary"
          size="small"
          aria-label={t('shell.locator.changeLabel', { label })}
          onPress={(event) => locator.openLocator(event.target instanceof Element ? event.target : null)}
        >
          {t('shell.locator.change')}
        </Button>
      </span>
    </div>
  );
}
