import { useId } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { socialNetworkName } from '../Footer/Footer.tsx';
import { NewTabMarker, newTabAttributes } from '../Link/newTab.tsx';
import { socialGlyphs, type SocialNetwork } from '../private/icons/index.ts';
import * as styles from './ShareLinks.css.ts';

export interface ShareLink {
  network: SocialNetwork;
  /** The network's own share address, naming the page (built by the caller). */
  url: string;
}

export interface ShareLinksProps {
  /** The block's visible label, which names the list ("Share this article"). */
  label: string;
  /** One link per network, in order; none renders nothing. */
  links: readonly ShareLink[];
  /** Read after each link: it opens the network in a new tab. */
  newTabHint: string;
}

/**
 * Share links of a page (catalogue.txt §3 Article "social media" display flag): each network's
 * icon and name, opening its share address in a new tab. Links, not scripts: they work before
 * the page's code has loaded and without it.
 */
export function ShareLinks({ label, links, newTabHint }: ShareLinksProps) {
  const labelId = useId();
  if (links.length === 0) return null;
  return (
    <div className={styles.share}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <ul aria-labelledby={labelId} className={styles.list}>
        {links.map((link) => {
          const Glyph = socialGlyphs[link.network];
          return (
            <li key={link.network}>
              <AriaLink href={link.url} {...newTabAttributes('_blank')} className={styles.link}>
                <Glyph />
                <span>{socialNetworkName(link)}</span>
                <NewTabMarker hint={newTabHint} />
              </AriaLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
