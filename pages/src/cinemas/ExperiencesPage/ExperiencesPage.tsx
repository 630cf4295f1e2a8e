import { useTranslation } from 'react-i18next';
import { useExperiences, useTechnologies } from '@marquee/data/hooks';
import { Link } from '@marquee/design-system';
import type { PageContext, PageDefinition } from '../../page.ts';
import { ExperienceList } from '../shared/ExperienceList.tsx';
import { pathOf } from '../shared/links.ts';
import { CallState, EmptyState } from '../../pageStatus.tsx';
import * as layout from '../shared/layout.css.ts';
import * as styles from './ExperiencesPage.css.ts';

/**
 * catalogue.txt §2 Experiences list: the experience articles (GET gpxp), each opening its page,
 * then the technologies (GET technologies), each opening the experience of the same slug when the
 * site has one. The answers name no experience group, so groups are reached by their own address.
 */
export function ExperiencesPage({ site, language }: PageContext) {
  const { t } = useTranslation();
  const experiences = useExperiences(language);
  const technologies = useTechnologies(language);

  return (
    <main id="main" className={layout.page}>
      <h1 className={layout.title}>{t('cinemas.experiences.title')}</h1>
      <CallState state={experiences}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState message={t('cinemas.experiences.empty')} />
          ) : (
            <ExperienceList experiences={list} site={site} language={language} headingLevel={2} />
          )
        }
      </CallState>
      {experiences.data || experiences.error ? (
        <section className={layout.section} aria-labelledby="experiences-technologies">
          <h2 id="experiences-technologies" className={layout.sectionTitle}>
            {t('cinemas.experiences.technologiesTitle')}
          </h2>
          <CallState state={technologies}>
            {(tags) =>
              tags.length === 0 ? (
                <EmptyState message={t('cinemas.experiences.technologiesEmpty')} />
              ) : (
                <ul className={styles.technologies}>
                  {tags.map((tag) => {
                    const article = experiences.data?.find((experience) => experience.slug === tag.slug);
                    const path = article ? pathOf(site, language, 'Experience.Single', article.slug) : null;
                    return (
                      <li key={tag.slug} className={styles.technology}>
                        <h3 className={styles.technologyTitle}>
                          {path ? <Link href={path}>{tag.title}</Link> : tag.title}
                        </h3>
                        {tag.description ? <p className={layout.paragraph}>{tag.description}</p> : null}
                      </li>
                    );
                  })}
                </ul>
              )
            }
          </CallState>
        </section>
      ) : null}
    </main>
  );
}

export const experiencesPage: PageDefinition = {
  Component: ExperiencesPage,
  calls: () => [{ id: 'experiences' }, { id: 'technologies' }],
  seo: (_context, _answer, t) => ({
    title: t('cinemas.experiences.seoTitle'),
    description: t('cinemas.experiences.seoDescription'),
  }),
};
