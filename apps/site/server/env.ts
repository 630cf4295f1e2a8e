import type { HttpBindings } from '@hono/node-server';
import type { Site } from '@marquee/data';
import type { RequestFacts } from './boundary.ts';

/**
 * The site app's Hono environment: the socket when the request came over one (@hono/node-server;
 * absent for `app.request`), and what the boundary settled for the rest of the request.
 */
export type SiteEnv = {
  Bindings: Partial<HttpBindings> | undefined;
  Variables: { facts: RequestFacts; site: Site };
};
