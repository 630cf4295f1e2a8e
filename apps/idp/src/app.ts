import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener, type HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type Provider from 'oidc-provider';
import { errors, type Interaction, type InteractionResults } from 'oidc-provider';
import { createAccounts, signUpProblems, type Account, type Accounts } from './accounts.ts';
import { clientKeyOf } from './clientKey.ts';
import type { IdpConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { loadSharedSecrets } from './db/secrets.ts';
import { createMailer, type Mailer } from './mail.ts';
import { acceptMount, isFramed, mountOf } from './mount.ts';
import { messages } from './pages/messages.ts';
import { presentationFor, type Presentation } from './pages/presentation.ts';
import { stylesheet, stylesheetPath } from './pages/styles.ts';
import { errorPage, inboxPage, signInPage, signUpPage, verifiedPage, verifyPage } from './pages/views.ts';
import { createProvider } from './provider.ts';
import { createRateLimits, type RateLimitRule } from './rateLimit.ts';
import { defaultFormLimits, type FormLimits } from './signInLimits.ts';

/**
 * The provider as one Node request listener: oidc-provider answers the protocol (discovery,
 * JWKS, /auth, /token, /me, /session/end, ...), and a small Hono app answers the provider's own
 * pages — the sign-in, sign-up and verification frames, the e-mail link, the development inbox.
 * Every response carries a strict CSP: no script at all, styles from the one stylesheet.
 */
export interface IdpOptions {
  config: IdpConfig;
  db: Database;
  /** The clock of the limits and of the rows written (decision 0025); oidc-provider keeps its own. */
  now?: () => Date;
  limits?: Partial<FormLimits>;
}

export interface Idp {
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  provider: Provider;
  accounts: Accounts;
  mailer: Mailer;
}

type Env = { Bindings: HttpBindings };

/** The provider's own pages; everything else is oidc-provider's. */
const ownPaths = new Set(['/register', '/verify', '/verify-email', '/dev/inbox', '/healthz', stylesheetPath]);
const isOwnPath = (path: string) => ownPaths.has(path) || path.startsWith('/interaction/');

function contentSecurityPolicy(config: IdpConfig): string {
  const returnOrigins = [...config.client.redirectUris, ...config.client.postLogoutRedirectUris].map(
    (uri) => new URL(uri).origin,
  );
  return [
    "default-src 'none'",
    // 'none', unless oidc-provider adds the hash of its one auto-submitting form (a sign-out
    // without a provider session); no page of ours has a script.
    "script-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    // A form's redirects count too: after sign-in the browser is sent back to the site.
    `form-action 'self' ${[...new Set(returnOrigins)].join(' ')}`,
    // The sign-in frame (member-and-shell.txt §1) is the site's first party: served through the
    // site's proxy (mount.ts), 'self' is that site's origin and nothing else may frame the pages.
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join('; ');
}

const text = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? (body[name] as string) : '';

export async function createIdp({
  config,
  db,
  now = () => new Date(),
  limits: limitOverrides,
}: IdpOptions): Promise<Idp> {
  const secrets = await loadSharedSecrets(db);
  const accounts = createAccounts(db);
  const mailer = createMailer(db, config.issuer);
  const provider = createProvider({ config, db, secrets, accounts });
  const limits = { ...defaultFormLimits, ...limitOverrides };
  const rateLimits = createRateLimits(db);
  const csp = contentSecurityPolicy(config);

  /** The brand and language asked for, and where and how this browser sees the page (mount.ts). */
  const presentation = (c: Context<Env>, hints: { site?: string; uiLocales?: string; returnTo?: string }) =>
    presentationFor(
      { ...hints, mount: mountOf(c.env.incoming), framed: isFramed(c.env.incoming) },
      config.productionHosts,
    );
  const fromQuery = (c: Context<Env>) =>
    presentation(c, { site: c.req.query('site'), uiLocales: c.req.query('ui_locales') });
  const fromBody = (c: Context<Env>, body: Record<string, unknown>) =>
    presentation(c, { site: text(body, 'site'), uiLocales: text(body, 'ui_locales') });
  const carry = (shown: Presentation, returnTo?: string) => ({
    site: shown.site,
    ui_locales: shown.language,
    return_to: returnTo,
  });
  /**
   * Where the site's forced frame goes on once the address is confirmed (`return_to`): a path of
   * the origin the page is served on (under a site's proxy, that site's), nothing else.
   */
  const localReturn = (value: string | undefined) =>
    value && /^\/(?![/\\])/.test(value) && !/[\s]/.test(value) ? value : undefined;
  const clientKey = (c: Context<Env>) => clientKeyOf(c.env.incoming, config.trustProxy);

  /** Counts a hit on each rule; the longest wait when one refuses, else null. */
  async function overLimit(hits: [RateLimitRule, string][], at: Date): Promise<number | null> {
    let retryAfter: number | null = null;
    for (const [rule, key] of hits) {
      const verdict = await rateLimits.for(rule).hit(key, at);
      if (!verdict.allowed) retryAfter = Math.max(retryAfter ?? 0, verdict.retryAfterSeconds);
    }
    return retryAfter;
  }

  function tooMany(c: Context<Env>, shown: Presentation, retryAfter: number) {
    c.header('Retry-After', String(retryAfter));
    return messages[shown.language].tooManyAttempts(Math.ceil(retryAfter / 60));
  }

  /** Writes a verification link to the outbox, within the per-address budget. */
  async function sendLink(c: Context<Env>, account: Account, shown: Presentation, at: Date): Promise<void> {
    const refused = await overLimit(
      [
        [limits.signUpPerClient, clientKey(c)],
        [limits.linksPerAddress, account.email],
      ],
      at,
    );
    if (refused !== null) return;
    await mailer.sendVerification(account, await accounts.issueVerification(account.id, at), shown, at);
  }

  /** A new link when the address has an unconfirmed account; the same answer either way. */
  async function resend(c: Context<Env>, email: string, shown: Presentation, at: Date): Promise<void> {
    const account = await accounts.byEmail(email);
    if (account && !account.emailVerified) await sendLink(c, account, shown, at);
  }

  const app = new Hono<Env>();

  app.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.get('/healthz', (c) => c.text('ok'));
  app.get(stylesheetPath, (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(stylesheet);
  });

  // ---------------------------------------------------------------- interactions

  /** The interaction the browser is in, with its presentation; a stale or foreign one is an error page. */
  async function interaction(c: Context<Env>) {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
    if (details.uid !== c.req.param('uid')) throw new errors.SessionNotFound('interaction mismatch');
    const params = details.params as Record<string, string | undefined>;
    const shown = presentation(c, { site: params.site, uiLocales: params.ui_locales, returnTo: params.redirect_uri });
    const base = `${shown.mount}/interaction/${details.uid}`;
    return { details, shown, base };
  }

  /**
   * A completed sign-in, recorded at `at`. Its `ts` (its tokens' auth_time) equals the first
   * sign-in's time exactly when it is the first (provider.ts isFirstSignIn): a later one in the
   * same second, or under a clock that stands still, is put a second later.
   */
  async function signedInAt(c: Context<Env>, accountId: string, at: Date) {
    const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
    const { firstSignInAt, first } = await accounts.recordSignIn(accountId, at);
    const ts = first ? seconds(firstSignInAt) : Math.max(seconds(at), seconds(firstSignInAt) + 1);
    return finish(c, { login: { accountId, ts } });
  }

  async function finish(c: Context<Env>, result: InteractionResults) {
    const to = await provider.interactionResult(c.env.incoming, c.env.outgoing, result, {
      mergeWithLastSubmission: false,
    });
    return c.redirect(to, 303);
  }

  /**
   * A first party never sees a consent page: what its grant (made by loadExistingGrant,
   * provider.ts) lacks is added and the flow goes on.
   */
  async function grantMissing(details: Interaction): Promise<string> {
    const { accountId } = details.session ?? {};
    const clientId = String(details.params.client_id);
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId });
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    return grant.save();
  }

  const signInView = (shown: Presentation, base: string) => ({
    presentation: shown,
    action: `${base}/login`,
    signUpHref: `${base}/register`,
    cancelHref: `${base}/abort`,
  });

  app.get('/interaction/:uid', async (c) => {
    const { details, shown, base } = await interaction(c);
    if (details.prompt.name === 'login') {
      // member-and-shell.txt §4: "sign-up passes a screen hint".
      if (details.params.screen_hint === 'signup')
        return c.html(signUpPage({ presentation: shown, action: `${base}/register`, signInHref: base }));
      return c.html(signInPage(signInView(shown, base)));
    }
    return finish(c, { consent: { grantId: await grantMissing(details) } });
  });

  app.post('/interaction/:uid/login', async (c) => {
    const { shown, base } = await interaction(c);
    const body = await c.req.parseBody();
    const email = text(body, 'email').trim();
    const password = text(body, 'password');
    const view = { ...signInView(shown, base), email };
    if (!email || !password) {
      const problems = { email: email ? undefined : 'required', password: password ? undefined : 'required' } as const;
      return c.html(signInPage({ ...view, problems }), 400);
    }
    const at = now();
    const client = clientKey(c);
    const account = email.toLowerCase();
    const refused = await overLimit(
      [
        [limits.signInPerClient, client],
        [limits.signInPerAccount, account],
      ],
      at,
    );
    if (refused !== null) return c.html(signInPage({ ...view, formProblem: tooMany(c, shown, refused) }), 429);
    const signedIn = await accounts.authenticate(email, password);
    if (!signedIn) return c.html(signInPage({ ...view, wrongCredentials: true }), 401);
    await rateLimits.for(limits.signInPerClient).refund(client, at);
    await rateLimits.for(limits.signInPerAccount).refund(account, at);
    // An unconfirmed address does not stop a sign-in: its tokens say so (email_verified false,
    // first_login false after the first), and the site opens the forced e-mail validation frame
    // (member-and-shell.txt §4 Auth, decision 0047).
    return signedInAt(c, signedIn.id, at);
  });

  app.get('/interaction/:uid/register', async (c) => {
    const { shown, base } = await interaction(c);
    return c.html(signUpPage({ presentation: shown, action: `${base}/register`, signInHref: base }));
  });

  /** Validates and creates an account; the page to show instead when it cannot. */
  async function signUp(
    c: Context<Env>,
    body: Record<string, unknown>,
    shown: Presentation,
    view: { action: string; signInHref?: string; carry?: Record<string, string | undefined> },
  ) {
    const input = {
      email: text(body, 'email'),
      password: text(body, 'password'),
      givenName: text(body, 'givenName'),
      familyName: text(body, 'familyName'),
    };
    const values = { email: input.email, givenName: input.givenName, familyName: input.familyName };
    const checked = signUpProblems(input);
    if ('problems' in checked) {
      return { page: c.html(signUpPage({ presentation: shown, ...view, values, problems: checked.problems }), 400) };
    }
    const at = now();
    const refused = await overLimit([[limits.signUpPerClient, clientKey(c)]], at);
    if (refused !== null) {
      return {
        page: c.html(
          signUpPage({ presentation: shown, ...view, values, formProblem: tooMany(c, shown, refused) }),
          429,
        ),
      };
    }
    const created = await accounts.signUp(checked.data, at);
    if ('taken' in created) {
      return { page: c.html(signUpPage({ presentation: shown, ...view, values, emailTaken: true }), 409) };
    }
    await mailer.sendVerification(created.account, await accounts.issueVerification(created.account.id, at), shown, at);
    return { account: created.account, at };
  }

  app.post('/interaction/:uid/register', async (c) => {
    const { shown, base } = await interaction(c);
    const outcome = await signUp(c, await c.req.parseBody(), shown, { action: `${base}/register`, signInHref: base });
    if ('page' in outcome) return outcome.page;
    // Signing up signs in: the account's first login (first_login true), before the address is
    // confirmed (email_verified false); a later sign-in still unconfirmed gets the site's forced
    // e-mail validation frame.
    return signedInAt(c, outcome.account.id, outcome.at);
  });

  app.get('/interaction/:uid/abort', async (c) => {
    await interaction(c);
    return finish(c, { error: 'access_denied', error_description: 'The member went back to the site' });
  });

  // ---------------------------------------------------------------- standalone frames

  // The register and e-mail validation frames the site opens by address (the client status's
  // registerUrl and emailValidationUrl, member-and-shell.txt §3, §7), and the link in the mail.
  app.get('/register', (c) => {
    const shown = fromQuery(c);
    const carried = carry(shown, localReturn(c.req.query('return_to')));
    return c.html(signUpPage({ presentation: shown, action: `${shown.mount}/register`, carry: carried }));
  });

  app.post('/register', async (c) => {
    const body = await c.req.parseBody();
    const shown = fromBody(c, body);
    const returnTo = localReturn(text(body, 'return_to'));
    const carried = carry(shown, returnTo);
    const outcome = await signUp(c, body, shown, { action: `${shown.mount}/register`, carry: carried });
    if ('page' in outcome) return outcome.page;
    return c.html(
      verifyPage({
        presentation: shown,
        resent: false,
        email: outcome.account.email,
        resendAction: `${shown.mount}/verify`,
        carry: carried,
        continueHref: returnTo,
      }),
      201,
    );
  });

  app.get('/verify', (c) => {
    const shown = fromQuery(c);
    const returnTo = localReturn(c.req.query('return_to'));
    return c.html(
      verifyPage({
        presentation: shown,
        resent: false,
        email: c.req.query('email'),
        resendAction: `${shown.mount}/verify`,
        carry: carry(shown, returnTo),
        continueHref: returnTo,
      }),
    );
  });

  app.post('/verify', async (c) => {
    const body = await c.req.parseBody();
    const shown = fromBody(c, body);
    const email = text(body, 'email').trim();
    const returnTo = localReturn(text(body, 'return_to'));
    const view = {
      presentation: shown,
      email,
      resendAction: `${shown.mount}/verify`,
      carry: carry(shown, returnTo),
      continueHref: returnTo,
    };
    if (!email) return c.html(verifyPage({ ...view, resent: false, emailProblem: 'required' }), 400);
    await resend(c, email, shown, now());
    return c.html(verifyPage({ ...view, resent: true }));
  });

  app.get('/verify-email', async (c) => {
    const shown = fromQuery(c);
    const verified = await accounts.verifyEmail(c.req.query('token') ?? '', now());
    return c.html(verifiedPage(shown, verified !== null), verified ? 200 : 410);
  });

  // ---------------------------------------------------------------- development inbox

  app.get('/dev/inbox', async (c) => {
    if (!config.development) return c.notFound();
    const shown = fromQuery(c);
    return c.html(inboxPage(shown, await mailer.latest(50)));
  });

  app.onError((error, c) => {
    const shown = fromQuery(c);
    if (error instanceof errors.OIDCProviderError) {
      // A stale or missing interaction cookie (a second tab, an expired sign-in): the site starts again.
      return c.html(errorPage(shown, error.error, error.error_description), error.statusCode as 400);
    }
    console.error('[idp]', error);
    return c.html(errorPage(shown, 'server_error'), 500);
  });

  const pages = getRequestListener(app.fetch);
  const protocol = provider.callback();

  return {
    provider,
    accounts,
    mailer,
    listener(req, res) {
      acceptMount(req, config);
      res.setHeader('Content-Security-Policy', csp);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // Verification links and interaction addresses never leave in a Referer.
      res.setHeader('Referrer-Policy', 'no-referrer');
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (isOwnPath(path)) void pages(req, res);
      else protocol(req, res);
    },
  };
}
