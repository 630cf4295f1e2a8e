import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderPush, type CtaProps } from '@marquee/design-system';
import {
  ctaTargetOf,
  ctaTypeOf,
  dismissalKeys,
  headerPushDismissals,
  headerPushShown,
  nextDayStart,
  sites,
} from '@marquee/data';
import { useFeatured } from '@marquee/data/hooks';
import { useClock } from '../clock.tsx';
import type { PageContext } from '../page.ts';
import { storeDismissal, useInBrowser, useViewDismissals } from './dismissals.ts';
import { headerPushType } from './headerPush.ts';

/**
 * member-and-shell.txt §2 Header push: the promotional bar under the header. "Skipped when already
 * viewed, except on the home page. Viewing sets an expiry of the next day in local storage";
 * closed, it stays closed until then, on the home too. The server renders it for everyone; the
 * document's head script hides it before the first paint where a dismissal runs, and the shell
 * decides once hydrated, for each page view (decision 0052).
 */
export function ShellHeaderPush({ context, pageViewKey }: { context: PageContext; pageViewKey: string }) {
  const { t } = useTranslation();
  const now = useClock();
  const { site, language, target } = context;
  const isHome = target.kind === 'Movies.Home';
  const featured = useFeatured(language, headerPushType);
  const push = featured.data?.[0] ?? null;
  const hasPush = push !== null;
  const [closed, setClosed] = useState(false);
  const expiry = nextDayStart(now, sites[site].timeZone);
  // While hydrating, the server's render stands; after that each page view decides once, the first
  // with what its first paint applied, so neither a client navigation nor another tab moves it.
  const inBrowser = useInBrowser();
  const dismissals = useViewDismissals(pageViewKey, now);
  const shown = headerPushShown({ isHome, dismissals, now });
  useEffect(() => {
    if (inBrowser && hasPush && shown) storeDismissal(dismissalKeys.headerPushViewed, expiry, now);
  }, [inBrowser, hasPush, shown, expiry, now, pageViewKey]);

  if (!push || closed || !shown) return null;
  const close = () => {
    storeDismissal(dismissalKeys.headerPushClosed, expiry, now);
    setClosed(true);
  };
  return (
    <div data-dismissal={headerPushDismissals(isHome).join(' ')}>
      <HeaderPush
        title={push.title}
        showTitle={push.showTitle && push.showTitle !== push.title ? push.showTitle : null}
        cta={push.cta ? pushCta(push.cta, t('content.common.newTab')) : null}
        sponsoredLabel={push.sponsored ? t('shell.headerPush.sponsored') : null}
        backdrop={push.backdrops ?? null}
        logo={push.logo ? { src: push.logo, alt: '' } : null}
        onClose={close}
        closeLabel={t('shell.headerPush.close')}
      />
    </div>
  );
}

function pushCta(
  cta: { label: string; url: string; target?: string | null; type?: string | null },
  newTabHint: string,
): CtaProps {
  const type = ctaTypeOf(cta.type);
  return ctaTargetOf(cta.target) === '_blank'
    ? { label: cta.label, url: cta.url, type, target: '_blank', newTabHint }
    : { label: cta.label, url: cta.url, type };
}
