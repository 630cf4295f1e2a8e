import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Link, TextField } from '@marquee/design-system';
import { clientAreaUrl, routePath, showPageKind, type Language, type SiteCode } from '@marquee/data';
import {
  useAccount,
  useCalendarFeedStatus,
  useCinemas,
  useCreateCalendarFeed,
  useFavouriteCinemas,
  useRevokeCalendarFeed,
  useSettings,
  useShows,
} from '@marquee/data/hooks';
import { useFormat } from '../../i18n/formats.ts';
import type { PageContext, PageDefinition } from '../../page.ts';
import { useMember } from '../memberContext.ts';
import { usePageNavigation } from '../navigation.ts';
import { accountErrorCodes, clientErrorAddress } from '../shared/clientError.ts';
import * as styles from '../shared/memberPage.css.ts';
import { MemberLoading, MemberPageLoading, SignInRequiredPrompt } from '../shared/SignInRequiredPrompt.tsx';

/**
 * Client.Account.Account (member-and-shell.txt §2, §6): the member's profile, favourite cinemas
 * and wishlist. The spec puts it on the client-area host; the site serves it (docs/routes.md).
 * The server renders it for everyone (decision 0037): the member's part fills in after hydration.
 */
export function AccountPage({ site, language }: PageContext) {
  const { t } = useTranslation();
  const member = useMember();
  return (
    <main id="main" className={styles.page}>
      {member.status === 'unknown' ? (
        <MemberPageLoading title={t('Member.Account.title')} />
      ) : member.status === 'anonymous' ? (
        <SignInRequiredPrompt />
      ) : (
        <SignedInAccount site={site} language={language} />
      )}
    </main>
  );
}

function SignedInAccount({ site, language }: { site: SiteCode; language: Language }) {
  const { t } = useTranslation();
  const navigation = usePageNavigation();
  const account = useAccount(language);
  const favouriteList = useFavouriteCinemas(language);
  const settings = useSettings(language);

  // member §7: accounts/me failing goes to /error-client#CLI-ACC-001; accounts/me/cinemas, #CLI-ACC-002.
  const failed = account.error
    ? accountErrorCodes.account
    : favouriteList.error
      ? accountErrorCodes.favouriteCinemas
      : null;
  useEffect(() => {
    if (failed) navigation.assign(clientErrorAddress(site, language, failed));
  }, [failed, navigation, site, language]);

  const client = account.data;
  const manageUrl = clientAreaUrl(settings.data?.clientUrl ?? null, '/account');
  const bookings = routePath(site, { kind: 'Client.Account.Booking', language, params: {} });
  return (
    <>
      <h1 className={styles.title}>{t('Member.Account.title')}</h1>
      <section className={styles.section} aria-labelledby="account-profile">
        <h2 id="account-profile" className={styles.sectionTitle}>
          {t('Member.Account.profileTitle')}
        </h2>
        {client ? (
          <dl className={styles.facts}>
            <dt className={styles.factName}>{t('Member.Account.name')}</dt>
            <dd className={styles.factValue}>{client.name ?? '—'}</dd>
            <dt className={styles.factName}>{t('Member.Account.email')}</dt>
            <dd className={styles.factValue}>
              {client.email} (
              {client.emailVerify ? t('Member.Account.emailVerified') : t('Member.Account.emailNotVerified')})
            </dd>
          </dl>
        ) : (
          <MemberLoading />
        )}
        <div className={styles.actions}>
          {manageUrl ? <Link href={manageUrl}>{t('Member.Account.manageAccount')}</Link> : null}
          {bookings ? <Link href={bookings}>{t('Member.Account.bookingsLink')}</Link> : null}
        </div>
      </section>
      <FavouriteCinemas site={site} language={language} loaded={favouriteList.data?.cinemas} />
      <Wishlist site={site} language={language} />
      <CalendarFeed language={language} />
    </>
  );
}

/** member §4 Favourite cinemas: removing one is the favourite toggle (optimistic, rolled back on failure). */
function FavouriteCinemas({
  site,
  language,
  loaded,
}: {
  site: SiteCode;
  language: Language;
  loaded: readonly string[] | undefined;
}) {
  const { t } = useTranslation();
  const member = useMember();
  const cinemas = useCinemas(language);
  const names = useMemo(
    () => new Map((cinemas.data ?? []).map((cinema) => [cinema.slug, cinema.name])),
    [cinemas.data],
  );
  // The member's own list once the client is there (it follows every change); the account call's before.
  const slugs = member.client ? member.favouriteCinemas : (loaded ?? []);
  return (
    <section className={styles.section} aria-labelledby="account-favourites">
      <h2 id="account-favourites" className={styles.sectionTitle}>
        {t('Member.Account.favouritesTitle')}
      </h2>
      {slugs.length === 0 ? (
        <p className={styles.text}>{t('Member.Account.favouritesEmpty')}</p>
      ) : (
        <ul className={styles.list}>
          {slugs.map((slug) => {
            const name = names.get(slug) ?? slug;
            const href = routePath(site, { kind: 'Cinema.Single', language, params: { slug } });
            return (
              <li key={slug} className={styles.row}>
                {href ? <Link href={href}>{name}</Link> : <span>{name}</span>}
                <Button
                  variant="quiet"
                  size="small"
                  aria-label={t('Member.Account.removeFavourite', { name })}
                  isPending={member.pendingFavourites.has(slug)}
                  onPress={() => member.toggleFavouriteCinema(slug)}
                >
                  {t('Member.Account.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * member §4 Wishlist: the site's shows the member keeps on their wishlist. No call lists a
 * wishlist, so the page asks the member's feelings for the site's shows (POST client/{id}/shows).
 */
function Wishlist({ site, language }: { site: SiteCode; language: Language }) {
  const { t } = useTranslation();
  const member = useMember();
  const { shows } = useShows(language);
  const { loadFeelings } = member;
  useEffect(() => {
    if (shows) loadFeelings(shows.map((show) => show.slug));
  }, [shows, loadFeelings]);
  const wished = (shows ?? []).filter((show) => member.feelings.get(show.slug)?.wishlist);
  return (
    <section className={styles.section} aria-labelledby="account-wishlist">
      <h2 id="account-wishlist" className={styles.sectionTitle}>
        {t('Member.Account.wishlistTitle')}
      </h2>
      {wished.length === 0 ? (
        <p className={styles.text}>{t('Member.Account.wishlistEmpty')}</p>
      ) : (
        <ul className={styles.list}>
          {wished.map((show) => {
            const href = routePath(site, { kind: showPageKind(show), language, params: { slug: show.slug } });
            return (
              <li key={show.slug} className={styles.row}>
                {href ? <Link href={href}>{show.title}</Link> : <span>{show.title}</span>}
                <Button
                  variant="quiet"
                  size="small"
                  aria-label={t('Member.Account.removeWishlist', { title: show.title })}
                  onPress={() => member.setWishlist(show.slug, false)}
                >
                  {t('Member.Account.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * Issue 19 beyond the spec (decision 0042): a personal calendar feed of the wishlisted films'
 * showtimes at the favourite cinemas, at a secret address the member can replace or revoke. The
 * API keeps only a digest of it, so the address is shown once, when it is made.
 */
function CalendarFeed({ language }: { language: Language }) {
  const { t } = useTranslation();
  const format = useFormat();
  const member = useMember();
  const id = member.client?.id ?? null;
  const status = useCalendarFeedStatus(language, id);
  const create = useCreateCalendarFeed(language);
  const revoke = useRevokeCalendarFeed(language);
  const [address, setAddress] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function run(action: () => Promise<{ kind: string }>, after: (outcome: never) => void) {
    setBusy(true);
    setFailed(false);
    const outcome = await action();
    setBusy(false);
    if (outcome.kind === 'ok' || outcome.kind === 'no-content') after(outcome as never);
    else setFailed(true);
    status.retry();
  }
  const make = () =>
    id &&
    void run(
      () => create({ params: { id } }),
      (outcome: { data: { path: string } }) => setAddress(new URL(outcome.data.path, window.location.origin).href),
    );
  const stop = () =>
    id &&
    void run(
      () => revoke({ params: { id } }),
      () => setAddress(null),
    );
  const since = status.data?.active && status.data.since ? format.date(status.data.since) : null;

  return (
    <section className={styles.section} aria-labelledby="account-calendar">
      <h2 id="account-calendar" className={styles.sectionTitle}>
        {t('Member.Calendar.title')}
      </h2>
      <p className={styles.text}>{t('Member.Calendar.text')}</p>
      {address ? (
        <>
          <TextField label={t('Member.Calendar.address')} value={address} isReadOnly />
          <p className={styles.text}>{t('Member.Calendar.shownOnce')}</p>
        </>
      ) : since ? (
        <p className={styles.text}>{t('Member.Calendar.active', { date: since })}</p>
      ) : null}
      {failed ? (
        <p className={styles.text} role="alert">
          {t('Member.Calendar.failed')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" isPending={busy} isDisabled={!id || !status.data} onPress={make}>
          {status.data?.active ? t('Member.Calendar.replace') : t('Member.Calendar.create')}
        </Button>
        {status.data?.active ? (
          <Button variant="quiet" isDisabled={busy} onPress={stop}>
            {t('Member.Calendar.revoke')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

export const accountPage: PageDefinition = {
  Component: AccountPage,
  // Nothing from the API on the server: the page is the same for everyone (decision 0037).
  calls: () => [],
  seo: (_context, _answer, t) => ({ title: t('Member.Account.seoTitle') }),
};
