import { describe, expect, it } from 'vitest';
import { addLocatorHistory, addSearchHistory, type LocatorHistoryItem } from './history.ts';

const entry = (url: string) => ({ title: url, url });

describe('member-and-shell.txt §2 Search pop-in history: 3 latest distinct entries, deduplicated by url', () => {
  it('puts the latest first and keeps 3', () => {
    const history = [entry('/c'), entry('/b'), entry('/a')];
    expect(addSearchHistory(history, entry('/d')).map((item) => item.url)).toEqual(['/d', '/c', '/b']);
  });

  it('moves a repeated url to the front instead of keeping it twice', () => {
    const history = [entry('/c'), entry('/b'), entry('/a')];
    expect(addSearchHistory(history, { title: 'again', url: '/a' })).toEqual([
      { title: 'again', url: '/a' },
      entry('/c'),
      entry('/b'),
    ]);
  });
});

describe('member-and-shell.txt §4 Locator history: 3 latest distinct cinema or city entries', () => {
  it('deduplicates by url and keeps 3', () => {
    const wepler: LocatorHistoryItem = { type: 'cinema', slug: 'wepler', url: '/cinemas/wepler' };
    const paris: LocatorHistoryItem = { type: 'city', slug: 'paris', url: '/cinemas/ville/paris' };
    const lyon: LocatorHistoryItem = { type: 'city', slug: 'lyon', url: '/cinemas/ville/lyon' };
    const nice: LocatorHistoryItem = { type: 'city', slug: 'nice', url: '/cinemas/ville/nice' };
    const history = addLocatorHistory(addLocatorHistory(addLocatorHistory([], wepler), paris), wepler);
    expect(history).toEqual([wepler, paris]);
    expect(addLocatorHistory(addLocatorHistory(history, lyon), nice)).toEqual([nice, lyon, wepler]);
  });
});
