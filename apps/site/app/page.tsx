import { SWRConfig } from 'swr';
import { useLoaderData, type MetaDescriptor } from 'react-router';
import type { PageDefinition } from '@marquee/pages/page';
import type { PageLoaderData } from './page.server.ts';

/** The page of a route module: its component over the SWR fallback its loader filled. */
export function PageRoute({ definition }: { definition: PageDefinition }) {
  const { context, fallback } = useLoaderData<PageLoaderData>();
  const { Component } = definition;
  return (
    <SWRConfig value={{ fallback }}>
      <Component {...context} />
    </SWRConfig>
  );
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
