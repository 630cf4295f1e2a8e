import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageCall, PageContext, PageDefinition } from '../../page.ts';
import { CityCinemaList } from '../CityPage/CityCinemas.tsx';
import { CityGate, cityCall, citySeo } from '../CityPage/CityPage.tsx';
import * as layout from '../shared/layout.css.ts';

/**
 * catalogue.txt §2 City light page (the `ville-list`, `stadt-list`, `city-list`, `stad-list` words):
 * a compact page for embedding, under the light header. The city's cinemas only, the default one
 * first, each linking to its cinema light page; no backdrop, highlight or nearby cities.
 */
export function CityLightPage({ site, language, target, features }: PageContext) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <CityGate site={site} language={language} slug={target.params.slug} className={layout.page}>
      {(city) => (
        <main id="main" className={layout.page}>
          <h1 id={headingId} className={layout.title}>
            {t('cinemas.city.cinemasTitle', { city: city.name })}
          </h1>
          <CityCinemaList
            city={city}
            site={site}
            language={language}
            features={features}
            cinemaKind="Cinema.Light"
            headingLevel={2}
            labelledBy={headingId}
          />
        </main>
      )}
    </CityGate>
  );
}

function cityLightCalls(context: PageContext): PageCall[] {
  const main = cityCall(context);
  return main ? [main, { id: 'cinemas' }, { id: 'tags' }] : [];
}

export const cityLightPage: PageDefinition = {
  Component: CityLightPage,
  calls: cityLightCalls,
  seo: citySeo,
  // member-and-shell.txt §2 "A CinemaLight page uses a light header": the city's light page is embedded the same way.
  layout: { header: 'light' },
};
