import { SWRConfig } from 'swr';
import { data } from 'react-router';
import { showsKey, wireShowsResponse } from '@marquee/data';
import { ShowsPage } from '@marquee/pages';
import { createI18n } from '@marquee/pages/i18n';
import type { Route } from './+types/home';
import { loadApi } from '../api.server.ts';
import { isLanguagePrefix, resolveLocale } from '../locale.server.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: `${loaderData.title} · Marquee` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { site, language } = resolveLocale(request);
  // `/:lang?` also catches one-segment paths that are no language of this site.
  if (params.lang !== undefined && !isLanguagePrefix(site, params.lang)) throw data(null, { status: 404 });
  const key = showsKey(language);
  const shows = await loadApi(key, wireShowsResponse, request, site.code);
  const t = createI18n(language).t;
  return { language, title: t('shows.title'), fallback: { [key]: shows } };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <SWRConfig value={{ fallback: loaderData.fallback }}>
      <ShowsPage language={loaderData.language} />
    </SWRConfig>
  );
}
