import { useTranslation } from 'react-i18next';
import { Cta, ScriptSwitch } from '@marquee/design-system';
import { useMember } from '../memberContext.ts';
import * as styles from './memberPage.css.ts';

/**
 * member §6: the profile, bookings and account are for a client only. Signed out, the page says
 * so and offers sign-in and sign-up, full-page links back to this page (decision 0037).
 */
export function SignInRequiredPrompt() {
  const { t } = useTranslation();
  const member = useMember();
  return (
    <section className={styles.section} aria-labelledby="member-sign-in-required">
      <h1 id="member-sign-in-required" className={styles.title}>
        {t('Member.SignInRequired.title')}
      </h1>
      <p className={styles.text}>{t('Member.SignInRequired.text')}</p>
      <div className={styles.actions}>
        <Cta label={t('Member.SignInRequired.signIn')} url={member.signInUrl()} />
        <Cta label={t('Member.SignInRequired.signUp')} url={member.signUpUrl()} type="blackButton" />
      </div>
    </section>
  );
}

/**
 * A member page while the session is not known yet, as the server paints it: the page's title, a
 * level-one heading like every page's (axe page-has-heading-one), then the loading status. The
 * session is read by the page's code (decision 0037): a browser that runs no scripts is told the
 * member area needs them, not left on a loading line that never ends.
 */
export function MemberPageLoading({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="member-page-loading">
      <h1 id="member-page-loading" className={styles.title}>
        {title}
      </h1>
      <ScriptSwitch
        as="div"
        scripted={<MemberLoading />}
        plain={<p className={styles.text}>{t('Member.Account.noScript')}</p>}
      />
    </section>
  );
}

/** While the session is not known yet (decision 0037: it settles after hydration). */
export function MemberLoading() {
  const { t } = useTranslation();
  return (
    <p className={styles.text} role="status">
      {t('Member.Account.loading')}
    </p>
  );
}
