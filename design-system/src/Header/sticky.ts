import { useEffect, useRef, useState } from 'react';
import { breakpoints } from '@marquee/themes';

/** catalogue.txt §9 Header and timing: the header is never sticky at this scroll or less. */
export const stickyHeaderMinScroll = 68;
/** catalogue.txt §9: scroll events are read at most once per 200 ms. */
export const stickyHeaderScrollThrottleMs = 200;
/** catalogue.txt §9: a resize is read once it has settled for 100 ms. */
export const stickyHeaderResizeDebounceMs = 100;

export interface StickyHeaderState {
  isSticky: boolean;
  /** False while a sticky header is slid out of view. */
  isVisible: boolean;
  /** The scroll the state was computed at, to tell the next scroll's direction. */
  scrollY: number;
}

export interface StickyHeaderMeasure {
  scrollY: number;
  windowHeight: number;
  isDesktop: boolean;
}

export const initialStickyHeaderState: StickyHeaderState = { isSticky: false, isVisible: true, scrollY: 0 };

/**
 * catalogue.txt §4 Header, member-and-shell.txt §2 Header: desktop only; not sticky at a
 * scroll of 68 px or less; sticky once scrolled past a quarter of the window height; while
 * sticky, visible when scrolling up and hidden when scrolling down.
 * Between 68 px and a quarter of the window a header keeps the stickiness it had, so scrolling
 * back up towards the top does not drop a sticky header before the 68 px line.
 */
export function stickyHeaderState(
  previous: StickyHeaderState,
  { scrollY, windowHeight, isDesktop }: StickyHeaderMeasure,
): StickyHeaderState {
  if (!isDesktop || scrollY <= stickyHeaderMinScroll) return { isSticky: false, isVisible: true, scrollY };
  const isSticky = previous.isSticky || scrollY > windowHeight / 4;
  if (!isSticky) return { isSticky: false, isVisible: true, scrollY };
  const isVisible =
    scrollY < previous.scrollY ? true : scrollY > previous.scrollY ? false : previous.isSticky && previous.isVisible;
  return { isSticky, isVisible, scrollY };
}

export interface Scheduled {
  (): void;
  cancel: () => void;
}

/** Runs at once, then at most once per `waitMs`; calls in between run once at the end of the wait. */
export function throttle(run: () => void, waitMs: number): Scheduled {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let callPending = false;
  const throttled = () => {
    if (timer !== undefined) {
      callPending = true;
      return;
    }
    run();
    timer = setTimeout(() => {
      timer = undefined;
      if (callPending) {
        callPending = false;
        throttled();
      }
    }, waitMs);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    callPending = false;
  };
  return throttled;
}

/** Runs once no call has come for `waitMs`. */
export function debounce(run: () => void, waitMs: number): Scheduled {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      run();
    }, waitMs);
  };
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

function measureWindow(): StickyHeaderMeasure {
  return {
    scrollY: window.scrollY,
    windowHeight: window.innerHeight,
    isDesktop: window.innerWidth >= breakpoints.desktop,
  };
}

export type StickyHeaderView = Pick<StickyHeaderState, 'isSticky' | 'isVisible'>;

/**
 * Follows the window's scroll (throttled, 200 ms) and size (debounced, 100 ms) and returns
 * whether the header is sticky and visible. Server render and first paint: in the flow, visible.
 */
export function useStickyHeader(): StickyHeaderView {
  // The last reading (its scroll position gives the direction) changes with every scroll; the
  // view, which renders the header, only when the header moves.
  const reading = useRef(initialStickyHeaderState);
  const [view, setView] = useState<StickyHeaderView>(initialStickyHeaderState);
  useEffect(() => {
    const update = () => {
      const next = stickyHeaderState(reading.current, measureWindow());
      reading.current = next;
      setView((shown) =>
        shown.isSticky === next.isSticky && shown.isVisible === next.isVisible
          ? shown
          : { isSticky: next.isSticky, isVisible: next.isVisible },
      );
    };
    const onScroll = throttle(update, stickyHeaderScrollThrottleMs);
    const onResize = debounce(update, stickyHeaderResizeDebounceMs);
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      onScroll.cancel();
      onResize.cancel();
    };
  }, []);
  return view;
}
