import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import * as oidc from 'openid-client';
import { loopGuardCookieMs, matchRoute, routePath, signInCookieMs, type Language, type Site } from '@marquee/data';
import type { SiteConfig } from '../config.ts';
import type { SiteEnv } from '../env.ts';
import type { Logger } from '../logging.ts';
import { safeLocalPath } from '../redirects.ts';
import { callbackErrorOutcome, unknownProviderError } from './callbackErrors.ts';
import { authCookies, clearCookie, readableCookie, registrableDomain, type CookieScope } from './cookies.ts';
import { issueCsrfToken } from './csrf.ts';
import { frameOutcomePage } from './frameOutcome.ts';
import { createLoginProxy, throughProxy } from './loginProxy.ts';
import { createRelyingParty, type RelyingParty } from './provider.ts';
import { createSessionStore, sessionFrom, type Session } from './session.ts';
import { createTransactionStore } from './transaction.ts';

/**
 * The site as the members' backend-for-frontend (decision 0037): sign-in and its callback, the
 * session the page asks about, sign-out, and the bearer the `/api` proxy adds. Tokens stay in
 * the sealed HttpOnly session cookie; what the page's scripts can read holds none.
 */

/** What the site asks the provider for: who (openid, email, profile) and the API's scope. */
const scope = 'openid email profile member';
/** An access token this close to its expiry is refreshed before it is sent. */
export const refreshMarginSeconds = 30;
/** How long the page is told the provider was away (its alert shows once). */
const authErrorSeconds = 60;

type C = Context<SiteEnv>;

export interface MemberAuthOptions {
  config: SiteConfig;
  /** The clock of every expiry decision (decision 0025); default the system clock. */
  now?: () => Date;
  logger: Logger;
  /** NODE_ENV is production: no plain-HTTP provider. */
  production?: boolean;
}

/**
 * What `/auth/session` tells the page (pages/src/members/memberContext.ts reads it). `signInFrame`:
 * sign-in runs in the page's frame (LOGIN_FRAME=proxy, decision 0043), else by full-page redirect.
 */
export type SessionAnswer =
  | { signedIn: true; clientId: string; name: string | null; email: string | null; emailVerified: boolean }
  | { signedIn: false; resumeSignIn?: true; signInFrame?: true };

/** The proxy's verdict for one bearer call. */
export type Bearer = { authorization: string | null } | { ended: true };

export interface MemberAuth {
  signIn(c: C): Promise<Response>;
  callback(c: C): Promise<Response>;
  session(c: C): Promise<Response>;
  signOut(c: C): Promise<Response>;
  /** The Authorization header for a bearer call: the session's token (refreshed when due), none, or the session ended. */
  bearer(c: C): Promise<Bearer>;
  readonly relyingParty: RelyingParty;
  /** The provider's browser pages under `/login` (LOGIN_FRAME=proxy), or null (full-page sign-in). */
  readonly loginProxy: ((c: C) => Promise<Response>) | null;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const noStore = { 'Cache-Control': 'no-store' };

/** Paths a sign-in must never return to: they would start it again, or are no page. */
const notReturnable = /^\/(?:auth\/|callback(?:[/?#]|$)|api\/)/;

/** member §4: the member comes back where sign-in started, on this origin only; anything else is home. */
export function returnPath(value: string | undefined): string {
  const path = safeLocalPath(value);
  return path && !notReturnable.test(path) ? path : '/';
}

/** The language of the page sign-in started from: the provider's pages speak it (`ui_locales`). */
export function languageOf(site: Site, path: string): Language {
  const match = matchRoute(site.code, path);
  return match.found ? match.target.language : match.language;
}

/** Why a provider call failed, for the log: never a token, a code or a secret (only the library's words). */
const reason = (error: unknown) =>
  error instanceof Error ? { name: error.name, message: error.message, code: (error as { code?: unknown }).code } : {};

export function createMemberAuth({
  config,
  now = () => new Date(),
  logger,
  production = false,
}: MemberAuthOptions): MemberAuth {
  const relyingParty = createRelyingParty(config.oidc, { production });
  const sessions = createSessionStore(config.sessionSecret, now);
  const transactions = createTransactionStore(config.sessionSecret, now);
  const providerOrigin = new URL(config.oidc.issuer).origin;
  const proxied = config.loginFrame === 'proxy';
  /** The provider's address as this browser reaches it: under `/login` here when proxied (decision 0043). */
  const browserAddress = (address: URL) => (proxied ? throughProxy(address, providerOrigin) : address.href);
  /** One refresh per refresh token at a time: parallel calls of one page share it (a rotating provider would refuse the second). */
  const refreshing = new Map<string, Promise<Session>>();

  const scopeOf = (c: C): CookieScope => ({
    secure: c.get('facts').secure,
    host: c.get('facts').host,
    productionHosts: config.productionHosts,
  });
  const signInDomain = (c: C) => registrableDomain(c.get('facts').host, config.productionHosts);

  /** member §8: the client error page in the page's language, the code in its fragment. */
  function errorAddress(c: C, language: Language, code: string): string {
    const path = routePath(c.get('site').code, { kind: 'ErrorClient', language, params: {} }) ?? '/error-client';
    return `${path}#${code}`;
  }

  async function refreshed(session: Session): Promise<Session> {
    const token = session.refreshToken;
    if (!token) throw new Error('no refresh token');
    let pending = refreshing.get(token);
    if (!pending) {
      pending = (async () => {
        const configuration = await relyingParty.configuration();
        const tokens = await oidc.refreshTokenGrant(configuration, token, { resource: config.oidc.resource });
        return sessionFrom(tokens, now(), session);
      })();
      refreshing.set(token, pending);
      void pending.finally(() => refreshing.delete(token)).catch(() => {});
    }
    return pending;
  }

  /** The request's session with an access token good for at least the margin, or null (an ended one cleared). */
  async function currentSession(c: C): Promise<{ session: Session | null; ended: boolean }> {
    const cookies = scopeOf(c);
    const session = await sessions.read(c, cookies);
    if (!session) return { session: null, ended: false };
    if (session.accessExpiresAt - seconds(now()) > refreshMarginSeconds) return { session, ended: false };
    try {
      const renewed = await refreshed(session);
      await sessions.write(c, cookies, renewed);
      return { session: renewed, ended: false };
    } catch (error) {
      logger.warn({ err: reason(error) }, 'session refresh failed; the session ends');
      sessions.clear(c, cookies);
      return { session: null, ended: true };
    }
  }

  return {
    relyingParty,
    loginProxy: proxied ? createLoginProxy({ providerOrigin, logger }) : null,

    async signIn(c) {
      const site = c.get('site');
      const facts = c.get('facts');
      const returnTo = returnPath(c.req.query('returnTo'));
      const silent = c.req.query('prompt') === 'none';
      // Decision 0043: asked by the page's sign-in frame; only where the provider is served here.
      const frame = proxied && !silent && c.req.query('frame') === '1';
      c.header('Cache-Control', 'no-store');
      let configuration: oidc.Configuration;
      try {
        configuration = await relyingParty.configuration({ fresh: true });
      } catch (error) {
        logger.warn({ err: reason(error) }, 'the sign-in provider is not answering');
        if (frame)
          return frameOutcomePage(c, { outcome: 'unavailable' }, { returnTo, language: languageOf(site, returnTo) });
        // A silent attempt fails silently; an asked-for sign-in tells the page (its alert).
        if (!silent) setCookie(c, authCookies.authError, 'unavailable', readableCookie(scopeOf(c), authErrorSeconds));
        return c.redirect(returnTo, 303);
      }
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      await transactions.write(c, scopeOf(c), { state, nonce, verifier, returnTo, silent, frame });
      const parameters: Record<string, string> = {
        redirect_uri: `${facts.origin}/callback`,
        scope,
        resource: config.oidc.resource,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        site: site.code,
        ui_locales: languageOf(site, returnTo),
      };
      if (silent) parameters.prompt = 'none';
      // member §4 "sign-up passes a screen hint": `screen_hint=signup` (the name Auth0 reads);
      // a provider that does not know it shows its sign-in page, which links to sign-up.
      if (c.req.query('screen') === 'signup') parameters.screen_hint = 'signup';
      return c.redirect(browserAddress(oidc.buildAuthorizationUrl(configuration, parameters)), 303);
    },

    async callback(c) {
      const site = c.get('site');
      const cookies = scopeOf(c);
      c.header('Cache-Control', 'no-store');
      const transaction = await transactions.take(c, cookies);
      const returnTo = transaction?.returnTo ?? '/';
      const language = languageOf(site, returnTo);
      // Decision 0043: in the page's frame, the page is told how sign-in ended instead of being left.
      const framed = proxied && (transaction?.frame ?? c.req.header('sec-fetch-dest') === 'iframe');
      const back = (outcome: 'signedIn' | 'closed') =>
        framed ? frameOutcomePage(c, { outcome }, { returnTo, language }) : c.redirect(returnTo, 303);
      const failed = (code: string) => {
        const location = errorAddress(c, language, code);
        return framed
          ? frameOutcomePage(c, { outcome: 'failed', location }, { returnTo, language })
          : c.redirect(location, 303);
      };
      const error = c.req.query('error');
      if (error) {
        const outcome = callbackErrorOutcome(error, c.req.query('error_description'), transaction?.silent ?? false);
        return outcome.kind === 'none' ? back('closed') : failed(outcome.code);
      }
      if (!transaction) return failed(unknownProviderError);
      const url = new URL(c.req.url);
      try {
        const configuration = await relyingParty.configuration();
        const tokens = await oidc.authorizationCodeGrant(
          configuration,
          new URL(`${c.get('facts').origin}/callback${url.search}`),
          {
            pkceCodeVerifier: transaction.verifier,
            expectedState: transaction.state,
            expectedNonce: transaction.nonce,
            idTokenExpected: true,
          },
          { resource: config.oidc.resource },
        );
        await sessions.write(c, cookies, sessionFrom(tokens, now()));
      } catch (failure) {
        logger.warn({ err: reason(failure) }, 'sign-in callback refused');
        return failed(unknownProviderError);
      }
      // member §4: the sign-in cookie, 1 h, on the domain suffix in production.
      setCookie(c, authCookies.signedIn, '1', readableCookie(cookies, signInCookieMs / 1000, signInDomain(c)));
      clearCookie(c, authCookies.authError, cookies);
      issueCsrfToken(c);
      return back('signedIn');
    },

    async session(c) {
      const { session } = await currentSession(c);
      const headers = { ...noStore, Vary: 'Cookie' };
      if (session) {
        const answer: SessionAnswer = {
          signedIn: true,
          clientId: session.sub,
          name: session.name,
          email: session.email,
          emailVerified: session.emailVerified,
        };
        return c.json(answer, 200, headers);
      }
      // member §4 Route guard: a browser signed in within the hour but without a session here
      // (closed, or its session ended) may sign in again silently, once per loop-guard period.
      if (getCookie(c, authCookies.signedIn) && !getCookie(c, authCookies.loopGuard)) {
        setCookie(c, authCookies.loopGuard, '1', readableCookie(scopeOf(c), loopGuardCookieMs / 1000));
        return c.json({ signedIn: false, resumeSignIn: true } satisfies SessionAnswer, 200, headers);
      }
      return c.json(
        { signedIn: false, ...(proxied ? { signInFrame: true } : {}) } satisfies SessionAnswer,
        200,
        headers,
      );
    },

    async signOut(c) {
      const facts = c.get('facts');
      const cookies = scopeOf(c);
      const session = await sessions.read(c, cookies);
      sessions.clear(c, cookies);
      clearCookie(c, authCookies.signedIn, cookies, signInDomain(c));
      clearCookie(c, authCookies.loopGuard, cookies);
      let location = '/';
      try {
        const configuration = await relyingParty.configuration();
        if (session?.refreshToken) {
          await oidc
            .tokenRevocation(configuration, session.refreshToken, { token_type_hint: 'refresh_token' })
            .catch((error: unknown) => logger.warn({ err: reason(error) }, 'refresh token revocation failed'));
        }
        if (configuration.serverMetadata().end_session_endpoint) {
          const language = c.req.query('language');
          location = browserAddress(
            oidc.buildEndSessionUrl(configuration, {
              post_logout_redirect_uri: `${facts.origin}/`,
              ...(session?.idToken ? { id_token_hint: session.idToken } : { client_id: config.oidc.clientId }),
              ...(language && c.get('site').languages.includes(language as Language) ? { ui_locales: language } : {}),
            }),
          );
        }
      } catch (error) {
        // The provider away: the session here is over all the same; the member stays on the site.
        logger.warn({ err: reason(error) }, 'the sign-in provider is not answering at sign-out');
      }
      return c.json({ location }, 200, noStore);
    },

    async bearer(c) {
      const { session, ended } = await currentSession(c);
      if (ended) return { ended: true };
      return { authorization: session ? `Bearer ${session.accessToken}` : null };
    },
  };
}
