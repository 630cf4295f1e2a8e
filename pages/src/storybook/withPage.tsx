import type { Decorator } from '@storybook/react-vite';
import {
  apiCalls,
  callKey,
  defaultFeatures,
  isSiteCode,
  routePath,
  siteOffers,
  sites,
  type ApiCall,
} from '@marquee/data';
import { defaultLayout, layoutOf, type PageContext, type PageDefinition } from '../page.ts';
import type { MemberState } from '../members/memberContext.ts';
import { anonymousMember } from '../members/memberFixture.ts';
import { storyNow } from './clock.ts';
import { SiteShell } from '../shell/SiteShell.tsx';
import { shellCalls } from '../shell/shellCalls.ts';
import { languageLinksFor, shellAnswers, shellFallback } from './shellAnswers.ts';
import { StoryCache, type SwrParameters } from './withSwr.tsx';

/** What a page story tells `withPage`: its page kind (calls and layout) and how its data answers. */
export interface PageStoryParameters {
  page?: Partial<Pick<PageDefinition, 'calls' | 'layout'>>;
  swr?: SwrParameters;
  /** The member the page shows (pages/src/members/memberFixture.ts); a visitor by default. */
  member?: MemberState;
}

/**
 * The story's page context on the site and in the language the toolbar chose (a story that names
 * its own in `globals` locks the toolbar to them): routes, strings, theme and feature switches
 * agree. The story's switches hold on its own site; another site gets its defaults.
 */
export function toolbarContext(story: Partial<PageContext>, globals: Record<string, unknown>): PageContext {
  const storySite = story.site ?? 'fr';
  const site = typeof globals.site === 'string' && isSiteCode(globals.site) ? globals.site : storySite;
  const wanted = typeof globals.language === 'string' ? globals.language : undefined;
  const language = siteOffers(sites[site], wanted) ? wanted : sites[site].defaultLanguage;
  // A component without a route of its own (the error page) is shown on none, as the site shows it.
  const target = { ...(story.target ?? { kind: 'ErrorClient' as const, params: {} }), language };
  return {
    ...story,
    site,
    language,
    target,
    features: site === storySite && story.features ? story.features : defaultFeatures(site),
    now: story.now ?? storyNow,
    // The address the site's server would name, on the site's development host.
    address: `http://${site}.localhost:3000${routePath(site, target) ?? '/'}`,
  };
}

/** A fixture keyed in the story's language, keyed again in the toolbar's (its content stays as recorded). */
function inLanguage(fallback: Record<string, unknown>, from: string, to: string): Record<string, unknown> {
  if (from === to) return fallback;
  return Object.fromEntries(
    Object.entries(fallback).map(([key, value]) => {
      const url = new URL(key, 'http://story.local');
      if (url.searchParams.get('language') === from) url.searchParams.set('language', to);
      return [`${url.pathname}${url.search}`, value];
    }),
  );
}

/**
 * A page story as the site renders it: inside the real `SiteShell` (header, site alert, footer and
 * their pop-ins, the locator, the member of `parameters.member`, never a session), fed by the shell's recorded answers for the chosen site and
 * language, with the page's own fixtures in the same SWR cache. The story's `swr.mode` applies to
 * the page's calls ("loading": pending forever; "error": failing); the shell's answers stay, as
 * they would when only the page's parts fail. Nothing leaves Storybook.
 */
export const withPage: Decorator = (Story, { args, globals, parameters }) => {
  const story = args as Partial<PageContext>;
  const { page, swr = {}, member = anonymousMember } = parameters as PageStoryParameters;
  const { fallback = {}, mode = 'fixtures', failing = [] } = swr;
  const context = toolbarContext(story, globals);
  // The app-webview mode and the help centre's /m pages drop the header and footer, as on the site.
  const layout = layoutOf({ ...defaultLayout, ...page?.layout }, context);
  const pageKeys = new Set(
    (page?.calls?.(context) ?? []).map((call) =>
      callKey(apiCalls[call.id] as ApiCall, { params: call.params, query: call.query }, context.language),
    ),
  );
  const shell = shellFallback(shellAnswers(context.site, context.language), context.language);
  const shellKeys = new Set(
    shellCalls(context, layout).map((call) =>
      callKey(apiCalls[call.id] as ApiCall, { params: call.params, query: call.query }, context.language),
    ),
  );
  // The shell's recorded answers, unless the page makes the same call (its fixture or its mode wins).
  const answered = Object.fromEntries(
    Object.entries(shell).filter(([key]) => shellKeys.has(key) && !pageKeys.has(key)),
  );
  // A failing key has no answer, whatever fixture a parameter merged in.
  const pageAnswers = Object.fromEntries(
    Object.entries(
      mode === 'fixtures' ? inLanguage(fallback, story.language ?? context.language, context.language) : {},
    ).filter(([key]) => !failing.includes(key)),
  );
  return (
    <StoryCache
      fallback={{ ...answered, ...pageAnswers }}
      fails={(key) =>
        (mode === 'error' && !(typeof key === 'string' && key in answered)) ||
        (typeof key === 'string' && failing.includes(key))
      }
    >
      <SiteShell
        context={context}
        layout={layout}
        languageLinks={languageLinksFor(context)}
        pageViewKey="story"
        locatorSelection={context.locator ?? null}
        member={member}
      >
        <Story args={{ ...args, ...context }} />
      </SiteShell>
    </StoryCache>
  );
};
