import { useTranslation } from 'react-i18next';
import { experienceTeaserOf, type Language, type SiteCode, type Tag } from '@marquee/data';
import { ExperienceTeaser, Popin } from '@marquee/design-system';

/**
 * The experienceTeaser pop-in (member-and-shell.txt §2 modal ids), opened with the tag from a
 * showtime's experience badge in the showtime details panel; it stacks over the panel and gives
 * focus back to the badge.
 */
export function ExperienceTeaserPopin({ site, language }: { site: SiteCode; language: Language }) {
  const { t } = useTranslation();
  return (
    <Popin id="experienceTeaser" title={t('films.show.panel.teaser.title')} closeLabel={t('films.show.close')}>
      {(data) => {
        const teaser = experienceTeaserOf(data as Tag, site, language, (title) =>
          t('films.show.panel.teaser.discover', { title }),
        );
        return teaser ? <ExperienceTeaser {...teaser} headingLevel={4} /> : null;
      }}
    </Popin>
  );
}
