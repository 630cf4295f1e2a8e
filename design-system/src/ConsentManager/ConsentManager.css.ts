import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

/**
 * The library's preferences dialog reads its colours, fonts and radii from `--cc-*` custom
 * properties on its root (`#cc-main`): each is mapped to a token, so every brand theme dresses it and the
 * contrast pairs of the themes hold. An id selector outranks the library's `:root` defaults
 * whichever stylesheet loads last.
 */
const root = '#cc-main';

globalStyle(root, {
  vars: {
    '--cc-font-family': vars.font.body,
    '--cc-modal-border-radius': vars.radius.card,
    '--cc-btn-border-radius': vars.radius.control,
    '--cc-z-index': vars.zIndex.toast,
    '--cc-bg': vars.color.surface,
    '--cc-primary-color': vars.color.text,
    '--cc-secondary-color': vars.color.textMuted,
    '--cc-link-color': vars.color.link,
    '--cc-btn-primary-bg': vars.color.brandSecondary,
    '--cc-btn-primary-color': vars.color.onBrandSecondary,
    '--cc-btn-primary-border-color': vars.color.brandSecondary,
    '--cc-btn-primary-hover-bg': vars.color.brandSecondaryHover,
    '--cc-btn-primary-hover-color': vars.color.onBrandSecondary,
    '--cc-btn-primary-hover-border-color': vars.color.brandSecondaryHover,
    '--cc-btn-secondary-bg': vars.color.brandSecondary,
    '--cc-btn-secondary-color': vars.color.onBrandSecondary,
    '--cc-btn-secondary-border-color': vars.color.brandSecondary,
    '--cc-btn-secondary-hover-bg': vars.color.brandSecondaryHover,
    '--cc-btn-secondary-hover-color': vars.color.onBrandSecondary,
    '--cc-btn-secondary-hover-border-color': vars.color.brandSecondaryHover,
    '--cc-separator-border-color': vars.color.border,
    '--cc-toggle-on-bg': vars.color.brandSecondary,
    '--cc-toggle-off-bg': vars.color.textMuted,
    '--cc-toggle-on-knob-bg': vars.color.surface,
    '--cc-toggle-off-knob-bg': vars.color.surface,
    '--cc-toggle-enabled-icon-color': vars.color.brandSecondary,
    '--cc-toggle-disabled-icon-color': vars.color.textMuted,
    '--cc-toggle-readonly-bg': vars.color.borderControl,
    '--cc-toggle-readonly-knob-bg': vars.color.surface,
    '--cc-toggle-readonly-knob-icon-color': vars.color.borderControl,
    '--cc-section-category-border': vars.color.border,
    '--cc-cookie-category-block-bg': vars.color.surfaceSunken,
    '--cc-cookie-category-block-border': vars.color.border,
    '--cc-cookie-category-block-hover-bg': vars.color.surfaceSunken,
    '--cc-cookie-category-block-hover-border': vars.color.borderControl,
    '--cc-cookie-category-expanded-block-bg': vars.color.surface,
    '--cc-cookie-category-expanded-block-hover-bg': vars.color.surfaceSunken,
    '--cc-overlay-bg': vars.color.overlay,
    '--cc-footer-bg': vars.color.surfaceSunken,
    '--cc-footer-color': vars.color.text,
    '--cc-footer-border-color': vars.color.border,
  },
});

// The site's focus ring on every control of the dialog (WCAG 2.4.7), as on the design system's own.
globalStyle(`${root} :is(button, a, input):focus-visible`, {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

// Links in running text are underlined, never told apart by colour alone (WCAG 1.4.1): the
// library draws its underline as a background that only grows on hover.
globalStyle(`${root} .pm a[href]`, { backgroundSize: '100% 1px' });

// Headings in the brand's heading face (the library resets every element it draws).
globalStyle(`${root} :is(.pm__title, .pm__section-title):is(div, h2, h3)`, {
  fontFamily: vars.font.heading,
});

// The library's slide-in is decoration: without motion the dialog simply appears.
globalStyle(`${root} *`, {
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none', animation: 'none' } },
});

globalStyle(`${root} .pm`, {
  '@media': { '(forced-colors: active)': { border: '1px solid CanvasText' } },
});
