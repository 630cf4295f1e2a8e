import { useEffect, useState } from 'react';
import { PrefetchPageLinks, useLocation } from 'react-router';
import { filtersBaseUrl } from '@marquee/data';

/** How long a pointer rests on a link before it counts as intent (a pass across the page does not). */
const intentDelayMs = 80;

/**
 * The same-origin page address a link leads to, or null: other origins, the site's own server
 * answers (language switch, redirects, the API proxy, files), downloads, new tabs and links that
 * stay on this page (a fragment, or another filter of the same page, which the page handles).
 */
export function prefetchablePath(
  link: { href: string; target: string; download: boolean },
  here: { origin: string; pathname: string },
  serverPath: (path: string) => boolean,
): string | null {
  if (link.download || (link.target && link.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(link.href, here.origin);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || serverPath(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  if (filtersBaseUrl(url.pathname) === filtersBaseUrl(here.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** The nonce React Aria also reads: the browser hides nonce attributes, not the property. */
function documentNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || undefined;
}

/**
 * Issue 9 "prefetches on intent": a pointer resting on, or focus reaching, a link to another page
 * fetches that page's code and data ahead, so the click lands at once. The design system's links
 * know no router, so intent is heard on the document for every anchor.
 */
export function IntentPrefetch({ serverPath }: { serverPath: (path: string) => boolean }) {
  const location = useLocation();
  const [intent, setIntent] = useState<{ page: string; nonce: string | undefined } | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const link = { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') };
      const path = prefetchablePath(link, window.location, serverPath);
      if (!path) return;
      // React Router learns routes lazily, from anchors marked like its own links: this one now.
      if (!anchor.hasAttribute('data-discover')) anchor.setAttribute('data-discover', 'true');
      clearTimeout(timer);
      timer = setTimeout(
        () => setIntent({ page: path, nonce: documentNonce() }),
        event.type === 'pointerover' ? intentDelayMs : 0,
      );
    };
    const onLeave = () => clearTimeout(timer);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    document.addEventListener('pointerout', onLeave, { passive: true });
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('pointerout', onLeave);
    };
  }, [serverPath]);

  if (!intent || intent.page === `${location.pathname}${location.search}`) return null;
  return <PrefetchPageLinks page={intent.page} nonce={intent.nonce} />;
}
