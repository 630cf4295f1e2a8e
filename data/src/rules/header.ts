import { stickyHeaderThresholdPx } from './constants.ts';
import { isDesktopViewport, type ViewportKind } from './viewport.ts';

export interface HeaderState {
  sticky: boolean;
  visible: boolean;
}

export interface HeaderScroll {
  viewport: ViewportKind;
  scrollY: number;
  previousScrollY: number;
  windowHeight: number;
}

export const initialHeaderState: HeaderState = { sticky: false, visible: true };

/**
 * catalogue.txt §4 Header / member-and-shell.txt §2 Header: desktop only; not sticky at 68px or
 * less; sticky once past a quarter of the window height; in between it keeps its state. While
 * sticky it shows on scrolling up and hides on scrolling down.
 */
export function stickyHeader(previous: HeaderState, scroll: HeaderScroll): HeaderState {
  if (!isDesktopViewport(scroll.viewport) || scroll.scrollY <= stickyHeaderThresholdPx) return initialHeaderState;
  const sticky = scroll.scrollY > scroll.windowHeight / 4 || previous.sticky;
  if (!sticky) return initialHeaderState;
  if (scroll.scrollY < scroll.previousScrollY) return { sticky, visible: true };
  if (scroll.scrollY > scroll.previousScrollY) return { sticky, visible: false };
  return { sticky, visible: previous.visible };
}
