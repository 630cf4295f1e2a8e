import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import * as styles from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'dark', 'booking', 'quiet'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

/** The button look, shared with Cta (a link that looks like a button). */
export const buttonClass = cva(styles.base, {
  variants: {
    variant: styles.variant,
    size: styles.size,
    iconOnly: { true: styles.iconOnly, false: '' },
  },
  defaultVariants: { variant: 'primary', size: 'medium', iconOnly: false },
});

/** Wraps a decorative icon so it scales with the button's text. */
export function ButtonIcon({ children }: { children: ReactNode }) {
  return (
    <span className={styles.icon} aria-hidden="true">
      {children}
    </span>
  );
}

interface ButtonBaseProps extends Pick<AriaButtonProps, 'onPress' | 'isDisabled' | 'isPending' | 'type' | 'autoFocus'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A decorative icon before the text (hidden from assistive technology). */
  icon?: ReactNode;
  /** Announced to assistive technology while `isPending` is true. */
  pendingLabel?: string;
}

/** With visible text; `aria-label` only when the text alone is ambiguous. */
interface ButtonWithText extends ButtonBaseProps {
  children: ReactNode;
  'aria-label'?: string;
}

/** Icon only: the type makes the accessible name mandatory. */
interface IconOnlyButton extends ButtonBaseProps {
  children?: undefined;
  icon: ReactNode;
  'aria-label': string;
}

export type ButtonProps = ButtonWithText | IconOnlyButton;

/** An action button. Styling follows react-aria's data-* states; no className escape hatch. */
export function Button({ children, variant, size, icon, pendingLabel, isPending, ...props }: ButtonProps) {
  const iconOnly = children === undefined;
  const leading = isPending ? (
    <span className={styles.spinner} aria-hidden="true" />
  ) : icon ? (
    <ButtonIcon>{icon}</ButtonIcon>
  ) : null;
  return (
    <AriaButton {...props} isPending={isPending} className={buttonClass({ variant, size, iconOnly })}>
      {leading}
      {iconOnly ? null : isPending ? <span>{children}</span> : children}
      {isPending && pendingLabel ? (
        <span role="status" className={visuallyHidden}>
          {pendingLabel}
        </span>
      ) : null}
    </AriaButton>
  );
}
