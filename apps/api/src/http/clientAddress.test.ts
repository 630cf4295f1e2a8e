import { describe, expect, it } from 'vitest';
import { clientAddress, clientKey, trustedProxies } from './clientAddress.ts';

/** Issue 22: rate limits per client need the client's address behind the site's /api proxy. */

describe('the client address behind the site’s proxy (issue 22)', () => {
  const loopback = trustedProxies();

  it('believes X-Forwarded-For only from a trusted proxy (loopback by default)', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.4', loopback)).toBe('198.51.100.4');
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.4', loopback)).toBe('198.51.100.4');
    expect(clientAddress('::1', '2001:db8::5', loopback)).toBe('2001:db8::5');
    // Anyone else writing the header is its own client.
    expect(clientAddress('203.0.113.9', '198.51.100.4', loopback)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '198.51.100.4', trustedProxies('none'))).toBe('127.0.0.1');
  });

  it('takes the right-most untrusted hop: a browser cannot hide behind what it writes on the left', () => {
    const proxies = trustedProxies('10.0.0.0/8, 127.0.0.1');
    // browser wrote "1.1.1.1", the edge proxy appended the browser's real address, the site the edge's.
    expect(clientAddress('127.0.0.1', '1.1.1.1, 198.51.100.4, 10.0.0.7', proxies)).toBe('198.51.100.4');
    expect(clientAddress('127.0.0.1', '10.0.0.8, 10.0.0.7', proxies)).toBe('10.0.0.8');
  });

  it('reads ports and brackets, and stops at a hop that is not an address', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.4:5120', loopback)).toBe('198.51.100.4');
    expect(clientAddress('127.0.0.1', '[2001:db8::5]:443', loopback)).toBe('2001:db8::5');
    expect(clientAddress('127.0.0.1', '<script>', loopback)).toBe('127.0.0.1');
  });

  it('has no address for an in-process request (no socket)', () => {
    expect(clientAddress(undefined, '198.51.100.4', loopback)).toBeNull();
    expect(clientKey(null)).toBe('unknown');
  });

  it('refuses a malformed API_TRUSTED_PROXIES at start', () => {
    expect(() => trustedProxies('10.0.0.0/abc')).toThrow(/API_TRUSTED_PROXIES/);
    expect(() => trustedProxies('proxy.example')).toThrow(/API_TRUSTED_PROXIES/);
  });
});

describe('the rate-limit key of a client (issue 22)', () => {
  it('is an IPv4 address as it is, and an IPv6 address by its /64: one subscriber, one budget', () => {
    expect(clientKey('198.51.100.4')).toBe('198.51.100.4');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(clientKey('2001:db8:1:2::9'));
    expect(clientKey('2001:db8:1:3::9')).not.toBe(clientKey('2001:db8:1:2::9'));
    expect(clientKey('::1')).toBe('0000:0000:0000:0000::/64');
    expect(clientKey('64:ff9b::192.0.2.33')).toBe('0064:ff9b:0000:0000::/64');
  });
});
