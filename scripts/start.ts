/**
 * `npm start`: builds the site and starts the whole product on embedded
 * defaults — the API on embedded PGlite (created, migrated and seeded on first
 * start), the development sign-in provider on its own PGlite, and the
 * server-rendered site in front of them — then prints the URLs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sites } from '../data/src/sites/sites.ts';

const root = new URL('..', import.meta.url).pathname;
const sitePort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
const idpPort = Number(process.env.IDP_PORT ?? 5600);
// The provider's public address: every token names it (`iss`), the API checks it, the site discovers it.
const issuer = process.env.IDP_ISSUER ?? `http://localhost:${idpPort}`;
// The built site runs with NODE_ENV=production, which refuses the development session secret: a
// fresh one per start (restarting signs members out; set SESSION_SECRET to keep them in).
const sessionSecret = process.env.SESSION_SECRET || randomBytes(32).toString('base64url');
/** What the site and the API need to know of the provider (README "Configuration", decision 0037). */
const oidc = { OIDC_ISSUER: issuer, OIDC_AUDIENCE: 'urn:marquee:api' };

const build = spawnSync('pnpm', ['--filter', '@marquee/site', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children: ChildProcess[] = [];
function start(name: string, args: string[], cwd: string, env: Record<string, string>) {
  // The real Node binary, not the node_modules/.bin wrapper, so stopping it stops the server.
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} stopped (${signal ?? code}); stopping everything`);
      stop(1);
    }
  });
  children.push(child);
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// The site's card checks get the development captcha token from the demo's reCAPTCHA stand-in (decisions 0031, 0059).
start('api', ['src/server.ts'], `${root}apps/api`, {
  API_PORT: String(apiPort),
  API_DEV_CAPTCHA: '1',
  ...oidc,
  OIDC_JWKS_URL: `${issuer}/jwks`,
});
await waitFor(`http://127.0.0.1:${apiPort}/healthz`);
// The sign-in provider accepts the site's callback on every {site}.localhost at the site's port,
// and serves its pages under each site's /login through the site's proxy (decision 0043).
start('idp', ['src/server.ts'], `${root}apps/idp`, {
  IDP_PORT: String(idpPort),
  IDP_SITE_PORT: String(sitePort),
  IDP_ISSUER: issuer,
  IDP_TRUST_PROXY: '1',
});
await waitFor(`http://127.0.0.1:${idpPort}/healthz`);
start('site', ['server.ts'], `${root}apps/site`, {
  PORT: String(sitePort),
  API_URL: apiUrl,
  ...oidc,
  SESSION_SECRET: sessionSecret,
  LOGIN_FRAME: 'proxy',
  // The demo feedback widget, served by the API (decision 0056; the chat is the nl settings').
  FEEDBACK_WIDGET_URL: process.env.FEEDBACK_WIDGET_URL ?? '/api/demo/widgets/feedback.js',
  // The demo's stand-in of reCAPTCHA v3, served by the API: the checks' real load, ready, execute (decision 0059).
  RECAPTCHA_SCRIPT_URL: process.env.RECAPTCHA_SCRIPT_URL ?? '/api/demo/widgets/recaptcha.js',
});
await waitFor(`http://127.0.0.1:${sitePort}/healthz`);

console.log('\nMarquee is running. Open a country site:');
for (const site of Object.values(sites)) {
  console.log(`  ${site.code}  http://${site.code}.localhost:${sitePort}/`);
}
console.log(`  API through the site: http://fr.localhost:${sitePort}/api/shows`);
console.log(`  Sign in: http://fr.localhost:${sitePort}/auth/sign-in (provider ${issuer})`);
console.log(`  Development inbox: ${issuer}/dev/inbox`);
console.log('Press Ctrl+C to stop.');
