import { breakpoints } from './constants.ts';

export const viewportKinds = ['mobile', 'tablet', 'desktop', 'large'] as const;
export type ViewportKind = (typeof viewportKinds)[number];

/** catalogue.txt §9 Breakpoints: mobile < 700, tablet < 1080, desktop >= 1080, large >= 1440. */
export function viewportKind(width: number): ViewportKind {
  if (width >= breakpoints.large) return 'large';
  if (width >= breakpoints.desktop) return 'desktop';
  if (width >= breakpoints.tablet) return 'tablet';
  return 'mobile';
}

export function isDesktopViewport(kind: ViewportKind): boolean {
  return kind === 'desktop' || kind === 'large';
}
