import { useTranslation } from 'react-i18next';
import {
  Header,
  LanguageSwitch,
  Popin,
  ProfilePopin,
  usePopins,
  type HeaderExtraLink,
  type HeaderNavItem,
  type HeaderVariant,
} from '@marquee/design-system';
import {
  activeNav,
  cinemasLinkTarget,
  clientAreaUrl,
  headerExtraHref,
  headerExtras,
  languageNames,
  routePath,
  shellPath,
  type Client,
} from '@marquee/data';
import { useCinemas, useCities, useSettings } from '@marquee/data/hooks';
import { useLocator } from '../locator/LocatorProvider.tsx';
import { useMember, type MemberState } from '../members/memberContext.ts';
import type { PageContext } from '../page.ts';
import { ShellSearch } from './ShellSearch.tsx';
import type { LanguageLink } from './SiteShell.tsx';

const extraLabelKeys = {
  club: 'shell.header.extras.club',
  offers: 'shell.header.extras.offers',
  wallet: 'shell.header.extras.wallet',
  account: 'shell.header.extras.account',
  'subscription-pass': 'shell.header.extras.subscriptionPass',
  'more-from': 'shell.header.extras.moreFrom',
  'home-video': 'shell.header.extras.homeVideo',
  business: 'shell.header.extras.business',
  'sign-in': 'shell.header.signIn',
} as const;

interface ShellHeaderProps {
  context: PageContext;
  variant: HeaderVariant;
  languageLinks: readonly LanguageLink[];
}

/** member §6: the subscription pass link shows only for a client with a subscription. */
const hasSubscription = (client: Client | null) =>
  client !== null && (client.subscription !== null || client.subscriptionCinepass);

/** The header's account entry for a signed-in member (member §2 User nav: the avatar, or its fallback, the initials). */
function headerUser({ client, displayName }: MemberState) {
  return {
    name: displayName ?? '',
    avatarUrl: client?.avatar ?? undefined,
    isDefaultAvatar: !client?.avatar,
    initials: client?.avatarFallback,
  };
}

/** member-and-shell.txt §2 Header with its pop-ins: search, sign-in or profile, language switch. */
export function ShellHeader({ context, variant, languageLinks }: ShellHeaderProps) {
  const { t } = useTranslation();
  const { site, language, features, target } = context;
  const { open, dataOf } = usePopins();
  const member = useMember();
  const signedIn = member.status === 'signedIn';
  const settings = useSettings(language);
  const cinemas = useCinemas(language);
  const cities = useCities(language);
  const clientUrl = settings.data?.clientUrl ?? null;
  // member §2 Cinemas link target: the visitor's selection (the cookie's, the address's, one just made, or
  // the site's only cinema). The backend's zone (load-fail) is a guess, not a selection: it would send every
  // first visit to one city with no way to the others (issue 20), so without a selection the link is the list.
  const locator = useLocator();
  const locatorSelection = locator.source === 'load-fail' ? null : locator.choice;

  const active = activeNav(target.kind);
  const homeHref = routePath(site, { kind: 'Movies.Home', language, params: {} }) ?? '/';
  const cinemasHref =
    shellPath(
      site,
      language,
      cinemasLinkTarget({ selection: locatorSelection, cinemas: cinemas.data ?? [], cities: cities.data ?? [] }),
    ) ?? shellPath(site, language, { kind: 'Cinema.List', params: {} });
  const navItems: HeaderNavItem[] = [{ label: t('shell.header.films'), href: homeHref, active: active === 'films' }];
  if (cinemasHref) navItems.push({ label: t('shell.header.cinemas'), href: cinemasHref, active: active === 'cinemas' });

  const extras = headerExtras({
    features,
    site,
    signedIn,
    hasSubscription: hasSubscription(member.client),
  }).flatMap((extra): HeaderExtraLink[] => {
    const href = headerExtraHref(extra.id, { site, language, clientUrl });
    return href
      ? [{ label: t(extraLabelKeys[extra.id]), href, newTab: extra.newTab, visibility: extra.visibility }]
      : [];
  });

  // member §6: sign-in entries only when authenticationEnabled and nobody is signed in.
  const canSignIn = features.authenticationEnabled && member.status === 'anonymous';
  const hasSeveralCinemas = (cinemas.data?.length ?? 0) > 1;
  const accountHref = shellPath(site, language, { kind: 'Client.Account.Account', params: {} }) ?? homeHref;
  const bookingsHref = shellPath(site, language, { kind: 'Client.Account.Booking', params: {} }) ?? homeHref;
  const cinemaNames = new Map((cinemas.data ?? []).map((cinema) => [cinema.slug, cinema.name]));
  // The same links in the header (from desktop up) and in the pop-in (below it).
  const languages = languageLinks.map((link) => ({
    code: link.language,
    label: languageNames[link.language],
    href: link.href,
  }));
  const signInReason = dataOf('signIn')?.signInRequired ? 'signInRequired' : 'signIn';

  return (
    <>
      <Header
        variant={variant}
        logo={{ label: t('shell.header.logo'), href: homeHref, wordmark: 'Marquee' }}
        navItems={navItems}
        extras={extras}
        user={signedIn ? headerUser(member) : null}
        // Until the session answers, the account entry holds its place (no layout shift, decision 0037).
        userPending={member.status === 'unknown' && features.authenticationEnabled}
        onSearch={(trigger) => open('search', { trigger })}
        onProfile={(trigger) => open('profile', { trigger })}
        onSignIn={canSignIn ? (trigger) => open('signIn', { trigger }) : undefined}
        onLanguage={languageLinks.length > 1 ? (trigger) => open('languageSwitch', { trigger }) : undefined}
        languages={languages}
        currentLanguage={language.toUpperCase()}
        labels={{
          navigation: t('shell.header.navigation'),
          menu: t('shell.header.menu'),
          userNavigation: t('shell.header.userNavigation'),
          search: t('shell.header.search'),
          signIn: t('shell.header.signIn'),
          profile: t('shell.header.profile'),
          language: t('shell.header.language'),
          newTabHint: t('shell.header.newTabHint'),
        }}
      />
      <ShellSearch context={context} />
      <Popin id="languageSwitch" title={t('shell.languagePopin.title')} closeLabel={t('shell.close')}>
        <LanguageSwitch label={t('shell.languagePopin.list')} languages={languages} currentLanguage={language} />
      </Popin>
      {canSignIn ? (
        <ProfilePopin
          status="signedOut"
          popinId="signIn"
          closeLabel={t('shell.close')}
          hasSeveralCinemas={hasSeveralCinemas}
          // Signed out there is no client, so no subscription: the cards benefit stays out (member §2).
          hasSubscription={false}
          signInHref={member.signInUrl()}
          signUpHref={member.signUpUrl()}
          // Decision 0043: in the page's frame where the site serves the provider's pages.
          {...(member.signInFrame
            ? {
                onSignIn: () => member.openSignInFrame('signIn', signInReason),
                onSignUp: () => member.openSignInFrame('signUp', signInReason),
              }
            : {})}
          labels={{
            title: t('shell.profile.title'),
            signInRequiredTitle: t('shell.profile.signInRequiredTitle'),
            signIn: t('shell.profile.signIn'),
            signUp: t('shell.profile.signUp'),
            benefitsTitle: t('shell.profile.benefitsTitle'),
            benefits: {
              booking: t('shell.profile.benefits.booking'),
              movies: t('shell.profile.benefits.movies'),
              favourites: t('shell.profile.benefits.favourites'),
              cards: t('shell.profile.benefits.cards'),
            },
          }}
        />
      ) : null}
      {signedIn ? (
        <ProfilePopin
          status="signedIn"
          popinId="profile"
          closeLabel={t('shell.close')}
          clientName={member.displayName ?? ''}
          profileUrl={accountHref}
          bookingsUrl={bookingsHref}
          onSignOut={() => void member.signOut()}
          // member §2: the French site links to the account benefits; the others list favourite cinemas.
          accountBenefitsUrl={site === 'fr' ? (clientAreaUrl(clientUrl, '/benefits') ?? accountHref) : undefined}
          favouriteCinemas={member.favouriteCinemas.flatMap((slug) => {
            const name = cinemaNames.get(slug);
            const url = shellPath(site, language, { kind: 'Cinema.Single', params: { slug } });
            return name && url ? [{ name, url }] : [];
          })}
          labels={{
            title: t('shell.profile.signedInTitle'),
            profile: t('shell.profile.profileLink'),
            bookings: t('shell.profile.bookings'),
            signOut: t('shell.profile.signOut'),
            accountBenefits: t('shell.profile.accountBenefits'),
            favouriteCinemasTitle: t('shell.profile.favouriteCinemasTitle'),
            noFavouriteCinemas: t('shell.profile.noFavouriteCinemas'),
          }}
        />
      ) : null}
    </>
  );
}
