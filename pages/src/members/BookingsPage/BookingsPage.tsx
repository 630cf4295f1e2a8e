import { useTranslation } from 'react-i18next';
import { Cta, Link } from '@marquee/design-system';
import { routePath } from '@marquee/data';
import { useSettings } from '@marquee/data/hooks';
import type { PageContext, PageDefinition } from '../../page.ts';
import { useMember } from '../memberContext.ts';
import * as styles from '../shared/memberPage.css.ts';
import { MemberPageLoading, SignInRequiredPrompt } from '../shared/SignInRequiredPrompt.tsx';

/**
 * Client.Account.Booking (member-and-shell.txt §2, §6): bookings are made and kept by the purchase
 * tunnel (settings.cmdUrl), and no call of the spec lists a member's orders. The page says so and
 * links there, rather than showing orders it does not have.
 */
export function BookingsPage({ site, language }: PageContext) {
  const { t } = useTranslation();
  const member = useMember();
  const settings = useSettings(language);
  const tunnel = settings.data?.cmdUrl || null;
  const account = routePath(site, { kind: 'Client.Account.Account', language, params: {} });
  return (
    <main id="main" className={styles.page}>
      {member.status === 'unknown' ? (
        <MemberPageLoading title={t('Member.Bookings.title')} />
      ) : member.status === 'anonymous' ? (
        <SignInRequiredPrompt />
      ) : (
        <section className={styles.section} aria-labelledby="bookings-title">
          <h1 id="bookings-title" className={styles.title}>
            {t('Member.Bookings.title')}
          </h1>
          <p className={styles.text}>{tunnel ? t('Member.Bookings.text') : t('Member.Bookings.noTunnel')}</p>
          <div className={styles.actions}>
            {tunnel ? <Cta label={t('Member.Bookings.tunnel')} url={tunnel} /> : null}
            {account ? <Link href={account}>{t('Member.Bookings.account')}</Link> : null}
          </div>
        </section>
      )}
    </main>
  );
}

export const bookingsPage: PageDefinition = {
  Component: BookingsPage,
  calls: () => [],
  seo: (_context, _answer, t) => ({ title: t('Member.Bookings.seoTitle') }),
};
