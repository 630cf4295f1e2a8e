import { describe, expect, it } from 'vitest';
import { isBearerCall } from './bearerCalls.ts';
import { registrableDomain } from './cookies.ts';
import { csrfRefusal } from './csrf.ts';
import { isLoopback } from './provider.ts';

describe('issue 19: which proxied calls carry the member bearer (registry `bearer: true`, member-and-shell.txt §7)', () => {
  it.each([
    ['GET', '/api/client/abc', true],
    ['HEAD', '/api/client/abc', true],
    ['POST', '/api/client/abc/cinema/marquee-wepler', true],
    ['DELETE', '/api/client/abc/cinema/marquee-wepler', true],
    ['POST', '/api/client/abc/show/orbite/intention', true],
    ['GET', '/api/accounts/me', true],
    ['GET', '/api/v1/accounts/me', true],
    ['PATCH', '/api/v1/accounts/me/cinemas', true],
    ['GET', '/api/en/accounts/me/cinemas', true],
    ['GET', '/api/shows', false],
    ['GET', '/api/webview', false],
    ['POST', '/api/logout', false],
    ['GET', '/api/client/abc/extra', false],
    ['GET', '/api/v1/client/abc', false],
    ['PUT', '/api/client/abc', false],
  ])('%s %s -> %s', (method, path, expected) => {
    expect(isBearerCall(method, path)).toBe(expected);
  });
});

describe('member §4: the sign-in cookie is scoped to the domain suffix in production only', () => {
  const hosts = { 'marquee.fr': 'fr', 'marquee.nl': 'nl' } as const;
  it.each([
    ['www.marquee.fr', 'marquee.fr'],
    ['www-staging1.marquee.fr:443', 'marquee.fr'],
    ['marquee.nl', 'marquee.nl'],
    ['fr.localhost:3000', undefined],
    ['localhost', undefined],
    ['www.elsewhere.example', undefined],
  ])('%s -> %s', (host, expected) => {
    expect(registrableDomain(host, hosts)).toBe(expected);
  });
});

describe('issue 19 CSRF: the decision table of a request to the site (server/auth/csrf.ts)', () => {
  const origin = 'https://www.marquee.fr';
  const token = 'a'.repeat(43);
  const ask = (method: string, headers: Record<string, string>, cookieToken: string | undefined) =>
    csrfRefusal({ method, headers: new Headers(headers), cookieToken }, origin);
  const good = { 'x-xsrf-token': token, origin, 'sec-fetch-site': 'same-origin' };

  it('reads pass unchecked; a write from the page with the token passes (older browsers: no fetch metadata)', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(ask(method, {}, undefined)).toBeNull();
    expect(ask('POST', good, token)).toBeNull();
    expect(ask('DELETE', { 'x-xsrf-token': token }, token)).toBeNull();
  });

  it.each([
    ['no cookie', good, undefined],
    ['no header', { ...good, 'x-xsrf-token': '' }, token],
    ['another token', { ...good, 'x-xsrf-token': 'b'.repeat(43) }, token],
    ['a shorter token', { ...good, 'x-xsrf-token': 'a' }, token],
    ['Sec-Fetch-Site cross-site', { ...good, 'sec-fetch-site': 'cross-site' }, token],
    ['Sec-Fetch-Site same-site', { ...good, 'sec-fetch-site': 'same-site' }, token],
    ['Origin of another site', { ...good, origin: 'https://evil.example' }, token],
    ['Origin over plain HTTP', { ...good, origin: 'http://www.marquee.fr' }, token],
    ['Origin null', { ...good, origin: 'null' }, token],
  ])('a write with %s is refused', (_label, headers, cookie) => {
    expect(ask('POST', headers, cookie)).not.toBeNull();
  });
});

describe('decision 0037: plain HTTP to the provider only on this machine once the site runs in production', () => {
  it('a loopback issuer is this machine (npm start, the e2e stack); any other host is not', () => {
    for (const issuer of [
      'http://localhost:5600',
      'http://idp.localhost:5600',
      'http://127.0.0.1:5610',
      'http://[::1]:5600',
    ])
      expect(isLoopback(issuer), issuer).toBe(true);
    for (const issuer of [
      'http://login.marquee.example',
      'http://localhost.evil.example',
      'http://128.0.0.1',
      'nonsense',
    ])
      expect(isLoopback(issuer), issuer).toBe(false);
  });
});
