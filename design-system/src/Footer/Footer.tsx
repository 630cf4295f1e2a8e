import type { ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { Static } from '../Static/Static.tsx';
import { Accordion, type AccordionHeadingLevel } from '../Accordion/Accordion.tsx';
import { LanguageSwitch, type LanguageOption } from '../LanguageSwitch/LanguageSwitch.tsx';
import { NewTabMarker, newTabAttributes } from '../Link/newTab.tsx';
import * as styles from './Footer.css.ts';
import { socialGlyphs, type SocialNetwork } from '../private/icons/index.ts';

export { socialNetworks, type SocialNetwork } from '../private/icons/index.ts';

/** member-and-shell.txt §2 Footer link: title, url, cookie flag, newTab flag. */
export interface FooterLink {
  title: string;
  url: string;
  /** Opens the cookie preferences instead of following the url. */
  cookie?: boolean;
  newTab?: boolean;
}

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

export interface FooterSocialLink {
  network: SocialNetwork;
  url: string;
  /** Shown next to the icon; defaults to the network's brand name. Twitter is always shown as "X". */
  name?: string;
}

export interface FooterLabels {
  /** Names the navigation landmark of the link columns. */
  columns: string;
  /** Names the list of language buttons. */
  languages: string;
  /** Names the list of social network links. */
  social: string;
  /** Names the navigation landmark of the legal links (legal notice, terms, privacy, cookies, sitemap). */
  legal: string;
  /** The cookie-preferences link. */
  cookiePreferences: string;
  /** Read after a link that opens a new tab. */
  newTabHint: string;
}

export interface FooterProps {
  /** The link columns, in order: an accordion on phones, side by side from the tablet width. */
  columns: readonly FooterColumn[];
  /** The level of the column titles, to fit the page outline. */
  columnHeadingLevel?: AccordionHeadingLevel;
  /** The languages of the current website; the buttons show when there are several. */
  languages?: readonly LanguageOption[];
  /** The language the page is in: its button is marked current. */
  currentLanguage?: string;
  /** Called with the language a visitor picks. */
  onLanguage?: (language: string) => void;
  /** The chain's social networks, each an icon link with its name. */
  socialLinks?: readonly FooterSocialLink[];
  /**
   * The site's legal pages (legal notice, terms of sale, privacy, sitemap), in a row of their own
   * at the foot with the cookie-preferences link: on every page, whatever the columns hold.
   */
  legalLinks?: readonly FooterLink[];
  /** Opens the cookie preferences (the cookie-preferences link and every link with the cookie flag). */
  onCookiePreferences?: () => void;
  /** Follows "© {year}" on the copyright line. */
  copyrightHolder: string;
  /** The copyright year, from the page's clock: the design system reads no clock of its own. */
  year: number;
  /** The FAQ block, when the page has the flag for it. */
  faq?: ReactNode;
  /** The footer's own words (landmark names, the new-tab hint), already translated. */
  labels: FooterLabels;
}

const brandNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
};

/** member-and-shell.txt §2 Footer: "twitter labelled X", whatever name the data still carries. */
export function socialNetworkName({ network, name }: Pick<FooterSocialLink, 'network' | 'name'>): string {
  return network === 'twitter' ? brandNames.twitter : (name ?? brandNames[network]);
}

/**
 * The site footer (member-and-shell.txt §2 Footer): link columns — accordions with at most one
 * open below tablet, plain columns from tablet up — the FAQ block, language buttons, social
 * links, then the legal links with the cookie-preferences link, and the copyright line.
 */
export function Footer({
  columns,
  columnHeadingLevel = 2,
  languages = [],
  currentLanguage,
  onLanguage,
  socialLinks = [],
  legalLinks = [],
  onCookiePreferences,
  copyrightHolder,
  year,
  faq,
  labels,
}: FooterProps) {
  const ColumnHeading = `h${columnHeadingLevel}` as const;
  const showLanguages = languages.length > 1 && currentLanguage !== undefined;
  const linkList = (column: FooterColumn) => {
    const items = column.links.map((link) => (
      <li key={`${link.title} ${link.url}`}>
        <FooterLinkItem link={link} labels={labels} onCookiePreferences={onCookiePreferences} />
      </li>
    ));
    // Links only: the server's list stays as it is while the page hydrates (issue 18); a list
    // with the cookie preferences' button is rendered, so that the button listens.
    return column.links.some((link) => link.cookie) ? (
      <ul className={styles.linkList}>{items}</ul>
    ) : (
      <Static as="ul" className={styles.linkList} content={JSON.stringify([column.links, labels.newTabHint])}>
        {items}
      </Static>
    );
  };

  return (
    <footer className={styles.footer}>
      {faq ? <div>{faq}</div> : null}
      {columns.length > 0 ? (
        <nav aria-label={labels.columns}>
          {/* Both layouts are rendered; CSS shows one, and display:none also hides the other from assistive technology. */}
          <div className={styles.accordionColumns}>
            <Accordion
              headingLevel={columnHeadingLevel}
              items={columns.map((column, index) => ({
                id: `column-${index}`,
                title: column.title,
                content: linkList(column),
              }))}
            />
          </div>
          <div className={styles.plainColumns}>
            {columns.map((column) => (
              <div key={column.title} className={styles.column}>
                <ColumnHeading className={styles.columnTitle}>{column.title}</ColumnHeading>
                {linkList(column)}
              </div>
            ))}
          </div>
        </nav>
      ) : null}
      <div className={styles.bottom}>
        {showLanguages || socialLinks.length > 0 ? (
          <div className={styles.bottomRow}>
            {showLanguages && currentLanguage ? (
              <LanguageSwitch
                label={labels.languages}
                languages={languages}
                currentLanguage={currentLanguage}
                onChange={onLanguage}
                orientation="horizontal"
              />
            ) : null}
            {socialLinks.length > 0 ? (
              <ul aria-label={labels.social} className={styles.socialList}>
                {socialLinks.map((social) => {
                  const SocialGlyph = socialGlyphs[social.network];
                  return (
                    <li key={social.network}>
                      <AriaLink href={social.url} {...newTabAttributes('_blank')} className={styles.socialLink}>
                        <SocialGlyph />
                        <span>{socialNetworkName(social)}</span>
                        <NewTabMarker hint={labels.newTabHint} />
                      </AriaLink>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </div>
        ) : null}
        <div className={styles.legalBar}>
          {legalLinks.length > 0 || onCookiePreferences ? (
            <nav aria-label={labels.legal}>
              <ul className={styles.legalList}>
                {legalLinks.map((link) => (
                  <li key={`${link.title} ${link.url}`}>
                    <FooterLinkItem link={link} labels={labels} onCookiePreferences={onCookiePreferences} />
                  </li>
                ))}
                {onCookiePreferences ? (
                  <li>
                    <AriaButton className={styles.link} onPress={onCookiePreferences}>
                      {labels.cookiePreferences}
                    </AriaButton>
                  </li>
                ) : null}
              </ul>
            </nav>
          ) : null}
          <p className={styles.copyright}>
            <small>
              © {year} {copyrightHolder}
            </small>
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterLinkItem({
  link,
  labels,
  onCookiePreferences,
}: {
  link: FooterLink;
  labels: FooterLabels;
  onCookiePreferences: (() => void) | undefined;
}) {
  if (link.cookie) {
    return (
      <AriaButton className={styles.link} onPress={onCookiePreferences}>
        {link.title}
      </AriaButton>
    );
  }
  const target = link.newTab ? '_blank' : undefined;
  return (
    <AriaLink href={link.url} {...newTabAttributes(target)} className={styles.link}>
      {link.title}
      <NewTabMarker hint={link.newTab ? labels.newTabHint : undefined} />
    </AriaLink>
  );
}
