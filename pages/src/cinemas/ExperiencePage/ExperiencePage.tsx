import { useTranslation } from 'react-i18next';
import { apiCalls, cmsParagraphs, shareLinks, toExperience, withoutRepeatedHeading, type Article } from '@marquee/data';
import { useCinemas, useExperience, useExperienceShows } from '@marquee/data/hooks';
import { Backdrop, Cta, Link, RichText, ShareLinks } from '@marquee/design-system';
import type { PageCall, PageContext, PageDefinition } from '../../page.ts';
import { firstText, readAnswer } from '../shared/answers.ts';
import { pathOf } from '../shared/links.ts';
import { CallState, ErrorState, LoadingState, NotFoundState } from '../../pageStatus.tsx';
import { ProgrammeShows } from '../shared/ProgrammeShows.tsx';
import * as layout from '../shared/layout.css.ts';
import * as styles from './ExperiencePage.css.ts';

/**
 * catalogue.txt §2 Experience article: the experience (§3 Article, type experience), the shows
 * playing with it and the cinemas offering it. Its content is CMS HTML, cleaned by the one
 * sanitiser (issue 23): its paragraphs, links and lists are shown, any other markup dropped.
 */
export function ExperiencePage({ site, language, target, features, address }: PageContext) {
  const { t } = useTranslation();
  const experience = useExperience(language, target.params.slug ?? null);

  if (!experience.data) {
    return (
      <main id="main" className={layout.page}>
        <h1 className={layout.title}>{t('cinemas.experience.pageLabel')}</h1>
        {experience.notFound ? (
          <NotFoundState site={site} language={language} />
        ) : experience.error ? (
          <ErrorState onRetry={experience.retry} />
        ) : (
          <LoadingState />
        )}
      </main>
    );
  }

  const article = experience.data;
  const landing = pathOf(site, language, 'Experience.Landing');
  const cta = article.cta;
  return (
    <main id="main" className={layout.page}>
      {article.image ? (
        <div className={styles.backdrop}>
          {/* Decorative: the heading names the experience. */}
          <Backdrop sources={{ lg: article.image, md: article.image, sm: article.thumbnail }} alt="" priority />
        </div>
      ) : null}
      <div className={layout.intro}>
        <h1 className={layout.title}>{article.title}</h1>
        {article.headline ? <p className={layout.lead}>{article.headline}</p> : null}
      </div>
      <div className={styles.content}>
        {/* A body that opens with the headline would say it twice (the demo's experiences do). */}
        <RichText html={withoutRepeatedHeading(article.content, article.headline)} />
      </div>
      {cta ? (
        <div>
          {cta.target === '_blank' ? (
            <Cta label={cta.label} url={cta.url} target="_blank" newTabHint={t('cinemas.common.newTab')} />
          ) : (
            <Cta label={cta.label} url={cta.url} />
          )}
        </div>
      ) : null}
      {/* catalogue.txt §3 Article "social media" display flag: the share links of the site's networks. */}
      <ShareLinks
        label={t('cinemas.experience.share')}
        links={article.display.socialMedia && address ? shareLinks(features, address, article.title) : []}
        newTabHint={t('cinemas.common.newTab')}
      />
      <ExperienceShows article={article} context={{ site, language }} />
      <ExperienceCinemas article={article} context={{ site, language }} />
      {landing ? (
        <p className={layout.paragraph}>
          <Link href={landing}>{t('cinemas.experience.backToList')}</Link>
        </p>
      ) : null}
    </main>
  );
}

/** The shows playing with the experience (catalogue.txt §7 `gpxp/{slug}/shows`, a programme matrix). */
function ExperienceShows({ article, context }: { article: Article; context: Pick<PageContext, 'site' | 'language'> }) {
  const { t } = useTranslation();
  const programme = useExperienceShows(context.language, article.slug);
  return (
    <ProgrammeShows
      programme={programme}
      title={t('cinemas.experience.showsTitle', { title: article.title })}
      emptyMessage={t('cinemas.experience.showsEmpty', { title: article.title })}
      site={context.site}
      language={context.language}
    />
  );
}

function ExperienceCinemas({
  article,
  context,
}: {
  article: Article;
  context: Pick<PageContext, 'site' | 'language'>;
}) {
  const { t } = useTranslation();
  const cinemas = useCinemas(context.language);
  if (article.cinemas.length === 0) return null;
  return (
    <section className={layout.section} aria-labelledby="experience-cinemas">
      <h2 id="experience-cinemas" className={layout.sectionTitle}>
        {t('cinemas.experience.cinemasTitle')}
      </h2>
      <CallState state={cinemas}>
        {(all) => (
          <ul className={styles.cinemas}>
            {article.cinemas.flatMap((slug) => {
              const cinema = all.find((candidate) => candidate.slug === slug);
              const path = pathOf(context.site, context.language, 'Cinema.Single', slug);
              return cinema && path
                ? [
                    <li key={slug}>
                      <Link href={path}>{cinema.name}</Link>
                    </li>,
                  ]
                : [];
            })}
          </ul>
        )}
      </CallState>
    </section>
  );
}

function experienceCalls({ target }: PageContext): PageCall[] {
  const slug = target.params.slug;
  if (!slug) return [];
  return [
    { id: 'experience', params: { slug }, main: true },
    // The shows playing with it (the matrix names them; the shows answer titles them).
    { id: 'experienceShows', params: { slug } },
    { id: 'shows' },
    // Names of the cinemas offering the experience.
    { id: 'cinemas' },
  ];
}

export const experiencePage: PageDefinition = {
  Component: ExperiencePage,
  calls: experienceCalls,
  seo: (context, answer, t) => {
    const [main] = experienceCalls(context);
    const wire = main ? readAnswer(answer, main, apiCalls.experience) : undefined;
    const experience = wire ? toExperience(wire) : null;
    if (!experience) return {};
    return {
      title: t('cinemas.experience.seoTitle', { title: experience.title }),
      description: firstText(experience.headline, cmsParagraphs(experience.content)[0]),
    };
  },
};
