import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createIdp, type Idp, type IdpOptions } from '../app.ts';
import { readConfig, type IdpConfig } from '../config.ts';
import type { Database } from '../db/database.ts';

/**
 * A provider on a real loopback port (the relying-party library and the browser stand-in speak
 * HTTP to it). The issuer is the listening address unless given: two instances behind one public
 * address share the first one's.
 */
export interface RunningIdp {
  url: string;
  config: IdpConfig;
  idp: Idp;
  close(): Promise<void>;
}

export const site = { clientId: 'marquee-site', secret: 'test-secret', port: 3999 } as const;
export const redirectUri = `http://fr.localhost:${site.port}/callback`;
export const postLogoutRedirectUri = `http://fr.localhost:${site.port}/`;

export async function startIdp({
  db,
  issuer,
  env = {},
  ...options
}: { db: Database; issuer?: string; env?: Record<string, string> } & Omit<
  IdpOptions,
  'config' | 'db'
>): Promise<RunningIdp> {
  let handle: Idp['listener'] = (_req, res) => res.writeHead(503).end();
  const server: Server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = readConfig({
    IDP_ISSUER: issuer ?? url,
    IDP_CLIENT_ID: site.clientId,
    IDP_CLIENT_SECRET: site.secret,
    IDP_SITE_PORT: String(site.port),
    IDP_PGLITE_DATA_DIR: 'memory',
    ...env,
  });
  const idp = await createIdp({ config, db, ...options });
  handle = idp.listener;
  return {
    url,
    config,
    idp,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A browser stand-in: keeps the provider's cookies (by name; the provider's names do not clash
 * across paths) and follows redirects by hand, stopping at the site's addresses.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  /** Sends requests meant for `from` to `to` instead (a second instance behind one address). */
  rewrite: { from: string; to: string } | null = null;

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target =
      this.rewrite && url.startsWith(this.rewrite.from) ? this.rewrite.to + url.slice(this.rewrite.from.length) : url;
    const headers = new Headers(init.headers);
    if (this.cookies.size)
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects from `url` until a page answers or the browser is sent to the site. */
  async follow(url: string, init: RequestInit = {}): Promise<{ response: Response; url: string }> {
    let response = await this.request(url, init);
    let current = url;
    while (response.status >= 300 && response.status < 400) {
      current = new URL(response.headers.get('location') ?? '', current).href;
      if (current.startsWith(`http://fr.localhost:${site.port}`)) return { response, url: current };
      response = await this.request(current);
    }
    return { response, url: current };
  }

  /** Submits a form as a browser would (url-encoded), following the redirects. */
  submit(url: string, fields: Record<string, string>) {
    return this.follow(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  }
}

/** The href of the first link whose text is `text` (entities decoded). */
export function linkHref(html: string, text: string): string | undefined {
  const match = new RegExp(`<a href="([^"]+)">${text}</a>`).exec(html);
  return match?.[1]?.replaceAll('&amp;', '&');
}

/** The attributes of the element with `id` (or of the first `tag` element), whatever the markup's layout. */
export function attributesOf(html: string, selector: { id: string } | { tag: string }): Record<string, string> | null {
  const pattern =
    'id' in selector ? `<[a-z0-9]+(\\s[^>]*?\\bid="${selector.id}"[^>]*)>` : `<${selector.tag}(\\s[^>]*)>`;
  const match = new RegExp(pattern, 's').exec(html);
  if (!match?.[1]) return null;
  const attributes: Record<string, string> = {};
  for (const [, name, value] of match[1].matchAll(/([a-zA-Z-:]+)(?:="([^"]*)")?/g)) {
    if (name) attributes[name] = value ?? '';
  }
  return attributes;
}

/** The page's text with its markup's whitespace folded, for phrases split across lines. */
export const folded = (html: string) => html.replace(/\s+/g, ' ');
