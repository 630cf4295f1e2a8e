import { isLanguage, isSiteCode, sites, type Language } from '@marquee/data';
import { createI18n } from '../i18n/index.ts';
import { runtimeKey } from '../i18n/keys.ts';

/**
 * The strings a story's play function expects, in the language the preview renders in: the story
 * tests may run in another theme (STORY_SITE), each in that site's language, so a play
 * function names texts by their keys rather than by their French words.
 */
export function storyText(
  globals: Record<string, unknown>,
): (key: string, options?: Record<string, unknown>) => string {
  const site = typeof globals.site === 'string' && isSiteCode(globals.site) ? globals.site : 'fr';
  const wanted = typeof globals.language === 'string' ? globals.language : undefined;
  const language: Language =
    isLanguage(wanted) && sites[site].languages.includes(wanted) ? wanted : sites[site].defaultLanguage;
  const i18n = createI18n(language, site);
  return (key, options = {}) => i18n.t(runtimeKey(key), options);
}

export type StoryText = ReturnType<typeof storyText>;

/** An accessible name that contains `label` (a field's name also carries its description and hints). */
export function labelled(label: string): RegExp {
  return new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
