import type { ComponentType, ReactElement } from 'react';
import { useLoaderData, type MetaDescriptor } from 'react-router';
import { ClockProvider } from '@marquee/pages/clock';
import type { PageContext } from '@marquee/pages/page';
import { deferred } from './deferred.tsx';
import type { PageLoaderData } from './page.server.ts';

/**
 * A route module's page: its component with the context its loader resolved, deferred until the
 * visitor engages (docs/decisions/0021): `load` imports the page's module (the browser's first
 * load carries neither it nor what it imports); the route's loader calls `preload` so the server
 * renders it at once. The loader's SWR fallback reaches it through the root's frame.
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
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...seo.alternates.map((link) => ({ tagName: 'link', rel: 'alternate', hrefLang: link.hrefLang, href: link.href })),
  ];
  return tags.filter((tag) => !('content' in tag) || (typeof tag.content === 'string' && tag.content.trim() !== ''));
}
