import { showsTabs, type ShowsTab } from '../routes/words.ts';

/**
 * The tab a fragment names in this site and language (`#preventes` -> presales), if any
 * (catalogue.txt §2 "Shows list tab fragments ... with words translated per language"). Only the
 * tabs on offer count: a fragment naming a tab the site hides (presales in nl) opens nothing.
 */
export function tabOfFragment(
  fragment: string,
  words: Readonly<Record<ShowsTab, string>>,
  offered: readonly ShowsTab[] = showsTabs,
): ShowsTab | undefined {
  let word: string;
  try {
    word = decodeURIComponent(fragment.replace(/^#/, ''));
  } catch {
    return undefined;
  }
  return offered.find((tab) => words[tab] === word);
}

/** The fragment of a tab, `#` included, in this site and language. */
export function fragmentOfTab(tab: ShowsTab, words: Readonly<Record<ShowsTab, string>>): string {
  return `#${encodeURIComponent(words[tab])}`;
}
