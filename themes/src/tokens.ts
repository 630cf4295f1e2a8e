import { interactionShades } from './color.ts';

/**
 * The shape every brand theme fills. The vanilla-extract contract is derived
 * from this same shape (contract.css.ts), so a theme and the contract cannot
 * drift apart. Colour pairs that must stay legible are listed in contrast.ts.
 */
export interface ThemeTokens {
  color: {
    // Surfaces and text.
    surface: string;
    surfaceRaised: string;
    surfaceSunken: string;
    surfaceInverse: string;
    text: string;
    textMuted: string;
    textInverse: string;
    /** Decorative separators (no contrast requirement). */
    border: string;
    /** Borders that identify a control (WCAG 1.4.11: 3:1). */
    borderControl: string;
    link: string;
    // Brand.
    brandPrimary: string;
    brandPrimaryHover: string;
    brandPrimaryActive: string;
    onBrandPrimary: string;
    brandSecondary: string;
    brandSecondaryHover: string;
    brandSecondaryActive: string;
    onBrandSecondary: string;
    accent: string;
    onAccent: string;
    // Feedback: a strong colour for icons and borders, a soft one for backgrounds.
    warning: string;
    warningSoft: string;
    onWarningSoft: string;
    info: string;
    infoSoft: string;
    onInfoSoft: string;
    success: string;
    successSoft: string;
    onSuccessSoft: string;
    danger: string;
    dangerSoft: string;
    onDangerSoft: string;
    // Interaction.
    focusRing: string;
    /** The focus ring on dark surfaces (surfaceInverse, brandSecondary). */
    focusRingInverse: string;
    /** The scrim behind pop-ins (translucent, so it has no contrast pair). */
    overlay: string;
    // Flag colours by number (catalogue.txt §3): 1 green, 2 yellow, 3 grey, 4 red, 5 blue.
    flag1: string;
    onFlag1: string;
    flag2: string;
    onFlag2: string;
    flag3: string;
    onFlag3: string;
    flag4: string;
    onFlag4: string;
    flag5: string;
    onFlag5: string;
    // Showtime states (catalogue.txt §4): available normal, sold out "full", locked "old".
    showtimeAvailable: string;
    showtimeAvailableHover: string;
    onShowtimeAvailable: string;
    showtimeFull: string;
    onShowtimeFull: string;
    showtimeOld: string;
    onShowtimeOld: string;
    // Experience tags.
    tagImax: string;
    onTagImax: string;
    tag4dx: string;
    onTag4dx: string;
    tagDolby: string;
    onTagDolby: string;
    tag3d: string;
    onTag3d: string;
    tagPremium: string;
    onTagPremium: string;
  };
  font: {
    body: string;
    heading: string;
  };
  fontSize: {
    xsmall: string;
    small: string;
    body: string;
    large: string;
    xlarge: string;
    title: string;
    display: string;
  };
  fontWeight: {
    regular: string;
    medium: string;
    bold: string;
    heavy: string;
  };
  lineHeight: {
    tight: string;
    normal: string;
    relaxed: string;
  };
  space: {
    none: string;
    xxsmall: string;
    xsmall: string;
    small: string;
    medium: string;
    large: string;
    xlarge: string;
    xxlarge: string;
  };
  radius: {
    none: string;
    small: string;
    control: string;
    card: string;
    full: string;
  };
  elevation: {
    low: string;
    medium: string;
    high: string;
  };
  motion: {
    durationFast: string;
    durationMedium: string;
    durationSlow: string;
    easingStandard: string;
    easingEnter: string;
    easingExit: string;
  };
  zIndex: {
    header: string;
    overlay: string;
    popin: string;
    toast: string;
    /**
     * The sign-in frame's overlay (decision 0043): above the pop-in it was opened from, which React
     * Aria positions at z-index 100000 inline, and above the alerts (a frame that must be completed).
     */
    authOverlay: string;
  };
  /** catalogue.txt §9 breakpoints, for reference in CSS values (media queries use breakpoints.ts). */
  breakpoint: {
    tablet: string;
    desktop: string;
    large: string;
  };
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

function deepMerge<T extends object>(base: T, override: DeepPartial<T>): T {
  const result = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    result[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? deepMerge(current as object, value as object)
        : value;
  }
  return result as T;
}

/** Brand-specific inputs: the few colours a brand chooses; the rest is derived or shared. */
export interface BrandInputs {
  brandPrimary: string;
  onBrandPrimary: string;
  brandSecondary: string;
  onBrandSecondary: string;
  accent: string;
  onAccent: string;
  link: string;
  focusRing: string;
  focusRingInverse: string;
}

/** Tokens shared by every brand; a brand overrides only what sets it apart. */
export const baseTokens: ThemeTokens = {
  color: {
    surface: '#ffffff',
    surfaceRaised: '#f4f4f5',
    surfaceSunken: '#e9e9ec',
    surfaceInverse: '#141414',
    text: '#141414',
    textMuted: '#52525b',
    textInverse: '#ffffff',
    border: '#d4d4d8',
    borderControl: '#71717a',
    link: '#1d4ed8',
    brandPrimary: '#ffc72c',
    brandPrimaryHover: '#ffc72c',
    brandPrimaryActive: '#ffc72c',
    onBrandPrimary: '#141414',
    brandSecondary: '#141414',
    brandSecondaryHover: '#141414',
    brandSecondaryActive: '#141414',
    onBrandSecondary: '#ffffff',
    accent: '#1d4ed8',
    onAccent: '#ffffff',
    warning: '#b45309',
    warningSoft: '#fff4e0',
    onWarningSoft: '#5c2d06',
    info: '#1d5fbf',
    infoSoft: '#e8f0fc',
    onInfoSoft: '#123a75',
    success: '#1d7a3e',
    successSoft: '#e6f4ea',
    onSuccessSoft: '#134d28',
    danger: '#c62828',
    dangerSoft: '#fdecec',
    onDangerSoft: '#7a1616',
    focusRing: '#1d4ed8',
    focusRingInverse: '#ffc72c',
    overlay: 'rgb(0 0 0 / 0.6)',
    flag1: '#1d7a3e',
    onFlag1: '#ffffff',
    flag2: '#f5c400',
    onFlag2: '#141414',
    flag3: '#5b5b66',
    onFlag3: '#ffffff',
    flag4: '#c62828',
    onFlag4: '#ffffff',
    flag5: '#1f5fbf',
    onFlag5: '#ffffff',
    showtimeAvailable: '#f4f4f5',
    showtimeAvailableHover: '#e4e4e7',
    onShowtimeAvailable: '#141414',
    showtimeFull: '#fdecec',
    onShowtimeFull: '#7a1616',
    showtimeOld: '#e9e9ec',
    onShowtimeOld: '#52525b',
    tagImax: '#0b5cab',
    onTagImax: '#ffffff',
    tag4dx: '#18703a',
    onTag4dx: '#ffffff',
    tagDolby: '#141414',
    onTagDolby: '#ffffff',
    tag3d: '#6b2fb3',
    onTag3d: '#ffffff',
    tagPremium: '#8a6d1d',
    onTagPremium: '#ffffff',
  },
  font: {
    body: 'system-ui, sans-serif',
    heading: 'system-ui, sans-serif',
  },
  fontSize: {
    xsmall: '0.75rem',
    small: '0.875rem',
    body: '1rem',
    large: '1.25rem',
    xlarge: '1.5rem',
    title: '2rem',
    display: '2.75rem',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700', heavy: '800' },
  lineHeight: { tight: '1.15', normal: '1.45', relaxed: '1.65' },
  space: {
    none: '0',
    xxsmall: '0.125rem',
    xsmall: '0.25rem',
    small: '0.5rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2.5rem',
    xxlarge: '4rem',
  },
  radius: { none: '0', small: '0.25rem', control: '0.5rem', card: '0.75rem', full: '999px' },
  elevation: {
    low: '0 1px 2px rgb(0 0 0 / 0.12)',
    medium: '0 4px 12px rgb(0 0 0 / 0.16)',
    high: '0 12px 32px rgb(0 0 0 / 0.24)',
  },
  motion: {
    durationFast: '120ms',
    durationMedium: '200ms',
    durationSlow: '320ms',
    easingStandard: 'cubic-bezier(0.2, 0, 0, 1)',
    easingEnter: 'cubic-bezier(0, 0, 0, 1)',
    easingExit: 'cubic-bezier(0.3, 0, 1, 1)',
  },
  zIndex: { header: '100', overlay: '300', popin: '400', toast: '500', authOverlay: '100001' },
  breakpoint: { tablet: '700px', desktop: '1080px', large: '1440px' },
};

/** Motion collapses under prefers-reduced-motion: every duration becomes instant. */
export const reducedMotion: Pick<ThemeTokens['motion'], 'durationFast' | 'durationMedium' | 'durationSlow'> = {
  durationFast: '0ms',
  durationMedium: '0ms',
  durationSlow: '0ms',
};

/**
 * A brand theme: the base tokens with the brand's colours, type and shape,
 * and its hover/pressed shades derived from its fills.
 */
export function defineTheme(brand: BrandInputs, override: DeepPartial<ThemeTokens> = {}): ThemeTokens {
  const primary = interactionShades(brand.brandPrimary, brand.onBrandPrimary);
  const secondary = interactionShades(brand.brandSecondary, brand.onBrandSecondary);
  const merged = deepMerge(baseTokens, override);
  const showtime = interactionShades(merged.color.showtimeAvailable, merged.color.onShowtimeAvailable);
  return deepMerge(merged, {
    color: {
      ...brand,
      brandPrimaryHover: primary.hover,
      brandPrimaryActive: primary.active,
      brandSecondaryHover: secondary.hover,
      brandSecondaryActive: secondary.active,
      showtimeAvailableHover: showtime.hover,
    },
  });
}
