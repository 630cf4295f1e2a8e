import { useTranslation } from 'react-i18next';
import { useMasterTemplatePage } from '@marquee/data/hooks';
import type { PageContext, PageDefinition } from '../../page.ts';
import * as styles from '../shared/contentPage.css.ts';
import { MasterTemplateView } from '../shared/MasterTemplateView.tsx';
import { CallState } from '../../pageStatus.tsx';

/** MasterTemplate (info/{slug}): one CMS page of GET master-template/page/{slug}. */
export function MasterTemplatePage({ site, language, target }: PageContext) {
  const { t } = useTranslation();
  const page = useMasterTemplatePage(language, target.params.slug ?? null);
  return (
    <main id="main" className={styles.page}>
      {page.data ? (
        <MasterTemplateView title={page.data.title} content={page.data.content} />
      ) : (
        <>
          <h1 className={styles.title}>{t('content.masterTemplate.title')}</h1>
          <CallState site={site} language={language} state={page} />
        </>
      )}
    </main>
  );
}

export const masterTemplatePage: PageDefinition = {
  Component: MasterTemplatePage,
  calls: ({ target }) => [{ id: 'masterTemplatePage', params: { slug: target.params.slug ?? '' }, main: true }],
  seo: ({ target }, answer, t) => {
    const page = answer({ id: 'masterTemplatePage', params: { slug: target.params.slug ?? '' }, main: true }) as
      { title?: string; seo?: { title?: string | null; description?: string | null } | null } | undefined;
    const title = page?.seo?.title || page?.title;
    return {
      title: title ? t('content.masterTemplate.seoTitle', { title }) : t('content.masterTemplate.title'),
      description: page?.seo?.description ?? undefined,
    };
  },
};
