import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@marquee/design-system';
import { locatorCookieDays, loopGuardCookieMs, signInCookieMs } from '@marquee/data';
import { useFormat } from '../i18n/formats.ts';
import * as styles from './SiteShell.css.ts';

const minuteMs = 60 * 1000;
const hourMs = 60 * minuteMs;

/**
 * The cookies the site sets (member-and-shell.txt §9 durations), with their purpose. The spec
 * gives no lifetime for `lang`; it lasts as long as the locator's choice.
 */
const siteCookies = [
  { id: 'lang', amount: locatorCookieDays, unit: 'day' },
  { id: 'locator', amount: locatorCookieDays, unit: 'day' },
  { id: 'signIn', amount: signInCookieMs / hourMs, unit: 'hour' },
  { id: 'loopGuard', amount: loopGuardCookieMs / minuteMs, unit: 'minute' },
] as const;

/**
 * "Cookie preferences": we set no tracking cookie, so there is nothing to choose; the dialog says
 * so and lists the cookies the site needs. A native modal dialog: the design system's pop-in
 * registry has no id for it (reported), and borrowing another pop-in's id would open both.
 */
export function CookieDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  const format = useFormat();
  const duration = (amount: number, unit: 'day' | 'hour' | 'minute') => format.unit(amount, unit);

  return (
    <dialog ref={dialogRef} aria-labelledby={titleId} className={styles.cookieDialog} onClose={onClose}>
      <div className={styles.cookieHeader}>
        <h2 id={titleId} className={styles.cookieTitle}>
          {t('shell.cookies.title')}
        </h2>
        <Button variant="quiet" size="small" onPress={onClose}>
          {t('shell.close')}
        </Button>
      </div>
      <p>{t('shell.cookies.intro')}</p>
      <ul className={styles.cookieList}>
        {siteCookies.map((cookie) => (
          <li key={cookie.id}>
            <p className={styles.cookieName}>{t(`shell.cookies.names.${cookie.id}`)}</p>
            <p>{t(`shell.cookies.${cookie.id}`)}</p>
            <p className={styles.muted}>
              {t('shell.cookies.duration', { duration: duration(cookie.amount, cookie.unit) })}
            </p>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
