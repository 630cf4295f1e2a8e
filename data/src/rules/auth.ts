import { defaultHeapLimitBytes } from './constants.ts';

export interface TokenClaims {
  sub?: string;
  iss?: string;
  email?: string;
  family_name?: string;
  exp: number;
  [claim: string]: unknown;
}

function decodeBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/**
 * member §5: a client token past its expiry, or malformed, counts as no client. The payload is
 * read without checking the signature: the API checks it; this only decides what the page shows.
 * RFC 7519 rejects a token on or after its exp.
 */
export function clientTokenClaims(token: string | null | undefined, now: Date): TokenClaims | null {
  const parts = token?.split('.') ?? [];
  if (parts.length !== 3 || !parts[1]) return null;
  const json = decodeBase64Url(parts[1]);
  if (json === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const { exp } = payload as { exp?: unknown };
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return exp * 1000 > now.getTime() ? (payload as TokenClaims) : null;
}

export const loginRequiredMessage = 'Login required';
export const unknownIdpError = 'IDP-NR';

/**
 * member §8: identity-provider messages starting with IDP- pass on as is; "Login required" is no
 * error; any other message becomes IDP-NR.
 */
export function identityProviderError(message: string | null | undefined): string | null {
  if (!message || message === loginRequiredMessage) return null;
  return message.startsWith('IDP-') ? message : unknownIdpError;
}

export type Browser = 'safari' | 'chrome' | 'firefox' | 'ie' | 'edge' | 'other';

export interface DeviceFacts {
  isMobile: boolean;
  /** Running inside the chain's own mobile app. */
  isProviderApp: boolean;
  browser: Browser;
  browserMajorVersion?: number;
  /** navigator.storage.estimate(): quota minus usage, when the browser tells. */
  availableStorageBytes?: number;
  /** performance.memory.jsHeapSizeLimit, when the browser tells. */
  heapLimitBytes?: number;
  hasServiceWorker: boolean;
  hasIndexedDb: boolean;
}

/**
 * member §4 Force-auth is required: on mobile devices that are not the provider's app; on Safari;
 * in Chrome 76 or later when available storage is below twice the heap limit (1 GiB by default);
 * on Firefox without service workers; on IE or Edge without indexedDB. These are the browsers
 * where silent sign-in through third-party storage does not survive.
 */
export function forceAuthRequired(device: DeviceFacts): boolean {
  if (device.isMobile && !device.isProviderApp) return true;
  switch (device.browser) {
    case 'safari':
      return true;
    case 'chrome':
      return (
        (device.browserMajorVersion ?? 0) >= 76 &&
        device.availableStorageBytes !== undefined &&
        device.availableStorageBytes < 2 * (device.heapLimitBytes ?? defaultHeapLimitBytes)
      );
    case 'firefox':
      return !device.hasServiceWorker;
    case 'ie':
    case 'edge':
      return !device.hasIndexedDb;
    default:
      return false;
  }
}

/** The client fields that decide a forced frame (member-and-shell.txt §3 Client). */
export interface ClientRegistration {
  registered: boolean;
  emailVerify: boolean;
  firstLogin: boolean;
}

/** The two full-screen frames a member cannot close (member §4 Auth). */
export type ForcedClientFrame = 'register' | 'emailValidation';

/**
 * member §4 Auth: "Client not registered: the register frame opens full-screen and cannot be
 * closed. Registered but email not verified and not first login: the email-validation frame opens
 * full-screen." §6: "Registered and email-verified state decides the forced register or
 * verification frame."
 */
export function forcedClientFrame(client: ClientRegistration): ForcedClientFrame | null {
  if (!client.registered) return 'register';
  if (!client.emailVerify && !client.firstLogin) return 'emailValidation';
  return null;
}

/** What the client status says about the forced frames (member §7 GET client/{id}). */
export interface ClientStatusFrames {
  client: ClientRegistration | null;
  registerUrl: string | null;
  emailValidationUrl: string | null;
  useAuth0: boolean;
  mustForce: boolean;
}

export interface ForcedFrameOpening {
  frame: ForcedClientFrame;
  /** The frame's page (the status's register or e-mail validation URL). */
  url: string;
  /** member §4: "A redirect flag is set when that full-screen case applies and the external login option and the force flag are on": the page goes there instead of framing it. */
  redirect: boolean;
}

/** The forced frame the page opens for this client status, or null (none applies, or the status names no page for it). */
export function forcedFrameOpening(status: ClientStatusFrames): ForcedFrameOpening | null {
  const frame = status.client ? forcedClientFrame(status.client) : null;
  if (!frame) return null;
  const url = frame === 'register' ? status.registerUrl : status.emailValidationUrl;
  if (!url) return null;
  return { frame, url, redirect: status.useAuth0 && status.mustForce };
}
