import { viewportForWidth, viewports, type Viewport } from '@marquee/themes/constants';

/** catalogue.txt §9 Breakpoints: one table, owned by the themes so CSS and JS never disagree. */
export { breakpoints } from '@marquee/themes/constants';

export const viewportKinds = viewports;
export type ViewportKind = Viewport;

/** catalogue.txt §9 Breakpoints: mobile < 700, tablet < 1080, desktop >= 1080, large >= 1440. */
export const viewportKind: (width: number) => ViewportKind = viewportForWidth;

export function isDesktopViewport(kind: ViewportKind): boolean {
  return kind === 'desktop' || kind === 'large';
}
