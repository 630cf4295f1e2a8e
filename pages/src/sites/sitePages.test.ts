import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * issue 20 acceptance ("every page kind ... on fr, nl and ch in the visual baselines", decision
 * 0067): every page the recorder recorded has its story, and every story its recording. Storybook
 * indexes named exports only, so the stories files list them; this keeps them and the recordings
 * (`npm run record:stories`) in step.
 */
const folder = new URL('./', import.meta.url);
const recordings = new URL('../fixtures/sites/', import.meta.url);

describe('issue 20: a story for every recorded page kind of the fr, nl and ch sites', () => {
  for (const site of ['fr', 'nl', 'ch']) {
    it(`${site}: the stories name exactly the recorded kinds`, () => {
      const recorded = readdirSync(new URL(`${site}/`, recordings))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, ''))
        .sort();
      const stories = readFileSync(new URL(`${site}.stories.tsx`, folder), 'utf8');
      const storied = [...stories.matchAll(/sitePageStory\('(\w+)', '([\w.]+)'\)/g)].map(([, storySite, kind]) => {
        expect(storySite).toBe(site);
        return kind;
      });
      expect(recorded.length).toBeGreaterThan(25);
      expect([...storied].sort()).toEqual(recorded);
    });
  }
});
