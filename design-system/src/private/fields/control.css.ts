import { style } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

/**
 * The box of a text-like control. Text inputs show the focus ring on any focus (not only keyboard
 * focus): a caret alone is too faint a cue.
 */
export const control = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.borderControl}`,
  borderRadius: vars.radius.control,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easingStandard,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused], &[data-focus-visible]': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-invalid]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      opacity: 0.55,
      backgroundColor: vars.color.surfaceRaised,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'FieldText',
      selectors: {
        '&[data-invalid]': { borderColor: 'Mark', borderWidth: '2px' },
        '&[data-disabled]': { borderColor: 'GrayText', color: 'GrayText' },
      },
    },
  },
});
