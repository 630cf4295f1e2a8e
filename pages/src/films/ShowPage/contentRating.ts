import type { ShowDetail, SiteCode } from '@marquee/data';
import type { ContentRatingProps } from '@marquee/design-system';
import type { Translate } from '../../page.ts';
import { ratingSystemFor } from '../../showtimes/index.ts';

/** The film's rating as the hero and the showtime panel show it (catalogue.txt §3 Content rating). */
export function contentRatingProps(show: ShowDetail, site: SiteCode, t: Translate): ContentRatingProps | undefined {
  const rating = show.contentRating;
  if (!rating) return undefined;
  return {
    system: ratingSystemFor(site),
    code: rating.ref,
    label: rating.label,
    description: rating.description,
    warning: rating.warning,
    cinechecks: rating.cinechecks.map((check) => ({ code: check.ref, label: check.label ?? check.ref })),
    cinechecksLabel: t('films.common.cinechecks'),
    allAudiencesLabel: t('films.common.allAudiences'),
  };
}
