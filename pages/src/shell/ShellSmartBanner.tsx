import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appStores, SmartAppBanner } from '@marquee/design-system';
import { dismissalEnd, dismissalKeys, smartBannerDismissalDays } from '@marquee/data';
import { useClock } from '../clock.tsx';
import { appStoreListings } from './appStores.ts';
import { storeDismissal } from './dismissals.ts';
import * as styles from './SiteShell.css.ts';

/**
 * member-and-shell.txt §1 Smart app banner: "On mobile it shows only if the feature is on, the
 * device is not a webview or the provider's app, and it was not dismissed. It has a close button."
 * Whether it shows is the document's head script's call, made before the first paint from the
 * device and the visitor's dismissals (decision 0052): the server renders one banner per store,
 * hidden, and the script marks the device's store on <html>. Closing it forgets the mark, which
 * also brings the footer back (§2 "Footer hidden ... when the smart banner shows").
 */
export function ShellSmartBanner() {
  const { t } = useTranslation();
  const now = useClock();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const close = () => {
    storeDismissal(dismissalKeys.smartBanner, dismissalEnd(now, smartBannerDismissalDays), now);
    document.documentElement.removeAttribute('data-app-store');
    setClosed(true);
  };
  return appStores.map((store) => (
    <div key={store} className={styles.smartBanner[store]} data-dismissal={dismissalKeys.smartBanner}>
      <SmartAppBanner
        appName={t('shell.smartBanner.name')}
        description={t('shell.smartBanner.description')}
        store={store}
        storeUrl={appStoreListings[store]}
        storeLinkLabel={t('shell.smartBanner.view')}
        closeLabel={t('shell.smartBanner.close')}
        onClose={close}
      />
    </div>
  ));
}
