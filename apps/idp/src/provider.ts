import Provider, { errors, type ClientMetadata, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Accounts, Account } from './accounts.ts';
import { createAdapterFactory } from './adapter.ts';
import type { IdpConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { SharedSecrets } from './db/secrets.ts';
import { isFramed, mountOf } from './mount.ts';
import { presentationFor } from './pages/presentation.ts';
import { errorPage, signedOutPage, signOutPage } from './pages/views.ts';

/** The API's scope: what its access tokens allow (the member calls, member-and-shell.txt §7). */
export const apiScope = 'member';
/** The OpenID scopes the site asks for, and the claims each carries. */
const oidcScopes = ['openid', 'offline_access', 'email', 'profile'];
const claims = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['given_name', 'family_name', 'name'],
};

const minutes = (count: number) => count * 60;
const days = (count: number) => count * 24 * 60 * 60;

/** The standard claims of an account (sub is the account id). */
export function claimsOf(account: Account) {
  return {
    sub: account.id,
    email: account.email,
    email_verified: account.emailVerified,
    given_name: account.givenName,
    family_name: account.familyName,
    name: `${account.givenName} ${account.familyName}`,
  };
}

/**
 * The sign-in behind a token is the account's first when it happened at the account's first
 * sign-in: app.ts gives each sign-in the time it records (`ts`), in seconds like `auth_time`.
 */
export function isFirstSignIn(account: Account, authTime: number | undefined): boolean {
  return (
    account.firstSignInAt !== null &&
    authTime !== undefined &&
    authTime === Math.floor(account.firstSignInAt.getTime() / 1000)
  );
}

function siteClient(config: IdpConfig): ClientMetadata {
  const { client } = config;
  return {
    client_id: client.clientId,
    ...(client.clientSecret
      ? { client_secret: client.clientSecret, token_endpoint_auth_method: 'client_secret_basic' }
      : { token_endpoint_auth_method: 'none' }),
    client_name: 'Marquee',
    redirect_uris: client.redirectUris,
    post_logout_redirect_uris: client.postLogoutRedirectUris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    id_token_signed_response_alg: 'RS256',
  };
}

/** The site's language and brand for a page the provider renders itself (logout, errors). */
function presentationOf(ctx: KoaContextWithOIDC, config: IdpConfig) {
  const params = (ctx.oidc?.params ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return presentationFor(
    {
      site: text(params.site),
      uiLocales: text(params.ui_locales),
      returnTo: text(params.post_logout_redirect_uri) ?? text(params.redirect_uri),
      mount: mountOf(ctx.req),
      framed: isFramed(ctx.req),
    },
    config.productionHosts,
  );
}

export function createProvider({
  config,
  db,
  secrets,
  accounts,
}: {
  config: IdpConfig;
  db: Database;
  secrets: SharedSecrets;
  accounts: Accounts;
}): Provider {
  const configuration: Configuration = {
    adapter: createAdapterFactory(db),
    clients: [siteClient(config)],
    jwks: { keys: [secrets.signingKey] },
    cookies: {
      // Shared by every instance on the database, so each reads the others' cookies.
      keys: secrets.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: oidcScopes,
    claims,
    // The ID token carries the profile and e-mail claims too: the site needs no userinfo call.
    conformIdTokenClaims: false,
    // `site` themes the pages; `screen_hint=signup` (the spec's sign-up "screen hint") opens the
    // sign-up page instead of the sign-in page.
    extraParams: ['site', 'screen_hint'],
    pkce: { required: () => true },
    responseTypes: ['code'],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
    enabledJWA: { idTokenSigningAlgValues: ['RS256'] },
    async findAccount(_ctx, sub) {
      const account = await accounts.byId(sub);
      if (!account) return undefined;
      return { accountId: account.id, claims: () => claimsOf(account) };
    },
    // The site is first-party and registered by configuration: it never asks for consent. Its
    // first grant holds the scopes and claims of a sign-in and the API's scope; anything else it
    // asks for later (offline_access) is granted by the consent step (app.ts) without a page.
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(Object.values(claims).flat());
      grant.addResourceScope(config.apiAudience, apiScope);
      await grant.save();
      return grant;
    },
    // Every sign-in of the site gets a refresh token (no offline_access dance for a first party).
    // Without offline_access it ends with the provider session: signing out ends it.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Under the mount a site's proxy asked for (mount.ts): the browser follows it on the site's origin.
    interactions: { url: (ctx, interaction) => `${mountOf(ctx.req)}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      // A client revokes only its own tokens (the site at sign-out); the one client is confidential,
      // so another client's token is refused outright rather than ignored.
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => {
          if (token.clientId === client.clientId) return true;
          if (client.clientAuthMethod === 'none') return false;
          throw new errors.InvalidRequest('client is not authorized to revoke the presented token');
        },
      },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx, _client, oneOf) => oneOf ?? undefined,
        useGrantedResource: () => false,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== config.apiAudience) throw new errors.InvalidTarget();
          return {
            scope: apiScope,
            audience: config.apiAudience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: minutes(10),
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = signOutPage(presentationOf(ctx, config), form);
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = signedOutPage(presentationOf(ctx, config));
        },
      },
    },
    // member-and-shell.txt §3: a token identity (sub, iss, email, family_name, exp) maps to a
    // reduced client: the API's access tokens carry the member's identity claims, read afresh at
    // each token (a refresh after the address is confirmed says so), and `first_login`, whether
    // the sign-in behind the token is the account's first (§4 Auth; decision 0047).
    async extraTokenClaims(ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId || !('aud' in token) || !token.aud) return undefined;
      const account = await accounts.byId(token.accountId);
      if (!account) return undefined;
      const { sub: _sub, name: _name, ...identity } = claimsOf(account);
      const { AuthorizationCode: code, RefreshToken: refresh } = ctx.oidc.entities;
      return { ...identity, first_login: isFirstSignIn(account, code?.authTime ?? refresh?.authTime) };
    },
    ttl: {
      AccessToken: minutes(10),
      AuthorizationCode: 60,
      IdToken: minutes(60),
      Interaction: minutes(60),
      RefreshToken: days(14),
      Session: days(14),
      Grant: days(14),
    },
    clientBasedCORS: () => false,
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(presentationOf(ctx, config), String(out.error), out.error_description);
    },
  };
  const provider = new Provider(config.issuer, configuration);
  provider.proxy = config.trustProxy;
  return provider;
}
