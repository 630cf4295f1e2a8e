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
  /** The look: `primary` for the main action, `booking` for booking, `quiet` for minor actions. */
  variant?: ButtonVariant;
  /** The height and padding; `medium` by default. */
  size?: ButtonSize;
  /** A decorative icon before the text (hidden from assistive technology). */
  icon?: ReactNode;
  /** Announced to assistive technology while `isPending` is true. */
  pendingLabel?: string;
}

/** With visible text; `aria-label` only when the text alone is ambiguous. */
interface ButtonWithText extends ButtonBaseProps {
  /** The visible text, which names the button. */
  children: ReactNode;
  /** Replaces the accessible name when the text alone is ambiguous; it must contain that text (WCAG 2.5.3). */
  'aria-label'?: string;
}

/** Icon only: the type makes the accessible name mandatory. */
interface IconOnlyButton extends ButtonBaseProps {
  /** No text: the icon alone shows. */
  children?: undefined;
  /** The icon the button shows. */
  icon: ReactNode;
  /** The accessible name, required since nothing visible names the button. */
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
