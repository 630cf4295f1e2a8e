import type { Article, Language, SiteCode } from '@marquee/data';
import { Link } from '@marquee/design-system';
import { pathOf } from './links.ts';
import * as layout from './layout.css.ts';
import * as styles from './ExperienceList.css.ts';

/** Experience articles as cards, each named by a link to its page (catalogue.txt §2 Experience article). */
export function ExperienceList({
  experiences,
  site,
  language,
  headingLevel,
}: {
  experiences: readonly Article[];
  site: SiteCode;
  language: Language;
  headingLevel: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={layout.cardGrid}>
      {experiences.map((experience) => {
        const path = pathOf(site, language, 'Experience.Single', experience.slug);
        return (
          <li key={experience.slug} className={styles.card}>
            <Heading className={styles.title}>
              {path ? <Link href={path}>{experience.title}</Link> : experience.title}
            </Heading>
            {experience.headline ? <p className={layout.paragraph}>{experience.headline}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
