import { expression } from './inlineScript.ts';

/**
 * When the page hydrates, and what happens to a tap made before it has (decision 0028, which
 * replaces 0021's hydration on engagement). The server's HTML is already the interface the
 * hydrated page shows. The page's code starts loading, and React starts hydrating, at the first
 * idle moment after the load event, or at once when the visitor engages first (a pointer moving or
 * pressing, a touch, a key, a focus, a wheel) or the address asks for code (a pop-in fragment such
 * as #tarifs, the trailer's bandeannonce).
 *
 * A tap on a control before the page has hydrated is held (its default prevented: a checkbox is not
 * toggled behind React's back) and replayed on the same element once it has, so it does exactly
 * what a later tap does. A plain link is followed at once (the next page is a small document), but
 * not a link whose click the page handles in place (`data-in-place`: a day of the strip, a reset).
 * A native select opens itself; the choice made in it before hydration is replayed as a change.
 * Until the module arrives, an inline script of the document's head (earlyEngagementScript) applies
 * the same rule (`heldControl`) and hands over what it held.
 */

/**
 * What counts as the visitor engaging with the page. Not `scroll`: the browser scrolls on its own
 * (a scroller re-snapping when the web fonts swap in, scroll restoration), and each scroll the
 * visitor makes starts with a touch, a wheel, a key or a pointer press already listed.
 */
export const engagementEvents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/**
 * The control a click made before hydration is held for, or null when the browser handles it as
 * it is: a link (the next page comes from the server) other than one handled in place, a submit
 * button of a form (the form is sent as plain HTML), a native select or a text field (they open
 * and focus themselves), a modified or non-primary click, a synthetic event, a click on nothing
 * actionable. Self-contained, because its source is also the inline script's.
 */
export function heldControl(event: MouseEvent): HTMLElement | null {
  if (event.defaultPrevented || !event.isTrusted || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const origin = event.target instanceof Element ? event.target : null;
  const target = origin
    ? origin.closest(
        'a[href], button, input, select, textarea, label, summary, [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="option"], [role="menuitem"]',
      )
    : null;
  if (!(target instanceof HTMLElement)) return null;
  if (target instanceof HTMLAnchorElement) return target.closest('[data-in-place]') ? target : null;
  if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return null;
  if (target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio') return null;
  if (target instanceof HTMLButtonElement && target.type === 'submit' && target.form) return null;
  // A label's click toggles its checkbox through the browser's activation, which a replayed click
  // on the label does not trigger in every component (React Aria's): the checkbox is replayed itself.
  if (target instanceof HTMLLabelElement) {
    const control = target.control;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      return control;
    }
  }
  return target;
}

/** What the inline script leaves on `window` for the module. */
interface EarlyEngagement {
  engaged: boolean;
  /** The control of the latest click it held. */
  click: HTMLElement | null;
  /** Native selects changed before the module, with the value chosen. */
  changes: [HTMLSelectElement, string][];
  stop(): void;
}

/**
 * The document's first inline script (the root layout's head, with the page's nonce). The module
 * arrives after the first paint, on a phone's network seconds after it: this notes that the
 * visitor engaged, holds a tap on a control by the same rule as the module, and notes a choice
 * made in a native select, until `watch` takes over. A plain string, the same on the server and in
 * the browser.
 */
export const earlyEngagementScript =
  '(function(w,h,t){var s=w.__marqueeEarly={engaged:false,click:null,changes:[]};' +
  'function f(){s.engaged=true}' +
  'function c(e){var x=h(e);if(x){e.preventDefault();e.stopImmediatePropagation();s.click=x;s.engaged=true}}' +
  'function g(e){var x=e.target;if(x instanceof HTMLSelectElement)s.changes.push([x,x.value])}' +
  't.forEach(function(e){w.addEventListener(e,f,{capture:true,passive:true})});' +
  "w.addEventListener('click',c,true);w.addEventListener('change',g,true);" +
  's.stop=function(){t.forEach(function(e){w.removeEventListener(e,f,true)});' +
  "w.removeEventListener('click',c,true);w.removeEventListener('change',g,true)}})" +
  `(window,${expression(heldControl)},${JSON.stringify(engagementEvents)})`;

/** Whether the address asks for something only the page's code does: a fragment other than the skip link's, the trailer. */
export function addressWantsCode(location: Pick<Location, 'hash' | 'search'>): boolean {
  if (location.hash.length > 1 && location.hash !== '#main') return true;
  return new URLSearchParams(location.search).has('bandeannonce');
}

export interface Hydration {
  /** Resolves when the page starts hydrating (idle after load, engagement, an address asking for code). */
  started: Promise<void>;
  /** Runs `start` when the page starts hydrating (at once if it has). */
  onStart(start: () => void): void;
  /** Starts hydrating now. */
  startNow(): void;
  /**
   * The deferred parts have committed (`hydrated`), or will never load: what was held is
   * replayed, once what the components' effects set has rendered (a carousel's API); resolves
   * then. A hydrated document says so on its root element (`data-hydrated`).
   */
  markHydrated(hydrated?: boolean): Promise<void>;
  /** Listens on `window`: starts at idle after load or at engagement, holds taps until hydrated; returns what stops it. */
  watch(window: Window): () => void;
}

/**
 * Where an element stands in the document, to find it again after hydration: some components
 * render their items anew when they hydrate (React Aria's tabs), so the element tapped is no longer
 * the one on screen. Its id when it has one, else its path of tags and positions from the body.
 */
export function placeOf(element: Element): string {
  if (element.id) return `#${CSS.escape(element.id)}`;
  const steps: string[] = [];
  let current: Element | null = element;
  while (current && current !== current.ownerDocument.body) {
    const parent: Element | null = current.parentElement;
    if (!parent) break;
    const tag = current.tagName;
    const position = [...parent.children].filter((child) => child.tagName === tag).indexOf(current) + 1;
    steps.unshift(`${tag.toLowerCase()}:nth-of-type(${position})`);
    current = parent;
  }
  return ['body', ...steps].join(' > ');
}

/** The element to replay on: the one held, or the one now standing in its place. */
function stillThere(element: HTMLElement, place: string): HTMLElement | null {
  if (element.isConnected) return element;
  const found = element.ownerDocument.querySelector(place);
  return found instanceof HTMLElement && found.tagName === element.tagName ? found : null;
}

/** After the next frame and the task that follows it. */
const nextFrame = () =>
  new Promise<void>((resolve) => {
    const after = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(after);
    else after();
  });

export function createHydration(): Hydration {
  let start: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  let isStarted = false;
  let isHydrated = false;
  let heldClick: { element: HTMLElement; place: string } | null = null;
  const hold = (element: HTMLElement) => {
    heldClick = { element, place: placeOf(element) };
  };
  let heldChanges: [HTMLSelectElement, string][] = [];
  const starters = new Set<() => void>();

  const startNow = () => {
    if (isStarted) return;
    isStarted = true;
    start();
    for (const starter of starters) starter();
    starters.clear();
  };

  return {
    started,
    onStart(starter) {
      if (isStarted) starter();
      else starters.add(starter);
    },
    startNow,
    async markHydrated(hydrated = true) {
      if (isHydrated) return;
      isHydrated = true;
      const changes = heldChanges;
      const click = heldClick;
      heldChanges = [];
      heldClick = null;
      // The commit's effects may set state (a carousel's API, a tab list's selection manager):
      // the replay waits for that render, a frame and a task later.
      if (changes.length > 0 || click) await nextFrame();
      // A choice made in a native select: hydration may have put back the server's value.
      for (const [select, value] of changes) {
        if (!select.isConnected) continue;
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
      const target = click ? stillThere(click.element, click.place) : null;
      target?.click();
      if (hydrated && typeof document !== 'undefined') document.documentElement.dataset.hydrated = '';
    },
    watch(window) {
      const onEngage = () => {
        for (const type of engagementEvents) window.removeEventListener(type, onEngage, true);
        startNow();
      };
      // A press that began before hydration and ends after it: the components never saw it start
      // (React Aria ignores such a click), so its click is replayed like a held one.
      let pressedBefore = false;
      // A control pressed before hydration that hydration then rendered anew (React Aria's tabs):
      // the browser sends no click for a press whose element left the document, so the press is
      // the tap, replayed like a held click.
      let pressed: { element: HTMLElement; place: string } | null = null;
      // Until the page says it has hydrated, a control's pointer events stop here: React may have
      // committed a control before the frame's effects have run, and a press it saw there would
      // act once and its held click a second time (a carousel moving two slides). The held click
      // is the press.
      const onPointerDown = (event: PointerEvent) => {
        pressedBefore = !isHydrated;
        const control = isHydrated ? null : heldControl(event);
        pressed = control ? { element: control, place: placeOf(control) } : null;
        if (control) event.stopImmediatePropagation();
      };
      const onPointerUp = (event: PointerEvent) => {
        if (!isHydrated && heldControl(event)) event.stopImmediatePropagation();
        const press = pressed;
        if (!press) return;
        // A mouse's click comes in the same task as its pointerup, a touch's in a later one (the
        // browser's tap gesture), possibly after hydration: a press whose control is still there
        // waits for its click, whenever it comes (onClick). One whose control hydration rendered
        // anew gets none, and is the tap itself.
        setTimeout(() => {
          if (pressed !== press || press.element.isConnected) return;
          pressed = null;
          pressedBefore = false;
          if (isHydrated) stillThere(press.element, press.place)?.click();
          else {
            heldClick = press;
            onEngage();
          }
        }, 0);
      };
      // A press that became a scroll or left the window brings no click.
      const onPointerCancel = () => {
        pressed = null;
        pressedBefore = false;
      };
      const onClick = (event: MouseEvent) => {
        // A click on a control is the press's own (a click on what contains it is not).
        if (heldControl(event)) pressed = null;
        // A pointer's click counts its presses; a key's or an assistive technology's counts none.
        const straddled = isHydrated && pressedBefore && event.detail > 0;
        pressedBefore = false;
        if (isHydrated && !straddled) return;
        const target = heldControl(event);
        if (!target) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        if (straddled) {
          const place = placeOf(target);
          setTimeout(() => stillThere(target, place)?.click(), 0);
          return;
        }
        hold(target);
        onEngage();
      };
      const onChange = (event: Event) => {
        if (!isHydrated && event.target instanceof HTMLSelectElement) {
          heldChanges.push([event.target, event.target.value]);
        }
      };
      const whenIdle = () => {
        if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(onEngage, { timeout: 1000 });
        else window.setTimeout(onEngage, 0);
      };
      for (const type of engagementEvents) window.addEventListener(type, onEngage, { capture: true, passive: true });
      window.document.addEventListener('pointerdown', onPointerDown, true);
      window.document.addEventListener('pointerup', onPointerUp, true);
      window.document.addEventListener('pointercancel', onPointerCancel, true);
      window.document.addEventListener('click', onClick, true);
      window.document.addEventListener('change', onChange, true);
      if (window.document.readyState === 'complete') whenIdle();
      else window.addEventListener('load', whenIdle, { once: true });
      // Take over from the inline script.
      const early = (window as Window & { __marqueeEarly?: EarlyEngagement }).__marqueeEarly;
      early?.stop();
      if (early?.click) hold(early.click);
      if (early) heldChanges.push(...early.changes);
      if (early?.engaged || addressWantsCode(window.location)) onEngage();
      return () => {
        for (const type of engagementEvents) window.removeEventListener(type, onEngage, true);
        window.removeEventListener('load', whenIdle);
        window.document.removeEventListener('pointerdown', onPointerDown, true);
        window.document.removeEventListener('pointerup', onPointerUp, true);
        window.document.removeEventListener('pointercancel', onPointerCancel, true);
        window.document.removeEventListener('click', onClick, true);
        window.document.removeEventListener('change', onChange, true);
      };
    },
  };
}

/** The page's hydration: the browser entry watches it before hydrating; `deferred()` waits on it. */
export const { started, onStart, markHydrated, watch: watchHydration } = createHydration();

/**
 * What a page becomes when code or strings it needs cannot be had (a request lost on a phone's
 * network, a deploy that replaced the fingerprinted files): never an error page. Before hydration
 * the server's HTML stays, and what was held goes to it, working as it does without scripts. After
 * hydration it is a client navigation's next page: its address is already in the bar, and the
 * document is loaded again, so the server renders it (React Router does the same when a route's
 * own module cannot load).
 */
export function keepTheServersPage(document: Document): void {
  if (document.documentElement.hasAttribute('data-hydrated')) document.location.reload();
  else void markHydrated(false);
}
