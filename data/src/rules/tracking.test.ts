import { describe, expect, it } from 'vitest';
import { createEventEmitter, hashEmail, pageViewPayload, trackingPlatform, type PageViewFacts } from './tracking.ts';

// SHA-256 of "lea@example.fr", computed independently with `printf %s lea@example.fr | sha256sum`.
const leaHash = 'df2174fd1c832932e8e140abd547d40c0d59bb4f9092e5ec9b6dabcecae96309';

const known: PageViewFacts = {
  pageType: 'movie',
  language: 'fr',
  country: 'fr',
  viewport: 'desktop',
  user: null,
  data: { show_title: 'Dune' },
};

describe('member-and-shell.txt §3 Client: the email is hashed (SHA-256) for anonymous tracking', () => {
  it('hashes the trimmed, lower-cased email', async () => {
    expect(await hashEmail('lea@example.fr')).toBe(leaHash);
    expect(await hashEmail('  Lea@Example.FR ')).toBe(leaHash);
  });
});

describe('member-and-shell.txt §4 Tracking: page-view payloads', () => {
  it.each([
    ['language', { language: null }],
    ['country', { country: undefined }],
    ['user', { user: undefined }],
    ['needed data', { data: undefined }],
  ])('is not built while the %s is unknown', async (_, missing) => {
    expect(await pageViewPayload({ ...known, ...missing })).toBeNull();
  });

  it('upper-cases the country and names the platform (member §9)', async () => {
    expect(await pageViewPayload(known)).toEqual({
      event: 'page_view',
      page_type: 'movie',
      language: 'fr',
      country: 'FR',
      platform: 'web-desktop',
      logged: false,
      show_title: 'Dune',
    });
    expect(trackingPlatform('mobile')).toBe('web-mobile');
    expect(trackingPlatform('tablet')).toBe('web-mobile');
    expect(trackingPlatform('large')).toBe('web-desktop');
  });

  it('carries the signed-in client and the email hash, never the email', async () => {
    const payload = await pageViewPayload({ ...known, data: null, user: { id: 'c-1', email: 'lea@example.fr' } });
    expect(payload).toMatchObject({ logged: true, user_id: 'c-1', email_hash: leaHash });
    expect(JSON.stringify(payload)).not.toContain('lea@');
  });

  it('is emitted once per page; an event name sent earlier first has its earlier fields cleared', () => {
    const emitter = createEventEmitter();
    const first = { event: 'page_view', page_type: 'movie', show_title: 'Dune' };
    const second = { event: 'page_view', page_type: 'cinema' };
    expect(emitter.emit('/films/dune', first)).toEqual([first]);
    expect(emitter.emit('/films/dune', first)).toEqual([]);
    expect(emitter.emit('/cinemas/wepler', second)).toEqual([{ page_type: undefined, show_title: undefined }, second]);
  });
});
