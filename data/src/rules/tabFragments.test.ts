import { routeWords } from '../routes/words.ts';
import { describe, expect, it } from 'vitest';
import { fragmentOfTab, tabOfFragment } from './tabFragments.ts';

describe('catalogue.txt §2 Shows list tab fragments, translated per language', () => {
  const french = routeWords('fr', 'fr').tabs;
  const dutch = routeWords('nl', 'nl').tabs;

  it('reads the tab from its translated fragment', () => {
    expect(tabOfFragment('#preventes', french)).toBe('presales');
    expect(tabOfFragment('#prochainement', french)).toBe('upcoming');
    expect(tabOfFragment('#binnenkort', dutch)).toBe('upcoming');
  });

  it("another language's word names no tab", () => {
    expect(tabOfFragment('#binnenkort', french)).toBeUndefined();
    expect(tabOfFragment('#upcoming', french)).toBeUndefined();
  });

  it('an empty, unknown or malformed fragment names no tab', () => {
    expect(tabOfFragment('', french)).toBeUndefined();
    expect(tabOfFragment('#', french)).toBeUndefined();
    expect(tabOfFragment('#%E0%A4%A', french)).toBeUndefined();
  });

  it('member-and-shell.txt §9: a tab the site does not offer (presales in nl) is not opened by its fragment', () => {
    expect(tabOfFragment('#voorverkoop', dutch, ['book', 'kids', 'special', 'upcoming'])).toBeUndefined();
    expect(tabOfFragment('#voorverkoop', dutch)).toBe('presales');
  });

  it('writes the fragment of a tab, and reads it back', () => {
    expect(fragmentOfTab('kids', french)).toBe('#enfants');
    expect(fragmentOfTab('book', dutch)).toBe('#reserveren');
    for (const tab of ['book', 'presales', 'kids', 'special', 'upcoming'] as const) {
      expect(tabOfFragment(fragmentOfTab(tab, routeWords('ch', 'de').tabs), routeWords('ch', 'de').tabs)).toBe(tab);
    }
  });
});
