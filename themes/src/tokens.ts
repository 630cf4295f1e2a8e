/**
 * The shape every brand theme fills. The vanilla-extract contract is derived
 * from this same shape (see contract.css.ts), so a theme and the contract
 * cannot drift apart.
 */
export interface ThemeTokens {
  color: {
    surface: string;
    surfaceRaised: string;
    text: string;
    textMuted: string;
    brandAccent: string;
    brandAccentHover: string;
    brandAccentActive: string;
    onBrandAccent: string;
    focusRing: string;
  };
  font: {
    body: string;
    heading: string;
  };
  fontSize: {
    small: string;
    body: string;
    large: string;
    title: string;
  };
  space: {
    xsmall: string;
    small: string;
    medium: string;
    large: string;
    xlarge: string;
  };
  radius: {
    control: string;
    card: string;
  };
}

/** Tokens shared by every brand; a brand overrides only what sets it apart. */
export const baseTokens: ThemeTokens = {
  color: {
    surface: '#ffffff',
    surfaceRaised: '#f4f4f5',
    text: '#141414',
    textMuted: '#52525b',
    brandAccent: '#ffc426',
    brandAccentHover: '#f0b400',
    brandAccentActive: '#d9a300',
    onBrandAccent: '#141414',
    focusRing: '#1d4ed8',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  fontSize: {
    small: '0.875rem',
    body: '1rem',
    large: '1.25rem',
    title: '2rem',
  },
  space: {
    xsmall: '0.25rem',
    small: '0.5rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2.5rem',
  },
  radius: {
    control: '0.5rem',
    card: '0.75rem',
  },
};
