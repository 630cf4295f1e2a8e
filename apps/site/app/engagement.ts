/**
 * Hydration on engagement (docs/decisions/0021-hydration-on-engagement.md). The server's HTML is
 * the page: readable, styled, its links and forms working. The code that makes it interactive (the
 * frame, the page, their data hooks and widgets) is fetched and hydrated when the visitor first
 * engages with the page: a pointer moving or pressing, a touch, a key, a focus, a wheel. A click
 * on a control made before the page has hydrated (a tap straight on a button) is held and replayed
 * once it has, so nothing the visitor does is lost; a link is followed at once, as plain HTML (the
 * next page is a small document, sooner there than the code). An address that asks for something
 * at once (a pop-in fragment such as #tarifs, the trailer's bandeannonce) hydrates at once.
 * What the visitor does before this module has even arrived is noted by a small inline script of
 * the document's head (earlyEngagementScript) and taken over when the module starts watching.
 */

/**
 * What counts as the visitor engaging with the page. Not `scroll`: the browser scrolls on its own
 * (a scroller re-snapping when the web fonts swap in, scroll restoration), and each scroll the
 * visitor makes starts with a touch, a wheel, a key or a pointer press already listed.
 */
export const engagementEvents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/**
 * The document's first inline script (the root layout's head, with the page's nonce). The module
 * that watches engagement arrives after the first paint, on a phone's network seconds after it: a
 * pointer move, a touch or a key pressed before then would go unseen until the next one, and a tap
 * on a control would be lost. This notes that the visitor engaged and the latest click, until
 * `watch` takes over (`EarlyEngagement`). A plain string, so the server and the browser render
 * the same text.
 */
export const earlyEngagementScript =
  '(function(w,t){var s=w.__marqueeEarly={engaged:false,click:null};' +
  'function f(){s.engaged=true}function c(e){s.click=e}' +
  't.forEach(function(e){w.addEventListener(e,f,{capture:true,passive:true})});' +
  "w.addEventListener('click',c,true);" +
  's.stop=function(){t.forEach(function(e){w.removeEventListener(e,f,true)});' +
  "w.removeEventListener('click',c,true)}})" +
  `(window,${JSON.stringify(engagementEvents)})`;

/** What the inline script leaves on `window`. */
interface EarlyEngagement {
  engaged: boolean;
  click: MouseEvent | null;
  stop(): void;
}

/** Controls whose click already did something native (a toggle, a focus): not replayed later. */
const nativeActionSelector = 'input, label, select, textarea, summary';

/** What a click means something on: a link (followed as it is), or a control (held). */
const actionableSelector =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="checkbox"], [role="tab"], [role="switch"]';

/**
 * The control a click before hydration is held for, or null when the browser should handle it
 * as it is: a link (the next page comes from the server), a submit button (its form is sent as
 * plain HTML), a native select (it opens itself), a modified or non-primary click, a synthetic
 * event, a click on nothing actionable.
 */
export function clickToHold(event: MouseEvent): HTMLElement | null {
  if (event.defaultPrevented || !event.isTrusted || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target.closest(actionableSelector) : null;
  if (!(target instanceof HTMLElement) || target instanceof HTMLAnchorElement) return null;
  if (target instanceof HTMLSelectElement) return null;
  if (target instanceof HTMLButtonElement && target.type === 'submit' && target.form) return null;
  return target;
}

/** Whether the address asks for something only the page's code does: a fragment other than the skip link's, the trailer. */
export function addressWantsCode(location: Pick<Location, 'hash' | 'search'>): boolean {
  if (location.hash.length > 1 && location.hash !== '#main') return true;
  return new URLSearchParams(location.search).has('bandeannonce');
}

export interface Engagement {
  /** Resolves when the visitor first engages (or the address asks for the page at once). */
  engaged: Promise<void>;
  /** Runs `start` once the visitor engages (at once if they already have). */
  onEngagement(start: () => void): void;
  /** Opens the page to its code now. */
  engageNow(): void;
  /**
   * The deferred parts have committed (`hydrated`), or will never load: the held click, if any,
   * is replayed. A hydrated document says so on its root element (`data-hydrated`).
   */
  markHydrated(hydrated?: boolean): void;
  /** Listens on `window` for engagement and holds clicks until hydrated; returns what stops it. */
  watch(window: Window): () => void;
}

export function createEngagement(): Engagement {
  let engage: () => void = () => {};
  const engaged = new Promise<void>((resolve) => {
    engage = resolve;
  });
  let isEngaged = false;
  let isHydrated = false;
  let heldClick: HTMLElement | null = null;
  const starters = new Set<() => void>();

  const engageNow = () => {
    if (isEngaged) return;
    isEngaged = true;
    engage();
    for (const start of starters) start();
    starters.clear();
  };

  return {
    engaged,
    onEngagement(start) {
      if (isEngaged) start();
      else starters.add(start);
    },
    engageNow,
    markHydrated(hydrated = true) {
      if (isHydrated) return;
      isHydrated = true;
      if (hydrated && typeof document !== 'undefined') document.documentElement.dataset.hydrated = '';
      const click = heldClick;
      heldClick = null;
      if (click?.isConnected) click.click();
    },
    watch(window) {
      const onEngage = () => {
        for (const type of engagementEvents) window.removeEventListener(type, onEngage, true);
        engageNow();
      };
      const onClick = (event: MouseEvent) => {
        if (isHydrated) return;
        const target = clickToHold(event);
        if (!target) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        heldClick = target;
        onEngage();
      };
      for (const type of engagementEvents) window.addEventListener(type, onEngage, { capture: true, passive: true });
      window.document.addEventListener('click', onClick, true);
      // Take over from the inline script: a click it saw on a control with no native action of its
      // own (a button of the page's code) did nothing yet, and is held like any other.
      const early = (window as Window & { __marqueeEarly?: EarlyEngagement }).__marqueeEarly;
      early?.stop();
      const earlyTarget = early?.click ? clickToHold(early.click) : null;
      if (earlyTarget && !earlyTarget.matches(nativeActionSelector)) heldClick = earlyTarget;
      if (early?.engaged || earlyTarget || addressWantsCode(window.location)) onEngage();
      return () => {
        for (const type of engagementEvents) window.removeEventListener(type, onEngage, true);
        window.document.removeEventListener('click', onClick, true);
      };
    },
  };
}

/** The page's engagement: the browser entry watches it before hydrating; `deferred()` waits on it. */
export const { engaged, onEngagement, markHydrated, watch: watchEngagement } = createEngagement();
