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
import { activeNav, cinemasLinkTarget, headerExtras, routePath } from '@marquee/data';
import { useCinemas, useCities, useSettings } from '@marquee/data/hooks';
import { useLocator } from '../locator/LocatorProvider.tsx';
import type { PageContext } from '../page.ts';
import { clientAreaUrl, headerExtraHref, languageNames, shellPath } from './links.ts';
import { ShellSearch } from './ShellSearch.tsx';
import type { LanguageLink, ShellMember } from './SiteShell.tsx';

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
  member: ShellMember | null;
  onSignIn: ((screen: 'sign-in' | 'sign-up') => void) | undefined;
}

/** member-and-shell.txt §2 Header with its pop-ins: search, sign-in or profile, language switch. */
export function ShellHeader({ context, variant, languageLinks, member, onSignIn }: ShellHeaderProps) {
  const { t } = useTranslation();
  const { site, language, features, target } = context;
  const { open } = usePopins();
  const settings = useSettings(language);
  const cinemas = useCinemas(language);
  const cities = useCities(language);
  const clientUrl = settings.data?.clientUrl ?? null;
  // member §2 Cinemas link target: the locator's current choice (the cookie's, the address's, or one just made).
  const locatorSelection = useLocator().choice;

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
    language,
    signedIn: member !== null,
    hasSubscription: member?.hasSubscription ?? false,
  }).flatMap((extra): HeaderExtraLink[] => {
    const href = headerExtraHref(extra.id, { site, language, clientUrl });
    return href
      ? [{ label: t(extraLabelKeys[extra.id]), href, newTab: extra.newTab, visibility: extra.visibility }]
      : [];
  });

  const canSignIn = onSignIn !== undefined && features.authenticationEnabled && member === null;
  const hasSeveralCinemas = (cinemas.data?.length ?? 0) > 1;

  return (
    <>
      <Header
        variant={variant}
        logo={{ label: t('shell.header.logo'), href: homeHref, wordmark: 'Marquee' }}
        navItems={navItems}
        extras={extras}
        user={
          member ? { name: member.name, avatarUrl: member.avatarUrl, isDefaultAvatar: member.isDefaultAvatar } : null
        }
        onSearch={(trigger) => open('search', { trigger })}
        onProfile={(trigger) => open('profile', { trigger })}
        onSignIn={canSignIn ? (trigger) => open('signIn', { trigger }) : undefined}
        onLanguage={languageLinks.length > 1 ? (trigger) => open('languageSwitch', { trigger }) : undefined}
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
        <LanguageSwitch
          label={t('shell.languagePopin.list')}
          languages={languageLinks.map((link) => ({
            code: link.language,
            label: languageNames[link.language],
            href: link.href,
          }))}
          currentLanguage={language}
        />
      </Popin>
      {canSignIn ? (
        <ProfilePopin
          status="signedOut"
          popinId="signIn"
          closeLabel={t('shell.close')}
          hasSeveralCinemas={hasSeveralCinemas}
          hasSubscription={false}
          onSignIn={() => onSignIn('sign-in')}
          onSignUp={() => onSignIn('sign-up')}
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
      {member ? (
        <ProfilePopin
          status="signedIn"
          popinId="profile"
          closeLabel={t('shell.close')}
          clientName={member.name}
          profileUrl={clientAreaUrl(clientUrl, '/account') ?? homeHref}
          bookingsUrl={clientAreaUrl(clientUrl, '/bookings') ?? homeHref}
          onSignOut={member.onSignOut}
          // member §2: the French site links to the account benefits; the others list favourite cinemas.
          accountBenefitsUrl={site === 'fr' ? (clientAreaUrl(clientUrl, '/benefits') ?? undefined) : undefined}
          favouriteCinemas={(member.favouriteCinemas ?? []).flatMap((cinema) => {
            const url = shellPath(site, language, { kind: 'Cinema.Single', params: { slug: cinema.slug } });
            return url ? [{ name: cinema.name, url }] : [];
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
