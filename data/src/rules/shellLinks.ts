import { routePath } from '../routes/router.ts';
import type { RouteKind } from '../routes/table.ts';
import type { HeaderExtraId, ShellLinkTarget } from './shell.ts';
import type { Language, SiteCode } from '../sites/sites.ts';

/** The path of a shell link on this site, or null when the site has no such page. */
export function shellPath(site: SiteCode, language: Language, target: ShellLinkTarget): string | null {
  return routePath(site, { kind: target.kind, language, params: target.params });
}

const pageOf = (kind: RouteKind): ShellLinkTarget => ({ kind, params: {} });

/**
 * Where each header extra goes. The spec names routes without paths (Club{product}, the
 * More-from and home-video links, {product}Business) and puts the member's pages on the
 * client-area host (`settings.clientUrl`), so these are our choices (docs: pages/src/shell/index.ts):
 * - Club: the subscription page (the Dutch club is the unlimited subscription);
 * - More-from: the experiences landing (the chain's other products and formats);
 * - account: the site's own account page (Client.Account.Account, docs/routes.md);
 * - wallet and subscription pass: `/wallet`, `/subscription` on the client area;
 * - home video and business: the client area's sibling hosts `home.` and `business.`.
 * Sign-in is no link: the header's sign-in button opens the pop-in instead.
 */
export function headerExtraHref(
  id: HeaderExtraId,
  { site, language, clientUrl }: { site: SiteCode; language: Language; clientUrl: string | null },
): string | null {
  switch (id) {
    case 'club':
      return shellPath(site, language, pageOf('Subscription'));
    case 'offers':
      return shellPath(site, language, pageOf('Offers.List'));
    case 'more-from':
      return shellPath(site, language, pageOf('Experience.Landing'));
    case 'wallet':
      return clientAreaUrl(clientUrl, '/wallet');
    case 'account':
      return shellPath(site, language, pageOf('Client.Account.Account'));
    case 'subscription-pass':
      return clientAreaUrl(clientUrl, '/subscription');
    case 'home-video':
      return siblingHostUrl(clientUrl, 'home');
    case 'business':
      return siblingHostUrl(clientUrl, 'business');
    case 'sign-in':
      return null;
  }
}

function parsedUrl(url: string | null): URL | null {
  if (!url) return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** A page of the client-area host (member §2: Client.Account.* live there); null without a usable clientUrl. */
export function clientAreaUrl(clientUrl: string | null, path: string): string | null {
  const base = parsedUrl(clientUrl);
  if (!base) return null;
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}${path}`;
}

/** `https://client.marquee.fr` -> `https://home.marquee.fr/` for label `home`; null when the host has a single label. */
export function siblingHostUrl(clientUrl: string | null, label: string): string | null {
  const base = parsedUrl(clientUrl);
  const labels = base?.hostname.split('.') ?? [];
  if (!base || labels.length < 2) return null;
  return `${base.protocol}//${[label, ...labels.slice(1)].join('.')}${base.port ? `:${base.port}` : ''}/`;
}

/** Each language named in itself: the language switch lists them so for every reader. */
export const languageNames: Readonly<Record<Language, string>> = {
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
  nl: 'Nederlands',
};
