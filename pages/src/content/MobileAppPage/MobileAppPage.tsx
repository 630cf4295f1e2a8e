import { useTranslation } from 'react-i18next';
import { Cta } from '@marquee/design-system';
import type { PageContext, PageDefinition } from '../../page.ts';
import { appStoreListings } from '../../shell/appStores.ts';
import * as styles from '../shared/contentPage.css.ts';

const benefits = ['tickets', 'showtimes', 'favourites', 'wallet'] as const;

/** MobileApp (catalogue.txt §1 "a mobile-app page"): what the app does and where to get it. */
export function MobileAppPage(_context: PageContext) {
  const { t } = useTranslation();
  const newTab = t('content.common.newTab');
  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('content.mobileApp.title')}</h1>
        <p className={styles.lead}>{t('content.mobileApp.lead')}</p>
      </header>
      <section className={styles.section} aria-labelledby="mobile-app-benefits">
        <h2 id="mobile-app-benefits" className={styles.sectionTitle}>
          {t('content.mobileApp.benefitsTitle')}
        </h2>
        <ul className={styles.prose}>
          {benefits.map((benefit) => (
            <li key={benefit}>{t(`content.mobileApp.benefits.${benefit}`)}</li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="mobile-app-stores">
        <h2 id="mobile-app-stores" className={styles.sectionTitle}>
          {t('content.mobileApp.storesTitle')}
        </h2>
        <div className={styles.actions}>
          <Cta
            label={t('content.mobileApp.appStore')}
            url={appStoreListings.apple}
            type="blackButton"
            target="_blank"
            newTabHint={newTab}
          />
          <Cta
            label={t('content.mobileApp.googlePlay')}
            url={appStoreListings.android}
            type="blackButton"
            target="_blank"
            newTabHint={newTab}
          />
        </div>
      </section>
    </main>
  );
}

export const mobileAppPage: PageDefinition = {
  Component: MobileAppPage,
  calls: () => [],
  seo: (_context, _answer, t) => ({ title: t('content.mobileApp.seoTitle'), description: t('content.mobileApp.lead') }),
};
