import * as oidc from 'openid-client';
import type { OidcSettings } from '../config.ts';

/**
 * The site as the provider's relying party (openid-client, decision 0037). The provider's
 * metadata is discovered on first use, not at start: the provider may start after the site, or
 * be away for a while, and the site's public pages never wait for it. A failed discovery is
 * forgotten, so the next request tries again.
 */
export interface RelyingParty {
  /** The provider's configuration; `fresh` asks the provider again (a sign-in starting checks it answers). */
  configuration(options?: { fresh?: boolean }): Promise<oidc.Configuration>;
  readonly settings: OidcSettings;
}

/** Seconds a call to the provider may take (discovery, token, revocation): the browser is waiting. */
export const providerTimeoutSeconds = 5;
/** member-and-shell.txt §5, §9: the ID token's expiry and not-before are checked with 60 s leeway. */
const idTokenLeewaySeconds = 60;

/** localhost, *.localhost, 127.0.0.0/8 or [::1]: a provider on this very machine. */
export function isLoopback(address: string): boolean {
  const host = URL.parse(address)?.hostname ?? '';
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';
}

export function createRelyingParty(settings: OidcSettings, { production }: { production: boolean }): RelyingParty {
  // Plain HTTP only to a development provider: outside production, or on this machine's loopback
  // (`npm start` and the e2e stack run the built site, NODE_ENV=production, beside apps/idp on
  // localhost; nothing crosses a network). A remote provider speaks TLS.
  const insecure = settings.issuer.startsWith('http:') && (!production || isLoopback(settings.issuer));
  let discovered: Promise<oidc.Configuration> | null = null;

  function discover(): Promise<oidc.Configuration> {
    const attempt = oidc.discovery(
      new URL(settings.issuer),
      settings.clientId,
      // §5: the ID token is RS256 only.
      { id_token_signed_response_alg: 'RS256', [oidc.clockTolerance]: idTokenLeewaySeconds },
      settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None(),
      { execute: insecure ? [oidc.allowInsecureRequests] : [], timeout: providerTimeoutSeconds },
    );
    attempt.catch(() => {
      if (discovered === attempt) discovered = null;
    });
    return attempt;
  }

  return {
    settings,
    configuration({ fresh = false } = {}) {
      if (fresh || !discovered) discovered = discover();
      return discovered;
    },
  };
}
