import { apiKey } from './client.ts';
import type { Language } from './sites/sites.ts';

/** GET /api/shows (catalogue.txt §7 Shows). */
export function showsKey(language: Language): string {
  return apiKey('shows', language);
}
