import { useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Cta } from '../Cta/Cta.tsx';
import { CloseGlyph } from '../private/icons/glyphs.tsx';
import * as styles from './SmartAppBanner.css.ts';

/** member-and-shell.txt §1: the banner promotes the Apple or Android store app, by device. */
export const appStores = ['apple', 'android'] as const;
export type AppStore = (typeof appStores)[number];

export interface SmartAppBannerProps {
  /** The app's name, which names the banner. */
  appName: string;
  /** The rating or a short pitch ("4.7 ★ — book in two taps"). */
  description: string;
  /** The device's store; the page detects it. */
  store: AppStore;
  /** The app's page in that store. */
  storeUrl: string;
  /** The store link's text ("View", "Get it on Google Play"). */
  storeLinkLabel: string;
  /** The app's icon; decorative, the name is next to it. */
  iconSrc?: string;
  /** The close button's accessible name ("Close the app banner"). */
  closeLabel: string;
  /** The page remembers the dismissal (member-and-shell.txt §1: not shown once dismissed). */
  onClose: () => void;
}

/**
 * The mobile smart app banner (member-and-shell.txt §1): app name, rating or description, a link to
 * the device's store and a close button. Whether it shows (feature on, not a webview, not dismissed)
 * is the page's decision.
 */
export function SmartAppBanner({
  appName,
  description,
  store,
  storeUrl,
  storeLinkLabel,
  iconSrc,
  closeLabel,
  onClose,
}: SmartAppBannerProps) {
  const nameId = useId();
  return (
    <section className={styles.banner} aria-labelledby={nameId} data-store={store}>
      <AriaButton aria-label={closeLabel} onPress={onClose} className={styles.close}>
        <CloseGlyph />
      </AriaButton>
      {iconSrc ? <img className={styles.appIcon} src={iconSrc} alt="" decoding="async" /> : null}
      <div className={styles.text}>
        <p id={nameId} className={styles.name}>
          {appName}
        </p>
        <p className={styles.description}>{description}</p>
      </div>
      <div className={styles.action}>
        <Cta label={storeLinkLabel} url={storeUrl} type="blackButton" size="small" />
      </div>
    </section>
  );
}
