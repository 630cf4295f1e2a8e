import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from './db/database.ts';
import {
  attributesOf,
  Browser,
  folded,
  linkHref,
  postLogoutRedirectUri,
  redirectUri,
  site,
  startIdp,
  type RunningIdp,
} from './test/harness.ts';

/**
 * The whole member journey against a real provider on a loopback port and a real PGlite,
 * driven with openid-client (the relying-party library the site uses) and a browser stand-in.
 */

const api = 'urn:marquee:api';
const scope = 'openid email profile member';
let database: OpenDatabase;
let running: RunningIdp;
let client: oidc.Configuration;

beforeAll(async () => {
  database = await openDatabase({});
  running = await startIdp({ db: database.db });
  client = await oidc.discovery(new URL(running.url), site.clientId, undefined, oidc.ClientSecretBasic(site.secret), {
    execute: [oidc.allowInsecureRequests],
  });
});

afterAll(async () => {
  await running?.close();
  await database?.close();
});

async function signUp(browser: Browser, email: string, password = 'correct horse battery') {
  const { response } = await browser.submit(`${running.url}/register`, {
    site: 'fr',
    ui_locales: 'en',
    givenName: 'Ada',
    familyName: 'Lovelace',
    email,
    password,
  });
  return response;
}

/** The verification link mailed to `email`, read from the development inbox. */
async function inboxLink(browser: Browser, email: string): Promise<string> {
  const inbox = await (await browser.request(`${running.url}/dev/inbox?ui_locales=en`)).text();
  const row = inbox.split('<tr>').find((part) => part.includes(email));
  const link = row && linkHref(row, 'Open the link');
  if (!link) throw new Error(`no link for ${email} in the inbox`);
  return link;
}

async function authorize(browser: Browser, extra: Record<string, string> = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: redirectUri,
    scope,
    resource: api,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    site: 'fr',
    ui_locales: 'en',
    ...extra,
  });
  const { response, url: at } = await browser.follow(url.href);
  return { verifier, state, response, at };
}

async function signIn(browser: Browser, email: string, password: string) {
  const started = await authorize(browser);
  expect(started.response.status).toBe(200);
  const action = new URL(started.at).pathname + '/login';
  const { response, url } = await browser.submit(`${running.url}${action}`, { email, password });
  return { ...started, response, url, action };
}

describe('a member signs up, verifies, signs in and out (issue 19: the development provider)', () => {
  it('sign-up -> dev inbox -> verify -> PKCE sign-in -> tokens the API can verify -> userinfo -> refresh -> end session', async () => {
    const browser = new Browser();
    const email = 'ada@example.com';

    const created = await signUp(browser, email);
    expect(created.status).toBe(201);
    expect(await created.text()).toContain('Confirm your e-mail address');

    const verified = await browser.request(await inboxLink(browser, email));
    expect(verified.status).toBe(200);
    expect(await verified.text()).toContain('Your e-mail address is confirmed.');

    const { verifier, state, response, url } = await signIn(browser, email, 'correct horse battery');
    expect(response.status).toBe(303);
    expect(url.startsWith(redirectUri)).toBe(true);

    const tokens = await oidc.authorizationCodeGrant(
      client,
      new URL(url),
      { pkceCodeVerifier: verifier, expectedState: state, idTokenExpected: true },
      { resource: api },
    );
    const identity = tokens.claims();
    expect(identity).toMatchObject({
      iss: running.url,
      aud: site.clientId,
      email,
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
    });
    const account = await running.idp.accounts.byEmail(email);
    expect(identity?.sub).toBe(account?.id);
    expect(decodeProtectedHeader(tokens.id_token!).alg).toBe('RS256');

    // The API's check (issue 19): signature against the JWKS, issuer, audience, expiry, algorithm.
    const jwks = createRemoteJWKSet(new URL(client.serverMetadata().jwks_uri!));
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer: running.url,
      audience: api,
      algorithms: ['RS256'],
      typ: 'at+jwt',
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      sub: account?.id,
      scope: 'member',
      client_id: site.clientId,
      email,
      family_name: 'Lovelace',
    });
    expect(payload.exp! - payload.iat!).toBe(600);
    await expect(
      jwtVerify(tokens.access_token, jwks, { issuer: running.url, audience: site.clientId }),
    ).rejects.toThrow(/aud/);

    // A refresh without a resource gets a token for the userinfo endpoint.
    expect(tokens.refresh_token).toBeTruthy();
    const forUserinfo = await oidc.refreshTokenGrant(client, tokens.refresh_token!);
    const userinfo = await oidc.fetchUserInfo(client, forUserinfo.access_token, account!.id);
    expect(userinfo).toMatchObject({ email, email_verified: true, given_name: 'Ada', family_name: 'Lovelace' });
    const refreshed = await oidc.refreshTokenGrant(client, tokens.refresh_token!, { resource: api });
    await expect(jwtVerify(refreshed.access_token, jwks, { issuer: running.url, audience: api })).resolves.toBeTruthy();

    // RP-initiated logout: the provider asks, the member confirms, the browser returns to the site.
    const endSession = oidc.buildEndSessionUrl(client, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: postLogoutRedirectUri,
      state: 'bye',
      ui_locales: 'en',
    });
    const confirm = await browser.request(endSession.href);
    const page = await confirm.text();
    expect(page).toContain('Do you want to sign out?');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    const action = /id="op.logoutForm" method="post" action="([^"]+)"/.exec(page)?.[1];
    const out = await browser.submit(action!, { xsrf: xsrf!, logout: 'yes' });
    expect(out.url).toBe(`${postLogoutRedirectUri}?state=bye`);

    // The provider session is over: its refresh token is dead and the next sign-in asks again.
    await expect(oidc.refreshTokenGrant(client, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    const again = await authorize(browser);
    expect(again.response.status).toBe(200);
    expect(await again.response.text()).toContain('<h1>Sign in</h1>');
  });

  it('a wrong password is refused on the form, said on the password field, which takes the focus', async () => {
    const browser = new Browser();
    await signUp(browser, 'wrong@example.com');
    const { response } = await signIn(browser, 'wrong@example.com', 'not the password');
    expect(response.status).toBe(401);
    const page = folded(await response.text());
    expect(page).toContain('<title>There is a problem: Sign in – Marquee</title>');
    expect(page).toMatch(/id="field-password-error">\s*The e-mail address or the password is wrong.\s*<\/p>/);
    expect(attributesOf(page, { id: 'field-password' })).toMatchObject({
      type: 'password',
      'aria-describedby': 'field-password-error',
      'aria-invalid': 'true',
      autofocus: '',
    });
    expect(attributesOf(page, { id: 'field-email' })).not.toHaveProperty('autofocus');
    expect(page).toContain('<a href="#field-password">');
  });

  it('decision 0047, member §3/§4: the API token says email_verified and first_login; an unconfirmed address no longer stops a later sign-in', async () => {
    const email = 'unverified@example.com';
    await signUp(new Browser(), email);
    const tokensOf = async (started: Awaited<ReturnType<typeof signIn>>) =>
      oidc.authorizationCodeGrant(
        client,
        new URL(started.url),
        { pkceCodeVerifier: started.verifier, expectedState: started.state },
        { resource: api },
      );
    const apiClaims = (token: string) => {
      const { email_verified, first_login } = decodeJwt(token);
      return { email_verified, first_login };
    };

    // The first sign-in, before the address is confirmed: first login, the whole session long.
    const first = await signIn(new Browser(), email, 'correct horse battery');
    expect(first.response.status).toBe(303);
    const firstTokens = await tokensOf(first);
    expect(firstTokens.claims()).toMatchObject({ email, email_verified: false });
    expect(apiClaims(firstTokens.access_token)).toEqual({ email_verified: false, first_login: true });
    const stillFirst = await oidc.refreshTokenGrant(client, firstTokens.refresh_token!, { resource: api });
    expect(apiClaims(stillFirst.access_token)).toEqual({ email_verified: false, first_login: true });

    // A later sign-in still unconfirmed passes: the site forces the e-mail validation frame.
    const second = await signIn(new Browser(), email, 'correct horse battery');
    expect(second.response.status).toBe(303);
    const secondTokens = await tokensOf(second);
    expect(apiClaims(secondTokens.access_token)).toEqual({ email_verified: false, first_login: false });

    // The link opened, the next token of the same sign-in says so.
    const browser = new Browser();
    await browser.request(await inboxLink(browser, email));
    const confirmed = await oidc.refreshTokenGrant(client, secondTokens.refresh_token!, { resource: api });
    expect(apiClaims(confirmed.access_token)).toEqual({ email_verified: true, first_login: false });
  });

  it('decision 0047: the standalone e-mail validation frame says what to do and leads back only to a local return_to', async () => {
    const browser = new Browser();
    const page = (query: string) =>
      browser
        .request(`${running.url}/verify?site=fr&ui_locales=en&email=a%40example.com${query}`)
        .then((r) => r.text());
    const forced = folded(await page('&return_to=%2Fauth%2Fsign-in%3Fframe%3D1%26returnTo%3D%252F'));
    expect(forced).toContain('Your account is waiting for this address to be confirmed.');
    expect(forced).toContain('<a class="button primary" href="/auth/sign-in?frame=1&amp;returnTo=%2F">');
    expect(forced).toContain('I have confirmed my address: continue');
    expect(forced).toContain('<input type="hidden" name="return_to" value="/auth/sign-in?frame=1&amp;returnTo=%2F" />');
    for (const foreign of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      const plain = await page(`&return_to=${encodeURIComponent(foreign)}`);
      expect(plain, foreign).not.toContain('I have confirmed my address');
      expect(plain, foreign).not.toContain('evil.example');
    }
  });

  it('sign-up inside the sign-in frame signs the new member in at once', async () => {
    const browser = new Browser();
    const started = await authorize(browser);
    const register = `${new URL(started.at).pathname}/register`;
    const form = await (await browser.request(`${running.url}${register}`)).text();
    expect(form).toContain('<h1>Create your account</h1>');
    const { response, url } = await browser.submit(`${running.url}${register}`, {
      givenName: 'Grace',
      familyName: 'Hopper',
      email: 'grace@example.com',
      password: 'correct horse battery',
    });
    expect(response.status).toBe(303);
    const tokens = await oidc.authorizationCodeGrant(client, new URL(url), {
      pkceCodeVerifier: started.verifier,
      expectedState: started.state,
    });
    expect(tokens.claims()).toMatchObject({ email: 'grace@example.com', given_name: 'Grace', email_verified: false });
  });

  it('member-and-shell.txt §4 "sign-up passes a screen hint": screen_hint=signup opens the sign-up page', async () => {
    const hinted = await authorize(new Browser(), { screen_hint: 'signup' });
    expect(hinted.response.status).toBe(200);
    const page = await hinted.response.text();
    expect(page).toContain('<h1>Create your account</h1>');
    expect(page).toContain(`action="${new URL(hinted.at).pathname}/register"`);
    const plain = await authorize(new Browser());
    expect(await plain.response.text()).not.toContain('<h1>Create your account</h1>');
  });

  it('sign-up problems are listed, linked to their fields and the first field in error takes the focus', async () => {
    const browser = new Browser();
    const response = await browser.submit(`${running.url}/register`, {
      site: 'nl',
      ui_locales: 'nl',
      givenName: '',
      familyName: 'Jansen',
      email: 'not-an-address',
      password: 'short',
    });
    expect(response.response.status).toBe(400);
    const page = folded(await response.response.text());
    expect(attributesOf(page, { tag: 'html' })).toEqual({ lang: 'nl', class: 'theme-benelux' });
    expect(page).toContain('<a href="#field-givenName">Vul dit veld in.</a>');
    expect(page).toContain('<a href="#field-email">Vul een e-mailadres in, zoals naam@voorbeeld.nl.</a>');
    expect(page).toContain('<a href="#field-password">Het wachtwoord is te kort.</a>');
    expect(attributesOf(page, { id: 'field-givenName' })).toMatchObject({
      'aria-describedby': 'field-givenName-error',
      'aria-invalid': 'true',
      autofocus: '',
    });
    expect(attributesOf(page, { id: 'field-password' })).toMatchObject({
      'aria-describedby': 'field-password-hint field-password-error',
      'aria-invalid': 'true',
    });
    expect(attributesOf(page, { id: 'field-password' })).not.toHaveProperty('autofocus');
    expect(attributesOf(page, { id: 'field-familyName' })).toMatchObject({ value: 'Jansen' });
    expect(attributesOf(page, { id: 'field-password' })).not.toHaveProperty('value');

    expect((await signUp(browser, 'twice@example.com')).status).toBe(201);
    const taken = await signUp(browser, 'Twice@Example.com');
    expect(taken.status).toBe(409);
    expect(await taken.text()).toContain('An account already uses this e-mail address.');
  });

  it('PKCE is required: an authorization request without a code challenge is refused', async () => {
    const url = oidc.buildAuthorizationUrl(client, { redirect_uri: redirectUri, scope, state: 'x' });
    const { url: to } = await new Browser().follow(url.href);
    const answer = new URL(to);
    expect(answer.origin + answer.pathname).toBe(redirectUri);
    expect(answer.searchParams.get('error')).toBe('invalid_request');
    expect(answer.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('an unregistered redirect_uri is refused on a themed error page, never redirected to', async () => {
    const url = oidc.buildAuthorizationUrl(client, {
      redirect_uri: 'https://evil.example/callback',
      scope,
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      ui_locales: 'de',
      site: 'ch',
    });
    const response = await new Browser().request(url.href);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const page = folded(await response.text());
    expect(attributesOf(page, { tag: 'html' })).toEqual({ lang: 'de', class: 'theme-default' });
    expect(page).toContain('<code>invalid_redirect_uri</code>');
  });
});
