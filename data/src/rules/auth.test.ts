import { describe, expect, it } from 'vitest';
import { clientTokenClaims, forceAuthRequired, identityProviderError, type DeviceFacts } from './auth.ts';

const base64Url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const token = (payload: unknown) => `${base64Url('{"alg":"RS256"}')}.${base64Url(JSON.stringify(payload))}.signature`;
const now = new Date('2026-09-11T10:00:00Z');
const nowSeconds = now.getTime() / 1000;

describe('member-and-shell.txt §5 A client token past its expiry, or malformed, counts as no client', () => {
  it('reads the claims of a token still valid, without verifying the signature', () => {
    const claims = { sub: 'client-1', email: 'léa@example.fr', family_name: 'Dupré', exp: nowSeconds + 1 };
    expect(clientTokenClaims(token(claims), now)).toEqual(claims);
  });

  it('is no client at exactly the expiry and after it', () => {
    expect(clientTokenClaims(token({ sub: 'x', exp: nowSeconds }), now)).toBeNull();
    expect(clientTokenClaims(token({ sub: 'x', exp: nowSeconds - 3600 }), now)).toBeNull();
  });

  it.each([
    ['no token', undefined],
    ['empty', ''],
    ['two parts', 'a.b'],
    ['not base64url', 'a.!!!.c'],
    ['not JSON', `a.${base64Url('not json')}.c`],
    ['an array payload', token([1])],
    ['no exp', token({ sub: 'x' })],
    ['a string exp', token({ exp: String(nowSeconds + 60) })],
  ])('is no client for %s', (_, value) => {
    expect(clientTokenClaims(value, now)).toBeNull();
  });
});

describe('member-and-shell.txt §8 Identity-provider messages', () => {
  it('passes IDP-… on as is', () => {
    expect(identityProviderError('IDP-042')).toBe('IDP-042');
  });
  it('treats Login required as no error', () => {
    expect(identityProviderError('Login required')).toBeNull();
    expect(identityProviderError(undefined)).toBeNull();
  });
  it('turns anything else into IDP-NR', () => {
    expect(identityProviderError('Network error')).toBe('IDP-NR');
    expect(identityProviderError('idp-042')).toBe('IDP-NR');
  });
});

describe('member-and-shell.txt §4 Force-auth is required', () => {
  const desktop: DeviceFacts = {
    isMobile: false,
    isProviderApp: false,
    browser: 'other',
    hasServiceWorker: true,
    hasIndexedDb: true,
  };
  const gib = 1024 ** 3;

  it('on mobile devices that are not the provider app', () => {
    expect(forceAuthRequired({ ...desktop, isMobile: true })).toBe(true);
    expect(forceAuthRequired({ ...desktop, isMobile: true, isProviderApp: true })).toBe(false);
  });

  it('on Safari', () => {
    expect(forceAuthRequired({ ...desktop, browser: 'safari' })).toBe(true);
  });

  it('in Chrome 76 or later when available storage is below twice the heap limit (1 GiB by default)', () => {
    const chrome = { ...desktop, browser: 'chrome' as const, browserMajorVersion: 76 };
    expect(forceAuthRequired({ ...chrome, availableStorageBytes: 2 * gib - 1 })).toBe(true);
    expect(forceAuthRequired({ ...chrome, availableStorageBytes: 2 * gib })).toBe(false);
    expect(forceAuthRequired({ ...chrome, availableStorageBytes: 7 * gib, heapLimitBytes: 4 * gib })).toBe(true);
    expect(forceAuthRequired({ ...chrome, browserMajorVersion: 75, availableStorageBytes: 1 })).toBe(false);
    expect(forceAuthRequired(chrome)).toBe(false);
  });

  it('on Firefox without service workers', () => {
    expect(forceAuthRequired({ ...desktop, browser: 'firefox', hasServiceWorker: false })).toBe(true);
    expect(forceAuthRequired({ ...desktop, browser: 'firefox' })).toBe(false);
  });

  it('on IE or Edge without indexedDB', () => {
    expect(forceAuthRequired({ ...desktop, browser: 'ie', hasIndexedDb: false })).toBe(true);
    expect(forceAuthRequired({ ...desktop, browser: 'edge', hasIndexedDb: false })).toBe(true);
    expect(forceAuthRequired({ ...desktop, browser: 'edge' })).toBe(false);
  });

  it('not on other desktop browsers', () => {
    expect(forceAuthRequired({ ...desktop, hasServiceWorker: false, hasIndexedDb: false })).toBe(false);
  });
});
