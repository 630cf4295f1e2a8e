import type { ComponentType, ReactElement } from 'react';
import { useLoaderData, type MetaDescriptor, type UIMatch } from 'react-router';
import { ClockProvider } from '@marquee/pages/clock';
import type { PageContext } from '@marquee/pages/page';
import { deferred } from './deferred.tsx';
import type { PageLoaderData } from './page.server.ts';

/**
 * A route module's page: its component with the context its loader resolved, deferred until the
 * page starts hydrating (docs/decisions/0028): `load` imports the page's module (the browser's
 * first load carries neither it nor what it imports); the route's loader calls `preload` so the
 * server renders it at once. The loader's SWR fallback reaches it through the root's frame.
 */
export function pageRoute(load: () => Promise<ComponentType<PageContext>>): {
  (): ReactElement;
  preload(): Promise<void>;
} {
  const Page = deferred(load);
  function PageRoute() {
    const { context } = useLoaderData<PageLoaderData>();
    return (
      <ClockProvider now={context.now}>
        <Page {...context} />
      </ClockProvider>
    );
  }
  return Object.assign(PageRoute, { preload: Page.preload });
}

/**
 * member-and-shell.txt §5 SEO: title and description (translated, with a default), a tag with
 * empty content dropped, the canonical URL without query, fragment or trailing slash, and one
 * alternate link per language of the site.
 */
export function pageMeta({ loaderData }: { loaderData: PageLoaderData | undefined }): MetaDescriptor[] {
  if (!loaderData) return [];
  const { seo, context } = loaderData;
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: context.language },
    ...(seo.image ? [{ property: 'og:image', content: seo.image }] : []),
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...seo.alternates.map((link) => ({ tagName: 'link', rel: 'alternate', hrefLang: link.hrefLang, href: link.href })),
  ];
  return tags.filter((tag) => !('content' in tag) || (typeof tag.content === 'string' && tag.content.trim() !== ''));
}

/** Whether a route's data is a page's (a page route's loader returned it), not a resource route's. */
function isPageLoaderData(value: unknown): value is PageLoaderData {
  return typeof value === 'object' && value !== null && 'context' in value && 'layout' in value && 'seo' in value;
}

/** The page's loader data among the matches (the last match, when it is a page), for the root's frame and head. */
export function pageDataOf(matches: readonly UIMatch[]): PageLoaderData | undefined {
  const data = matches.at(-1)?.loaderData;
  return isPageLoaderData(data) ? data : undefined;
}

/** Every page route's `headers()`: its cache headers over the root's (app/root.tsx, server/caching.ts). */
export { routeHeaders as pageHeaders } from '../server/caching.ts';
