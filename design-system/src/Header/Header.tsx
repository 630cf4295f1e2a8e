import { cva } from 'class-variance-authority';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink, type PressEvent } from 'react-aria-components';
import { LanguageSwitch, type LanguageOption } from '../LanguageSwitch/LanguageSwitch.tsx';
import { NewTabMarker, newTabAttributes } from '../Link/newTab.tsx';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import { GlobeGlyph, MenuGlyph, SearchGlyph, SignInGlyph } from '../private/icons/index.ts';
import { useImageFailure } from '../private/media/useImageFailure.ts';
import * as styles from './Header.css.ts';
import { useStickyHeader, type StickyHeaderView } from './sticky.ts';

/** `light`: the CinemaLight page's header; `hidden`: pages whose layout has no header (member-and-shell.txt §2 Header). */
export const headerVariants = ['default', 'light', 'hidden'] as const;
/** Where an extra link shows: every width, below desktop only, or from desktop up only. */
export const headerExtraVisibilities = ['all', 'mobile', 'desktop'] as const;

export type HeaderVariant = (typeof headerVariants)[number];
export type HeaderExtraVisibility = (typeof headerExtraVisibilities)[number];

export interface HeaderNavItem {
  /** The item's text. */
  label: string;
  /** Where the item goes. */
  href: string;
  /** The page belongs to this item (e.g. Films on the home, movie and entertainment pages). */
  active?: boolean;
}

export interface HeaderExtraLink {
  /** The link's text. */
  label: string;
  /** Where the link goes. */
  href: string;
  /** Opens in a new tab (e.g. the home-video link), announced with `labels.newTabHint`. */
  newTab?: boolean;
  /** The widths it shows at; `all` by default. */
  visibility?: HeaderExtraVisibility;
}

export interface HeaderLogo {
  /** The accessible name, e.g. the chain's name. Shown as a wordmark when there is no image. */
  label: string;
  /** The movies home. */
  href: string;
  /** Decorative artwork (the label names it). */
  image?: ReactNode;
  /** Shown instead of the label when there is no image, e.g. the brand name (the label stays its name). */
  wordmark?: string;
}

export interface HeaderAlternateLogo {
  /** The accessible name, or the wordmark when there is no image. */
  label: string;
  /** Decorative artwork (the label names it). */
  image?: ReactNode;
}

export interface HeaderUser {
  /** Gives the initials shown instead of the default photo. */
  name: string;
  /** The account's photo, shown unless it is the default one. */
  avatarUrl?: string;
  /** The account still has the default photo: show the initials instead. */
  isDefaultAvatar: boolean;
  /** The initials to show (member §3 avatarFallback); by default taken from the name. */
  initials?: string;
}

export interface HeaderLabels {
  /** Name of the main navigation landmark. */
  navigation: string;
  /** The disclosure button that shows the navigation below desktop. */
  menu: string;
  /** Name of the group of search, account and language buttons. */
  userNavigation: string;
  /** The search button's accessible name (it shows a glyph only). */
  search: string;
  /** The sign-in button's accessible name (it shows a glyph only). */
  signIn: string;
  /** The avatar button that opens the profile pop-in. */
  profile: string;
  /** Read before the current language code on the language button. */
  language: string;
  /** Read after a new-tab extra link. */
  newTabHint: string;
}

/** Each handler receives the pressed element, which anchored pop-ins sit next to. */
type TriggerHandler = (trigger: Element) => void;

export interface HeaderProps {
  /** `default`; `light` (the CinemaLight page: no menu, no user buttons); `hidden` renders nothing. */
  variant?: HeaderVariant;
  /** The logo, linking to the movies home. */
  logo: HeaderLogo;
  /** Replaces the logo; it does not link to the home. */
  alternateLogo?: HeaderAlternateLogo;
  /** The main navigation (Films, Cinemas), the current one marked `active`. */
  navItems: readonly HeaderNavItem[];
  /** Further links after the main items (Club, Offers, home video...), each with its widths. */
  extras?: readonly HeaderExtraLink[];
  /** The signed-in user; without one, the sign-in button shows when `onSignIn` is given. */
  user?: HeaderUser | null;
  /**
   * Whether anyone is signed in is not known yet (the session settles after hydration): the
   * account entry's place is held empty, the same size, instead of a button that would change.
   */
  userPending?: boolean;
  /** Shows the search button and opens the search pop-in. */
  onSearch?: TriggerHandler;
  /** Opens the profile pop-in from the avatar of the signed-in user. */
  onProfile?: TriggerHandler;
  /** Shows the sign-in button (no user) and opens the sign-in pop-in. */
  onSignIn?: TriggerHandler;
  /** Opens the language switch; the button shows below desktop only (the pop-in is limited to tablet and below). */
  onLanguage?: TriggerHandler;
  /**
   * The site's languages, each a link to the page in it: from desktop up, where the pop-in is not
   * offered, they show in the header itself (member-and-shell.txt §2 Header "Right side: ...
   * language switch"). With one language or none, nothing shows.
   */
  languages?: readonly LanguageOption[];
  /** The code of the page's language, e.g. "FR": shown on the language button, marked in `languages`. */
  currentLanguage?: string;
  /** The header's texts and accessible names, in the page's language. */
  labels: HeaderLabels;
  /** Fixes the sticky state (stories, tests); by default the header follows the window's scroll. */
  sticky?: StickyHeaderView;
}

const headerClass = cva(styles.header, {
  variants: { variant: { default: styles.variant.default, light: styles.variant.light, hidden: '' } },
  defaultVariants: { variant: 'default' },
});

/** First letter of the first and last words of the name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

const pressTarget = (handler: TriggerHandler | undefined) => (event: PressEvent) => handler?.(event.target);

/**
 * The site header (member-and-shell.txt §2 Header): logo, main navigation with the active
 * item, extra links, search, account and language buttons. Sticky on desktop only
 * (catalogue.txt §4 Header); below desktop the navigation sits behind a menu button.
 */
export function Header({
  variant = 'default',
  logo,
  alternateLogo,
  navItems,
  extras = [],
  user,
  userPending = false,
  onSearch,
  onProfile,
  onSignIn,
  onLanguage,
  languages = [],
  currentLanguage,
  labels,
  sticky,
}: HeaderProps) {
  const followed = useStickyHeader();
  const { isSticky, isVisible } = sticky ?? followed;
  const [isMenuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const navId = useId();
  if (variant === 'hidden') return null;

  const isLight = variant === 'light';
  // Escape from a link of the open menu closes it and puts focus back on its button.
  const closeMenuOnEscape = (event: { key: string; continuePropagation: () => void }) => {
    if (event.key !== 'Escape' || !isMenuOpen) {
      event.continuePropagation();
      return;
    }
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  return (
    <header
      className={headerClass({ variant })}
      data-sticky={isSticky || undefined}
      data-hidden={(isSticky && !isVisible) || undefined}
    >
      <div className={styles.bar}>
        {isLight ? null : (
          <AriaButton
            ref={menuButton}
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-expanded={isMenuOpen}
            aria-controls={navId}
            onPress={() => setMenuOpen((open) => !open)}
            onKeyDown={closeMenuOnEscape}
          >
            <MenuGlyph />
            <span className={visuallyHidden}>{labels.menu}</span>
          </AriaButton>
        )}
        <Logo logo={logo} alternateLogo={alternateLogo} />
        <nav
          id={navId}
          aria-label={labels.navigation}
          className={isLight ? styles.navInline : styles.nav}
          data-expanded={isMenuOpen || undefined}
        >
          <ul className={styles.navList}>
            {navItems.map((item) => (
              <li key={item.href} className={styles.navEntry}>
                <AriaLink
                  href={item.href}
                  aria-current={item.active ? 'page' : undefined}
                  className={styles.navLink}
                  onPress={() => setMenuOpen(false)}
                  onKeyDown={closeMenuOnEscape}
                >
                  {item.label}
                </AriaLink>
              </li>
            ))}
            {isLight
              ? null
              : extras.map((extra) => (
                  <li key={extra.href} className={`${styles.navEntry} ${styles.visibility[extra.visibility ?? 'all']}`}>
                    <AriaLink
                      href={extra.href}
                      {...newTabAttributes(extra.newTab ? '_blank' : undefined)}
                      className={`${styles.navLink} ${styles.extraLink}`}
                      onPress={() => setMenuOpen(false)}
                      onKeyDown={closeMenuOnEscape}
                    >
                      {extra.label}
                      <NewTabMarker hint={extra.newTab ? labels.newTabHint : undefined} />
                    </AriaLink>
                  </li>
                ))}
          </ul>
        </nav>
        {isLight ? null : (
          <div role="group" aria-label={labels.userNavigation} className={styles.userNav}>
            {onSearch ? (
              <AriaButton className={styles.iconButton} onPress={pressTarget(onSearch)}>
                <SearchGlyph />
                <span className={visuallyHidden}>{labels.search}</span>
              </AriaButton>
            ) : null}
            {userPending ? (
              <span className={styles.userPlaceholder} aria-hidden="true" data-user-pending="" />
            ) : user ? (
              <AriaButton className={styles.iconButton} onPress={pressTarget(onProfile)}>
                <Avatar user={user} />
                <span className={visuallyHidden}>{labels.profile}</span>
              </AriaButton>
            ) : onSignIn ? (
              <AriaButton className={styles.iconButton} onPress={pressTarget(onSignIn)}>
                <SignInGlyph />
                <span className={visuallyHidden}>{labels.signIn}</span>
              </AriaButton>
            ) : null}
            {onLanguage ? (
              <AriaButton
                className={styles.languageButton}
                // The name starts with the label and keeps the visible code (WCAG 2.5.3 label in name).
                aria-label={currentLanguage ? `${labels.language} ${currentLanguage}` : labels.language}
                onPress={pressTarget(onLanguage)}
              >
                <GlobeGlyph />
                {currentLanguage ? <span className={styles.languageCode}>{currentLanguage}</span> : null}
              </AriaButton>
            ) : null}
            {languages.length > 1 && currentLanguage ? (
              <div className={styles.desktopLanguages}>
                <LanguageSwitch
                  label={labels.language}
                  languages={languages}
                  currentLanguage={currentLanguage.toLocaleLowerCase()}
                  orientation="horizontal"
                  labelStyle="code"
                />
              </div>
            ) : null}
          </div>
        )}
      </div>
    </header>
  );
}

function Logo({ logo, alternateLogo }: Pick<HeaderProps, 'logo' | 'alternateLogo'>) {
  if (alternateLogo) {
    return (
      <span className={styles.logo} data-alternate="">
        <LogoArtwork image={alternateLogo.image} label={alternateLogo.label} />
      </span>
    );
  }
  return (
    <AriaLink href={logo.href} className={styles.logo}>
      <LogoArtwork image={logo.image} label={logo.label} wordmark={logo.wordmark} />
    </AriaLink>
  );
}

function LogoArtwork({ image, label, wordmark }: { image: ReactNode; label: string; wordmark?: string }) {
  if (!image && wordmark) {
    return (
      <>
        <span className={styles.wordmark} aria-hidden="true">
          {wordmark}
        </span>
        <span className={visuallyHidden}>{label}</span>
      </>
    );
  }
  if (!image) return <span className={styles.wordmark}>{label}</span>;
  return (
    <>
      <span className={styles.logoImage} aria-hidden="true">
        {image}
      </span>
      <span className={visuallyHidden}>{label}</span>
    </>
  );
}

/** The photo, or the initials when the account still has the default photo or the photo fails. */
function Avatar({ user }: { user: HeaderUser }) {
  const { failed, imageProps } = useImageFailure(user.isDefaultAvatar ? null : user.avatarUrl);
  if (!failed) {
    return (
      <img {...imageProps} className={styles.avatar} src={user.avatarUrl} alt="" decoding="async" data-avatar="photo" />
    );
  }
  return (
    <span className={`${styles.avatar} ${styles.initials}`} aria-hidden="true" data-avatar="initials">
      {user.initials || initialsOf(user.name)}
    </span>
  );
}
