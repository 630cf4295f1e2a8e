import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feelingChange, feelingCounts, type FeatureSwitches, type Feeling, type ShowDetail } from '@marquee/data';
import type { ShowFeeling, ShowHeroFeelings } from '@marquee/design-system';
import { useMember, type MemberState } from '../../members/memberContext.ts';

function apply(member: MemberState, showSlug: string, feeling: ShowFeeling, current: Feeling | null) {
  const change = feelingChange(feeling, current);
  if (change.kind === 'wishlist') member.setWishlist(showSlug, change.wishlisted);
  else member.setEmotion(showSlug, change.emotion);
}

/**
 * The film page's wishlist and emotion buttons (member-and-shell.txt §4 Wishlist, emotions; §6
 * members only). The member's own feelings load once signed in; a press is applied at once by the
 * member state (which rolls it back with a message on failure) and the counters move with it. A
 * visitor's press, or one made before the session answers, asks for sign-in and is replayed once
 * signed in. Without sign-in on the site (authenticationEnabled off) the counters show alone.
 */
export function useFeelingButtons(show: ShowDetail, features: Pick<FeatureSwitches, 'authenticationEnabled'>) {
  const { t } = useTranslation();
  const member = useMember();
  const slug = show.slug;
  const signedIn = member.status === 'signedIn';

  // Asked once per show and session; the provider's function may be a new one on each render.
  const loadFeelings = useRef(member.loadFeelings);
  useEffect(() => {
    loadFeelings.current = member.loadFeelings;
  });
  useEffect(() => {
    if (signedIn) loadFeelings.current([slug]);
  }, [signedIn, slug]);

  const own = signedIn ? (member.feelings.get(slug) ?? null) : null;
  // What the show's counters already count of this member: their feeling as first seen here, or
  // none if they pressed before it was known (absent from the member's feelings means none).
  const [saved, setSaved] = useState<{ slug: string; feeling: Feeling | null } | null>(null);
  const savedHere = saved?.slug === slug ? saved : null;
  if (!savedHere && own) setSaved({ slug, feeling: own });

  const onToggle = (feeling: ShowFeeling) => {
    if (!signedIn) {
      // A visitor sees nothing pressed: whatever they pressed, they meant to turn on.
      member.requireSignIn(() => apply(member, slug, feeling, null));
      return;
    }
    if (!savedHere) setSaved({ slug, feeling: own });
    apply(member, slug, feeling, own);
  };

  const feelings: ShowHeroFeelings = {
    counts: feelingCounts(show.feelings, savedHere ? savedHere.feeling : own, own),
    labels: {
      group: t('feelings.group'),
      disappointed: t('feelings.disappointed'),
      liked: t('feelings.liked'),
      loved: t('feelings.loved'),
      wishlist: t('feelings.wishlist'),
    },
    wishlist: own?.wishlist ?? false,
    emotion: own?.emotion ?? null,
    onToggle,
    isDisabled: !features.authenticationEnabled,
  };
  return feelings;
}
