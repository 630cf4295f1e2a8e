import type { Meta, StoryObj } from '@storybook/react-vite';
import { apiCalls, callKey, featuresFor, sites, type ApiCall, type RouteKind, type SiteCode } from '@marquee/data';
import { cinemasPages } from '../cinemas/index.ts';
import { contentPages } from '../content/index.ts';
import { filmsPages } from '../films/index.ts';
import type { PageCall, PageContext, PageDefinition } from '../page.ts';
import { storyNow } from '../storybook/clock.ts';
import { cleaned } from '../storybook/fallback.ts';
import { shellAnswers } from '../storybook/shellAnswers.ts';
import { withAddress } from '../storybook/storyLocation.ts';
import { withPage } from '../storybook/withPage.tsx';

/**
 * Every page kind of the fr, nl and ch sites as the site renders it (issue 20 acceptance, decision
 * 0067): the site's theme and default language, the shell with that site's recorded answers, and
 * the page fed what its loader fetches for one representative address, recorded from the demo API
 * by `npm run record:stories` (pages/src/fixtures/sites/{site}/{kind}.json).
 */
interface SitePageRecording {
  kind: RouteKind;
  params: Record<string, string>;
  search?: string;
  answers: Record<string, unknown>;
  failed: Record<string, number>;
}

const recordings = import.meta.glob<SitePageRecording>('../fixtures/sites/*/*.json', {
  eager: true,
  import: 'default',
});

const definitions: Partial<Record<RouteKind, PageDefinition>> = { ...filmsPages, ...cinemasPages, ...contentPages };

/** The recording of a kind on a site. */
function recordingOf(site: SiteCode, kind: RouteKind): SitePageRecording {
  const recording = recordings[`../fixtures/sites/${site}/${kind}.json`];
  if (!recording) throw new Error(`No recording of ${kind} on ${site}: run npm run record:stories`);
  return recording;
}

/**
 * The page's SWR fallback as the site's loader fills it (apps/site/app/page.server.ts): its calls,
 * then its follow-up calls, each answer under its hook's key and parsed by its call's contract.
 */
function fallbackOf(definition: PageDefinition, context: PageContext, { answers }: SitePageRecording) {
  const keyOf = (call: PageCall) =>
    callKey(apiCalls[call.id] as ApiCall, { params: call.params, query: call.query }, context.language);
  const calls = definition.calls(context);
  const followUps = definition.followUpCalls?.(context, (call) => answers[keyOf(call)]) ?? [];
  return Object.fromEntries(
    [...calls, ...followUps]
      .filter((call) => answers[keyOf(call)] !== undefined)
      .map((call) => [keyOf(call), cleaned(call.id, answers[keyOf(call)])]),
  );
}

/**
 * What a site's stories file spreads into its default export, beside its title `Pages/Sites/{site}`
 * (a literal: Storybook's indexer reads it), so the visual suite names them `Pages/Sites/{site} / {kind}`.
 */
export const sitePagesMeta = {
  decorators: [withPage],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

/** The story of one page kind on one site, in the site's default language and theme. */
export function sitePageStory(site: SiteCode, kind: RouteKind): StoryObj {
  const recording = recordingOf(site, kind);
  const definition = definitions[kind];
  if (!definition) throw new Error(`No page definition for ${kind}`);
  const language = sites[site].defaultLanguage;
  const settings = shellAnswers(site, language).settings as { features?: unknown } | undefined;
  const context: PageContext = {
    site,
    language,
    target: { kind, language, params: recording.params },
    features: featuresFor(site, settings?.features),
    now: storyNow,
    ...(recording.search ? { search: recording.search } : {}),
  };
  const query = Object.fromEntries(new URLSearchParams(recording.search ?? ''));
  const { Component } = definition;
  return {
    args: context,
    // The site's own theme and language, whatever the toolbar says (one theme per story in the visual suite).
    globals: { site, language },
    ...(recording.search ? { beforeEach: withAddress({ query }) } : {}),
    parameters: {
      // On the story, not only in the meta: a spread default export's parameters did not reach the render.
      layout: 'fullscreen',
      page: definition,
      swr: { fallback: fallbackOf(definition, context, recording), failing: Object.keys(recording.failed) },
    },
    render: (args) => <Component {...(args as PageContext)} />,
    // No play function: the visual suite checks each of these at both widths (a visible page
    // title, no placeholder waiting for an answer the recording lacks; decision 0026).
  };
}
