import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Database } from './db/database.ts';
import { implementations } from './calls/index.ts';
import { errorBody } from './errors.ts';
import { createAuthenticator, type Authenticator } from './http/auth.ts';
import { captchaFromEnvironment, type CaptchaVerifier } from './http/captcha.ts';
import { trustedProxies } from './http/clientAddress.ts';
import { registerHealth } from './http/health.ts';
import { apiLogger, requestLogging, type Logger } from './http/logging.ts';
import { registerDocs } from './http/docs.ts';
import { openApiDocument } from './http/openapi.ts';
import { createAnswerCache } from './http/answerCache.ts';
import { createRateLimits } from './http/rateLimit.ts';
import { registerCalls } from './http/router.ts';
import { registerMedia } from './media.ts';
import { registerDemoWidgets } from './demo/widgets.ts';

/** Request bodies above this answer 413: the largest legal body (500 show slugs) is far below. */
export const maxBodyBytes = 128 * 1024;

export interface AppOptions {
  /** Environment the app reads its configuration from (default: process.env). */
  env?: Record<string, string | undefined>;
  now?: () => Date;
  captcha?: CaptchaVerifier;
  auth?: Authenticator;
  fetch?: typeof fetch;
  /** How long one computation of a public answer serves every caller (http/answerCache.ts); 0 (the default) turns it off. */
  answerCacheMs?: number;
  /** Where the request lines and errors go (default: JSON on standard output at LOG_LEVEL). */
  logger?: Logger;
}

/** `SLOW_REQUEST_MS`: from how long a request's line is a warning (default 1000); anything else stops the start. */
function slowRequestMs(value: string | undefined): number {
  if (!value?.trim()) return 1000;
  const ms = Number(value);
  if (!Number.isFinite(ms) || ms <= 0)
    throw new Error(`SLOW_REQUEST_MS: "${value}" is not a number of milliseconds above 0`);
  return ms;
}

export function createApp(db: Database, options: AppOptions = {}) {
  const env = options.env ?? process.env;
  // A malformed MEDIA_URL stops the start here rather than sending broken image addresses.
  if (env.MEDIA_URL?.trim()) new URL(env.MEDIA_URL);
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? apiLogger();
  const proxies = trustedProxies(env.API_TRUSTED_PROXIES || undefined);
  const app = new Hono();

  // First, so every answer (a refusal, a 404, a 500) has its request id and its log line.
  app.use('*', requestLogging(logger, proxies, slowRequestMs(env.SLOW_REQUEST_MS)));

  app.use(
    '/api/*',
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', `Bodies are limited to ${maxBodyBytes} bytes`), 413),
    }),
  );

  registerHealth(app, db, { logger });

  const document = openApiDocument();
  app.get('/api/openapi.json', (c) => c.json(document, 200, { 'cache-control': 'public, max-age=300' }));
  registerDocs(app);

  registerMedia(app, db);
  registerDemoWidgets(app);
  registerCalls(app, implementations, {
    db,
    now,
    env,
    captcha: options.captcha ?? captchaFromEnvironment(env, options.fetch),
    auth: options.auth ?? createAuthenticator(env, { fetch: options.fetch, now, logger }),
    answers: createAnswerCache({ ttlMs: options.answerCacheMs ?? 0 }),
    rateLimits: createRateLimits(db),
    trustedProxies: proxies,
  });

  // The path is not echoed: an error body never repeats what the caller sent.
  app.notFound((c) => c.json(errorBody('NOT_FOUND', 'No such route'), 404));

  app.onError((error, c) => {
    // Logged here with its stack and cause, never echoed: no stack trace or SQL reaches a client.
    logger.error({ reqId: c.get('requestId'), err: error }, 'unhandled error');
    return c.json(errorBody('INTERNAL', 'Something went wrong on our side'), 500);
  });

  return app;
}
