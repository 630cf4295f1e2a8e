import { describe, expect, it } from 'vitest';
import {
  baseSecurityHeaders,
  captchaFrameSources,
  contentSecurityPolicy,
  createNonce,
  withCharset,
} from './security.ts';

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('Security headers (issue 8, OWASP ASVS 5 level 2)', () => {
  it('a nonce is fresh per response and carries at least 128 bits', () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64').length).toBeGreaterThanOrEqual(16);
  });

  it('scripts need the nonce (strict-dynamic), never unsafe-inline or unsafe-eval', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc', secure: false }));
    expect(policy.get('script-src')).toEqual(["'nonce-abc'", "'strict-dynamic'"]);
    expect(policy.get('script-src')?.join(' ')).not.toMatch(/unsafe/);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    // Style elements need the nonce or the origin; only attributes are let through (decision 0015).
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it("decision 0043: the sign-in frame is this origin's own (no other sign-in origin may be framed), and HTTPS pages upgrade stray http: resources", () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'n', secure: true }));
    expect(policy.get('frame-src')?.filter((source) => !/youtube|vimeo/.test(source))).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('decision 0053: connect-src is the origin alone, plus the origins of the tag manager and widgets a deployment configures', () => {
    expect(directives(contentSecurityPolicy({ nonce: 'n', secure: false })).get('connect-src')).toEqual(["'self'"]);
    const configured = contentSecurityPolicy({
      nonce: 'n',
      secure: false,
      connectOrigins: ['https://chat.example.net'],
    });
    expect(directives(configured).get('connect-src')).toEqual(["'self'", 'https://chat.example.net']);
  });

  it("decision 0059: reCAPTCHA's frames join frame-src only when its script is another origin's (Google's by default); the demo's path adds none", () => {
    expect(captchaFrameSources('https://www.google.com/recaptcha/api.js')).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(captchaFrameSources('https://www.recaptcha.net/recaptcha/api.js')).toEqual([
      'https://www.recaptcha.net/recaptcha/',
    ]);
    expect(captchaFrameSources('/api/demo/widgets/recaptcha.js')).toEqual([]);
    expect(captchaFrameSources(null)).toEqual([]);
    const policy = contentSecurityPolicy({
      nonce: 'n',
      secure: true,
      frameSources: captchaFrameSources('https://www.google.com/recaptcha/api.js'),
    });
    expect(directives(policy).get('frame-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://www.google.com/recaptcha/']),
    );
    expect(directives(policy).get('script-src')).toEqual(["'nonce-n'", "'strict-dynamic'"]);
  });

  it('nosniff, strict-origin-when-cross-origin, COOP, Permissions-Policy everywhere; HSTS only over HTTPS', () => {
    const plain = baseSecurityHeaders({ secure: false });
    expect(plain['X-Content-Type-Options']).toBe('nosniff');
    expect(plain['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(plain['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(plain['Permissions-Policy']).toContain('geolocation=(self)');
    expect(plain['Permissions-Policy']).toContain('camera=()');
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    expect(baseSecurityHeaders({ secure: true })['Strict-Transport-Security']).toMatch(
      /^max-age=\d{8,}; includeSubDomains$/,
    );
  });

  it('text content types get a charset; binary ones are left alone', () => {
    expect(withCharset('text/html')).toBe('text/html; charset=utf-8');
    expect(withCharset('application/json')).toBe('application/json; charset=utf-8');
    expect(withCharset('text/javascript')).toBe('text/javascript; charset=utf-8');
    expect(withCharset('image/svg+xml')).toBe('image/svg+xml; charset=utf-8');
    expect(withCharset('application/problem+json')).toBe('application/problem+json; charset=utf-8');
    expect(withCharset('text/css; charset=UTF-8')).toBe('text/css; charset=UTF-8');
    expect(withCharset('font/woff2')).toBe('font/woff2');
    expect(withCharset(null)).toBeNull();
  });
});
