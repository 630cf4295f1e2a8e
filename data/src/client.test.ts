import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, apiKey, fetchApi } from './client.ts';

describe('API client (member-and-shell.txt §7)', () => {
  it('adds the current language to every /api/ call', () => {
    expect(apiKey('shows', 'nl')).toBe('/api/shows?language=nl');
    expect(apiKey('/search/full', 'fr', { q: 'dune' })).toBe('/api/search/full?q=dune&language=fr');
  });

  it('parses the answer with the contract and reports error statuses', async () => {
    const ok: typeof fetch = async () => Response.json({ a: 1 });
    await expect(fetchApi('/api/x?language=fr', z.object({ a: z.number() }), { fetchImpl: ok })).resolves.toEqual({
      a: 1,
    });
    const gone: typeof fetch = async () => new Response(null, { status: 410 });
    await expect(fetchApi('/api/x', z.unknown(), { fetchImpl: gone })).rejects.toBeInstanceOf(ApiError);
  });
});
