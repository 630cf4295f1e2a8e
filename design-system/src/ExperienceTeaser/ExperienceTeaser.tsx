import { Heading } from 'react-aria-components';
import { Cta } from '../Cta/Cta.tsx';
import { Link } from '../Link/Link.tsx';
import { Backdrop } from '../Poster/Poster.tsx';
import type { LinkTarget } from '../Link/newTab.tsx';
import * as styles from './ExperienceTeaser.css.ts';

export const experienceTeaserHeadingLevels = [2, 3, 4] as const;
export type ExperienceTeaserHeadingLevel = (typeof experienceTeaserHeadingLevels)[number];

export type ExperienceTeaserLink = LinkTarget & { label: string; url: string };

export interface ExperienceTeaserProps {
  /** The experience's name, as a heading. */
  title: string;
  /** A short paragraph on what the experience offers. */
  description: string;
  /** The experience's picture; without `alt` (or with an empty one) it is decorative. */
  image?: { src: string; alt?: string };
  /** An optional extra link (e.g. the experience's partner site). */
  link?: ExperienceTeaserLink;
  /** The experience page (Experience.Single), the teaser's call to action. */
  experienceLink: { label: string; url: string };
  /** The level of the title's heading, to fit the page outline. */
  headingLevel?: ExperienceTeaserHeadingLevel;
}

/** member-and-shell.txt §2 Experience teaser modal: title, description, optional link, image, link to the experience page. */
export function ExperienceTeaser({
  title,
  description,
  image,
  link,
  experienceLink,
  headingLevel = 3,
}: ExperienceTeaserProps) {
  const extraLink = link ? withoutLabel(link) : null;
  return (
    <div className={styles.teaser}>
      {image ? (
        <div className={styles.image}>
          {/* One address on the wire (no sizes to choose from); framed, with the designed fallback. */}
          <Backdrop sources={{ md: image.src, lg: image.src }} alt={image.alt ?? ''} sizes="min(100vw, 40rem)" />
        </div>
      ) : null}
      <Heading level={headingLevel} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.description}>{description}</p>
      {link && extraLink ? (
        <p className={styles.description}>
          <Link {...extraLink}>{link.label}</Link>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Cta label={experienceLink.label} url={experienceLink.url} />
      </div>
    </div>
  );
}

function withoutLabel({ label: _label, url, ...target }: ExperienceTeaserLink) {
  return { href: url, ...target };
}
