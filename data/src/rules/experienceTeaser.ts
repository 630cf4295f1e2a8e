import type { Tag } from '../model/content.ts';
import { routePath } from '../routes/router.ts';
import type { Language, SiteCode } from '../sites/sites.ts';

/** What the design system's ExperienceTeaser shows (its props, without the heading level). */
export interface ExperienceTeaserContent {
  title: string;
  description: string;
  image?: { src: string };
  experienceLink: { label: string; url: string };
}

/**
 * The teaser of a showtime's experience tag (member-and-shell.txt §2 "Experience teaser modal:
 * title, description, optional link, image, link to the experience page"), or null when the tag
 * has none to show. The tag's `ctaUrl` (§3 Experience tag) says it has an experience page; the
 * link goes to that page's address on this site and in this language (Experience.Single, looked up
 * by the tag's slug), not to ctaUrl as written, whose host and language may differ (decision 0055).
 * The badge's words and picture come first, then the tooltip's, then the tag's own. The tag
 * carries no second link, so the optional one is left out.
 */
export function experienceTeaserOf(
  tag: Tag,
  site: SiteCode,
  language: Language,
  discoverLabel: (title: string) => string,
): ExperienceTeaserContent | null {
  const page = tag.ctaUrl ? routePath(site, { kind: 'Experience.Single', language, params: { slug: tag.slug } }) : null;
  const description = tag.badge.description ?? tag.tooltip?.description ?? tag.description;
  if (!page || !description) return null;
  const title = tag.badge.title ?? tag.tooltip?.title ?? tag.title;
  const image = tag.badge.image ?? tag.tooltip?.image ?? null;
  return {
    title,
    description,
    // Decorative: the title names the experience.
    ...(image ? { image: { src: image } } : {}),
    experienceLink: { label: discoverLabel(title), url: page },
  };
}
