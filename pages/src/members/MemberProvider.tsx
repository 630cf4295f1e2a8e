import {
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { AuthOverlay, useAlerts, usePopins } from '@marquee/design-system';
import {
  forcedFrameAddress,
  forcedFrameOpening,
  routePath,
  shownFavourites,
  showPageKind,
  shownFeelings,
  signInAddress,
  signInFrameOutcome,
  sites,
  type Language,
  type SiteCode,
} from '@marquee/data';
import { useApiClient, useClientStatus } from '@marquee/data/hooks';
import { MemberContext, type MemberState, type SignInReason, type SignInScreen } from './memberContext.ts';
import { createMemberStore, type MemberNotice, type MemberStoreOptions } from './memberStore.ts';
import { usePageNavigation } from './navigation.ts';
import { fetchSession, takeSignInUnavailable, type SessionAnswer } from './session.ts';
import type { TFunction } from 'i18next';
import type { AlertMessage } from '@marquee/design-system';

export interface MemberProviderProps {
  site: SiteCode;
  language: Language;
  /** Asks the site who is signed in (`GET /auth/session`); stories and tests answer it themselves. */
  loadSession?: () => Promise<SessionAnswer>;
  children: ReactNode;
}

/**
 * The member state of every page (pages/src/members/memberContext.ts), from the site's session
 * (docs/decisions/0037-member-sessions.md). A member state already provided above (a story's or a
 * test's fixture) is kept: the shell mounts this provider on every page, fixtures win.
 */
export function MemberProvider(props: MemberProviderProps) {
  const outer = useContext(MemberContext);
  if (outer) return props.children;
  return <SessionMemberProvider {...props} />;
}

/** member §8 and issue 19's messages, as the alert queue shows them (`showPath`: a film's page). */
function noticeAlert(notice: MemberNotice, t: TFunction, showPath: (slug: string) => string | null): AlertMessage {
  switch (notice.kind) {
    case 'favouriteLimit':
      // member §8 "Favourite limit reached": warning for 10 s, the spec's keys carrying the number.
      return {
        level: 'warning',
        title: t('Cinemas.Alert.Title'),
        subtitleHtml: escapeHtml(t('Cinemas.Alert.Subtitle', { count: notice.count })),
        autoCloseId: 'favourite-limit',
      };
    case 'favouriteFailed':
      return { level: 'warning', title: t('Member.Alert.favouriteFailed'), autoCloseId: 'member-write' };
    case 'feelingFailed':
      return { level: 'warning', title: t('Member.Alert.feelingFailed'), autoCloseId: 'member-write' };
    case 'signOutFailed':
      return { level: 'warning', title: t('Member.Alert.signOutFailed') };
    case 'signInUnavailable':
      return { level: 'warning', title: t('Member.Alert.signInUnavailable') };
    case 'showtimeNews':
      return {
        level: 'info',
        title: t('Member.Alert.showtimeNewsTitle', { count: notice.shows.length }),
        subtitleHtml: notice.shows
          .map((show) => {
            const path = showPath(show.slug);
            const title = escapeHtml(show.title);
            const named = path ? `<a href="${escapeHtml(path)}">${title}</a>` : title;
            return escapeHtml(
              t('Member.Alert.showtimeNewsAt', { title: '\u0000', cinemas: show.cinemas.join(', ') }),
            ).replace('\u0000', named);
          })
          .join('<br>'),
      };
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Until the first effect connects the store to the page: nothing can act before then. */
function inertOptions(site: SiteCode): MemberStoreOptions {
  const nothing = () => {
    throw new Error('The member store is not connected to the page yet');
  };
  return {
    api: nothing,
    favouriteLimit: sites[site].favouriteCinemasLimit,
    notify: () => undefined,
    assign: () => undefined,
    homePath: () => '/',
    silentSignInUrl: () => '/',
  };
}

function SessionMemberProvider({ site, language, loadSession = fetchSession, children }: MemberProviderProps) {
  const { t } = useTranslation();
  const api = useApiClient(language);
  const { enqueue } = useAlerts();
  const { open, closeAll } = usePopins();
  const navigation = usePageNavigation();
  const homePath = routePath(site, { kind: 'Movies.Home', language, params: {} }) ?? '/';
  const showPath = useCallback(
    (slug: string) => routePath(site, { kind: showPageKind({ strand: null }), language, params: { slug } }),
    [site, language],
  );

  // The store lives as long as the page; what it reads from the render follows each render.
  const [store] = useState(() => createMemberStore(inertOptions(site)));
  useEffect(() => {
    store.configure({
      api: () => api,
      favouriteLimit: sites[site].favouriteCinemasLimit,
      notify: (notice) => enqueue(noticeAlert(notice, t, showPath)),
      assign: (url) => navigation.assign(url),
      homePath: () => homePath,
      silentSignInUrl: () => signInAddress(navigation.currentPath(), { prompt: 'none' }),
    });
  });
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);

  // After hydration, never before: the server's page is the same for everyone (decision 0037).
  useEffect(() => {
    let live = true;
    void loadSession().then((answer) => {
      if (live) store.sessionAnswered(answer);
    });
    return () => {
      live = false;
    };
  }, [store, loadSession]);

  // Decision 0037: the provider could not start the last sign-in; said once, in the page's language.
  useEffect(() => {
    if (takeSignInUnavailable()) enqueue(noticeAlert({ kind: 'signInUnavailable' }, t, showPath));
  }, [enqueue, t, showPath]);

  // Decision 0043: the authentication overlay, while sign-in or sign-up runs in its frame.
  const [frame, setFrame] = useState<{ screen: SignInScreen; reason: SignInReason; src: string } | null>(null);
  /**
   * The member action pressed before signing in (member §4 Sign-in required action) and the element
   * pressed: once the frame signs the member in, the action runs and the focus goes back there.
   */
  const pending = useRef<{ action: (() => void) | null; pressed: Element | null }>({ action: null, pressed: null });
  const closeFrame = () => {
    pending.current = { action: null, pressed: null };
    setFrame(null);
  };
  const onFrameMessage = (data: unknown) => {
    const ended = signInFrameOutcome(data);
    if (!ended) return;
    if (ended.outcome === 'failed') {
      navigation.assign(ended.location);
      return;
    }
    if (ended.outcome !== 'signedIn') {
      closeFrame();
      if (ended.outcome === 'unavailable') enqueue(noticeAlert({ kind: 'signInUnavailable' }, t, showPath));
      return;
    }
    const { action, pressed } = pending.current;
    pending.current = { action: null, pressed: null };
    setFrame(null);
    // member §4 "A login or register success event from the frame refreshes the cookie source,
    // reloads the client and completes sign-in": the session asked again, the page stays.
    closeAll();
    void loadSession().then((answer) => {
      store.sessionAnswered(answer);
      if (answer.signedIn) action?.();
      // The overlay and the pop-in are gone: the focus goes back to what the member pressed.
      if (pressed instanceof HTMLElement && pressed.isConnected) pressed.focus();
    });
  };

  const clientStatus = useClientStatus(language, snapshot.session?.clientId ?? null);
  const status = clientStatus.data;
  useEffect(() => {
    if (status !== undefined) store.clientLoaded(status.client);
  }, [store, status]);

  // member §4 Auth (decision 0047): the register or e-mail validation frame the client status asks
  // for, full-screen and not closable; with the spec's redirect flag the page goes there instead.
  const forced = snapshot.status === 'signedIn' && status ? forcedFrameOpening(status) : null;
  const redirectTo = forced?.redirect ? forced.url : null;
  useEffect(() => {
    if (redirectTo) navigation.assign(redirectTo);
  }, [redirectTo, navigation]);
  /** Each answer of the forced frame shows its page afresh while the client still needs it. */
  const [forcedRound, setForcedRound] = useState(0);
  const onForcedFrameMessage = (data: unknown) => {
    const ended = signInFrameOutcome(data);
    if (!ended) return;
    if (ended.outcome === 'failed') {
      navigation.assign(ended.location);
      return;
    }
    if (ended.outcome === 'unavailable') enqueue(noticeAlert({ kind: 'signInUnavailable' }, t, showPath));
    // member §4: the success event reloads the client; the frame closes once it no longer applies.
    void clientStatus.reload().then(() => setForcedRound((round) => round + 1));
  };

  const member = useMemo((): MemberState => {
    const openSignIn = (reason: SignInReason = 'signIn') =>
      void open('signIn', { data: { signInRequired: reason === 'signInRequired' } });
    // member §4 Sign-in required action: signed in, the action runs; otherwise every pop-in closes
    // and sign-in opens, and the action waits for the frame's sign-in (onFrameMessage).
    const requireSignIn = (action: () => void) => {
      const pressed = typeof document === 'undefined' ? null : document.activeElement;
      store.whenKnown(() => {
        if (store.getSnapshot().status === 'signedIn') {
          action();
          return;
        }
        pending.current = { action, pressed };
        closeAll();
        openSignIn('signInRequired');
      });
    };
    return {
      status: snapshot.status,
      signInFrame: snapshot.signInFrame,
      client: snapshot.client,
      displayName: snapshot.client?.name ?? snapshot.session?.name ?? snapshot.session?.email ?? null,
      favouriteCinemas: shownFavourites(snapshot.favourites),
      favouriteLimit: sites[site].favouriteCinemasLimit,
      pendingFavourites: new Set(snapshot.favourites.pending.keys()),
      feelings: shownFeelings(snapshot.feelings),
      requireSignIn,
      openSignIn,
      signInUrl: (returnTo = navigation.currentPath()) => signInAddress(returnTo),
      signUpUrl: (returnTo = navigation.currentPath()) => signInAddress(returnTo, { screen: 'signup' }),
      openSignInFrame: (screen, reason) => {
        // The header's own sign-in carries no action of the page.
        if (reason !== 'signInRequired') pending.current = { action: null, pressed: null };
        setFrame({
          screen,
          reason,
          src: signInAddress(navigation.currentPath(), {
            frame: true,
            ...(screen === 'signUp' ? { screen: 'signup' } : {}),
          }),
        });
      },
      signOut: store.signOut,
      // Pressed before sign-in, a heart means "on" (decision 0041): replayed, it adds and never removes.
      toggleFavouriteCinema: (slug) => {
        const signedIn = store.getSnapshot().status === 'signedIn';
        requireSignIn(() => store.toggleFavourite(slug, signedIn ? 'toggle' : 'add'));
      },
      setWishlist: (slug, wishlisted) => requireSignIn(() => store.setWishlist(slug, wishlisted)),
      setEmotion: (slug, emotion) => requireSignIn(() => store.setEmotion(slug, emotion)),
      loadFeelings: store.loadFeelings,
    };
  }, [snapshot, store, site, open, closeAll, navigation]);

  return (
    <MemberContext.Provider value={member}>
      {children}
      {forced && !forced.redirect ? (
        <AuthOverlay
          key={forcedRound}
          src={forcedFrameAddress(forced.url, {
            site,
            language,
            email: snapshot.client?.email ?? snapshot.session?.email ?? null,
            returnTo: navigation.currentPath(),
          })}
          title={t(
            forced.frame === 'register' ? 'shell.authOverlay.registerTitle' : 'shell.authOverlay.emailValidationTitle',
          )}
          placement="fullscreen"
          loadingLabel={t('shell.authOverlay.loading')}
          onFrameMessage={onForcedFrameMessage}
        />
      ) : frame ? (
        <AuthOverlay
          src={frame.src}
          title={t(frame.screen === 'signUp' ? 'shell.authOverlay.signUpTitle' : 'shell.authOverlay.signInTitle')}
          // An action of the page asked for an account: the page stays in view behind the frame.
          placement={frame.reason === 'signInRequired' ? 'centered' : 'fullscreen'}
          loadingLabel={t('shell.authOverlay.loading')}
          closeLabel={t('shell.authOverlay.close')}
          onClose={closeFrame}
          onFrameMessage={onFrameMessage}
        />
      ) : null}
    </MemberContext.Provider>
  );
}
