import { useTranslation } from 'react-i18next';
import { useOffer } from '@marquee/data/hooks';
import { useFormat } from '../../i18n/formats.ts';
import type { PageCall, PageContext, PageDefinition } from '../../page.ts';
import { ArticleFeaturedShow, featuredShowCalls } from '../shared/ArticleFeaturedShow.tsx';
import { ArticleView } from '../shared/ArticleView.tsx';
import * as styles from '../shared/contentPage.css.ts';
import { pathOf } from '../shared/links.ts';
import { CallState } from '../../pageStatus.tsx';

/** Offers.Single: one offer article (catalogue.txt §3 Article; offers add date and cta) and the show it features. */
export function OfferPage({ site, language, target, features, address }: PageContext) {
  const { t } = useTranslation();
  const format = useFormat();
  const offer = useOffer(language, target.params.slug ?? null);
  const list = pathOf(site, language, 'Offers.List');
  const date = offer.data ? format.date(offer.data.date) : null;
  return (
    <main id="main" className={styles.page}>
      {offer.data ? (
        <>
          <ArticleView
            article={offer.data}
            back={list ? { href: list, label: t('content.offer.back') } : null}
            dateLabel={date ? t('content.offer.date', { date }) : null}
            page={{ features, address }}
          />
          <ArticleFeaturedShow slug={offer.data.featuredShow} site={site} language={language} />
        </>
      ) : (
        <>
          <h1 className={styles.title}>{t('content.offer.title')}</h1>
          <CallState site={site} language={language} state={offer} />
        </>
      )}
    </main>
  );
}

const offerCall = (slug: string | undefined): PageCall => ({ id: 'offer', params: { slug: slug ?? '' }, main: true });

export const offerPage: PageDefinition = {
  Component: OfferPage,
  calls: ({ target }) => [offerCall(target.params.slug)],
  followUpCalls: ({ target }, answer) => featuredShowCalls(answer, offerCall(target.params.slug)),
  seo: ({ target }, answer, t) => {
    const offer = answer(offerCall(target.params.slug)) as
      { title?: string; headline?: string | null; image?: string | null } | undefined;
    return {
      title: offer?.title ? t('content.offer.seoTitle', { title: offer.title }) : t('content.offer.title'),
      description: offer?.headline ?? undefined,
      image: offer?.image,
    };
  },
};
