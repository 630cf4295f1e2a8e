import { useTranslation } from 'react-i18next';
import { apiCalls, cmsParagraphs, toArticle } from '@marquee/data';
import { useExperienceGroup } from '@marquee/data/hooks';
import type { PageCall, PageContext, PageDefinition } from '../../page.ts';
import { firstText, readAnswer } from '../shared/answers.ts';
import { ExperienceList } from '../shared/ExperienceList.tsx';
import { EmptyState, ErrorState, LoadingState, NotFoundState } from '../../pageStatus.tsx';
import * as layout from '../shared/layout.css.ts';

/** catalogue.txt §2 Experience group: the group's title, description and experiences. */
export function ExperienceGroupPage({ site, language, target }: PageContext) {
  const { t } = useTranslation();
  const group = useExperienceGroup(language, target.params.slug ?? null);

  if (!group.data) {
    return (
      <main id="main" className={layout.page}>
        <h1 className={layout.title}>{t('cinemas.experiences.title')}</h1>
        {group.notFound ? (
          <NotFoundState site={site} language={language} />
        ) : group.error ? (
          <ErrorState onRetry={group.retry} />
        ) : (
          <LoadingState />
        )}
      </main>
    );
  }

  const { title, description, experiences } = group.data;
  return (
    <main id="main" className={layout.page}>
      <div className={layout.intro}>
        <h1 className={layout.title}>{title}</h1>
        {cmsParagraphs(description).map((paragraph, index) => (
          <p key={index} className={layout.lead}>
            {paragraph}
          </p>
        ))}
      </div>
      {experiences.length === 0 ? (
        <EmptyState message={t('cinemas.experienceGroup.empty')} />
      ) : (
        <ExperienceList experiences={experiences.map(toArticle)} site={site} language={language} headingLevel={2} />
      )}
    </main>
  );
}

function groupCalls({ target }: PageContext): PageCall[] {
  const slug = target.params.slug;
  return slug ? [{ id: 'experienceGroup', params: { slug }, main: true }] : [];
}

export const experienceGroupPage: PageDefinition = {
  Component: ExperienceGroupPage,
  calls: groupCalls,
  seo: (context, answer, t) => {
    const [main] = groupCalls(context);
    const wire = main ? readAnswer(answer, main, apiCalls.experienceGroup) : undefined;
    if (!wire) return {};
    return {
      title: wire.title,
      description: firstText(
        cmsParagraphs(wire.description)[0],
        t('cinemas.experienceGroup.seoDescription', { title: wire.title }),
      ),
    };
  },
};
