import { z } from 'zod/mini';

/**
 * Zod's mini API carries no error messages of its own ("Invalid input" for every failure) so that
 * a browser bundle pays only for what it calls. The servers (the API's 400 answers, the site's log
 * of dropped items) and the tests name what failed in English, as zod's classic API did
 * (package.json `imports`, condition `browser`: the browser's stand-in is `messages.browser.ts`).
 */
z.config(z.locales.en());
