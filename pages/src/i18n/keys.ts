import type { ParseKeys } from 'i18next';

/** A key of the page's strings: `t` accepts only these (issue 23, typed keys). */
export type TranslationKey = ParseKeys<'translation'>;

/**
 * A key put together at run time (a rating's or a version's slug, a help-centre tile): the
 * typecheck cannot see it, so each caller checks it some other way (`i18n.exists`, a list the
 * translations test covers). Every such key goes through here, so they are easy to find.
 */
export function runtimeKey(key: string): TranslationKey {
  return key as TranslationKey;
}
