import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@marquee/design-system';
import type { PageContext, PageDefinition } from '../../page.ts';
import * as styles from '../shared/contentPage.css.ts';
import { pathOf } from '../shared/links.ts';
import { authCallbackMessage, sameOriginParent, type FrameWindow } from '@marquee/data';

/**
 * Auth.Callback (/callback, member-and-shell.txt §2): where the login frame returns. Inside a frame
 * of the site's own origin it hands the provider's answer (the query) to the page that opened the
 * frame, which finishes the sign-in and closes the frame; opened on its own it says the sign-in is
 * complete and links home. The message goes to our own origin only.
 */
/** Whether the page sits in a frame never changes while it lives; the server knows no frame. */
const staysPut = () => () => {};
const parentFrame = () => sameOriginParent(window as unknown as FrameWindow) !== null;

export function AuthCallbackPage({ site, language }: PageContext) {
  const { t } = useTranslation();
  const inFrame = useSyncExternalStore(staysPut, parentFrame, () => false);

  useEffect(() => {
    const parent = sameOriginParent(window as unknown as FrameWindow) as Window | null;
    parent?.postMessage(authCallbackMessage(window.location.search), window.location.origin);
  }, []);

  const home = pathOf(site, language, 'Movies.Home');
  return (
    <main id="main" className={styles.page}>
      <div className={styles.status}>
        <h1 className={styles.title}>{t('content.authCallback.title')}</h1>
        {inFrame ? (
          <p className={styles.statusText} role="status">
            {t('content.authCallback.returning')}
          </p>
        ) : (
          <>
            <p className={styles.statusText}>{t('content.authCallback.done')}</p>
            {home ? <Link href={home}>{t('status.home')}</Link> : null}
          </>
        )}
      </div>
    </main>
  );
}

export const authCallbackPage: PageDefinition = {
  Component: AuthCallbackPage,
  calls: () => [],
  seo: (_context, _answer, t) => ({ title: t('content.authCallback.title') }),
};
