import { randomBytes } from 'node:crypto';

/**
 * OWASP ASVS 5 level 2 response headers (docs/decisions/0015-site-security-headers.md).
 * Pure functions of the request's facts, so the same rules serve the Hono server, the React
 * Router middleware and the tests.
 */

/** A fresh script nonce per response: 128 bits from the system CSPRNG, base64. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export interface CspOptions {
  nonce: string;
  /** Served over HTTPS: upgrade any stray http: sub-resource. */
  secure: boolean;
  /**
   * Origins the configured tag manager and widgets send to (decision 0053); their scripts need
   * nothing here: they run under the nonce.
   */
  connectOrigins?: readonly string[];
  /** What the configured captcha frames (decision 0059, `captchaFrameSources`). */
  frameSources?: readonly string[];
}

/**
 * What reCAPTCHA frames when its script comes from another origin (decision 0059): its pages under
 * that origin's /recaptcha/, and Google's recaptcha.google.com beside www.google.com (Google's CSP
 * guidance). The scripts it loads (gstatic) run under `strict-dynamic`. A script on the site's own
 * path (the demo's stand-in) frames nothing: none is added.
 */
export function captchaFrameSources(scriptUrl: string | null): string[] {
  if (!scriptUrl || !URL.canParse(scriptUrl)) return [];
  const url = new URL(scriptUrl);
  if (url.protocol !== 'https:') return [];
  const sources = [`${url.origin}/recaptcha/`];
  if (url.origin === 'https://www.google.com') sources.push('https://recaptcha.google.com/recaptcha/');
  return sources;
}

/** Video players the trailer pop-in may frame (catalogue.txt §3 Video providers). */
const videoFrameOrigins = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];

/**
 * Scripts run only with this response's nonce, or when a nonced script loads them
 * (`strict-dynamic`): no `unsafe-inline`, no `unsafe-eval`. Style elements need the nonce or our
 * origin; style *attributes* stay allowed because server-rendered React Aria markup carries them
 * (visually hidden inputs, popover placement) and a blocked attribute would show what should be
 * hidden — an attribute cannot run script or load from another origin under this policy.
 */
export function contentSecurityPolicy({ nonce, secure, connectOrigins = [], frameSources = [] }: CspOptions): string {
  // 'self': the sign-in frame (member-and-shell.txt §1) is the provider's pages served under this
  // origin (decision 0043); no other origin's sign-in may be framed.
  const frames = ["'self'", ...videoFrameOrigins, ...frameSources];
  const directives = [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectOrigins].join(' '),
    "media-src 'self' https:",
    `frame-src ${frames.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // The sign-in frame is ours (/login/…, /callback) inside our page; nothing else frames us. The
    // app's webview is a native view, not a frame ancestor.
    "frame-ancestors 'self'",
  ];
  if (secure) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Headers every response carries, whatever produced it. */
export function baseSecurityHeaders({ secure }: { secure: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    // The locator asks for the position (member-and-shell.txt §4 Locator); trailers may go full screen.
    'Permissions-Policy':
      'geolocation=(self), fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com"), camera=(), microphone=(), payment=(), usb=(), serial=(), browsing-topics=()',
  };
  // Browsers only honour HSTS over HTTPS; plain-HTTP development never sends it.
  if (secure) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}

/** Text types get an explicit charset; binary types (fonts, images) have none to give. */
export function withCharset(contentType: string | null): string | null {
  if (!contentType) return null;
  if (/;\s*charset=/i.test(contentType)) return contentType;
  const textual = /^(text\/|application\/(json|javascript|xml|manifest\+json|[\w.+-]+\+(json|xml))|image\/svg\+xml)/i;
  return textual.test(contentType) ? `${contentType}; charset=utf-8` : contentType;
}
