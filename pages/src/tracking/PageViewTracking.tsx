import { useEffect } from 'react';
import { pageViewPayload, viewportKind, type PageView } from '@marquee/data';
import { useMember } from '../members/memberContext.ts';
import type { PageContext } from '../page.ts';
import { isAccepted, useConsent } from './ConsentProvider.tsx';
import { dataLayer } from './dataLayer.ts';

/**
 * member-and-shell.txt §4 Tracking: the page view, emitted once per view (`viewId` changes with
 * every navigation, client-side ones included) as soon as the visitor has allowed measurement and
 * the user is known (signed in with the client loaded, or anonymous).
 */
export function PageViewTracking({
  context,
  pageView,
  viewId,
}: {
  context: PageContext;
  pageView: PageView | null;
  viewId: string;
}) {
  const consent = useConsent();
  const member = useMember();
  const allowed = isAccepted(consent, 'analytics') && context.features.trackingEnabled;
  const email = member.client?.email ?? null;
  // undefined while it is not known who visits: the payload waits for it.
  const user = member.status === 'anonymous' ? null : member.status === 'signedIn' && email ? { email } : undefined;
  const userKey = user === undefined ? 'unknown' : (user?.email ?? 'anonymous');
  const { site, language, features } = context;

  useEffect(() => {
    if (!allowed || !pageView) return;
    let current = true;
    void pageViewPayload({
      pageType: pageView.type,
      language,
      country: site,
      viewport: viewportKind(window.innerWidth),
      user,
      data: pageView.data,
    }).then((payload) => {
      if (current && payload) dataLayer.push(`page_view ${viewId}`, payload, features);
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one view per viewId; `userKey` stands for `user`
  }, [allowed, viewId, userKey]);
  return null;
}
