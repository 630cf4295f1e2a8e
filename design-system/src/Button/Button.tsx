import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import * as styles from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary'] as const;
export const buttonSizes = ['small', 'medium'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

const button = cva(styles.base, {
  variants: {
    variant: styles.variant,
    size: styles.size,
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});

export interface ButtonProps extends Pick<
  AriaButtonProps,
  'onPress' | 'isDisabled' | 'isPending' | 'type' | 'autoFocus' | 'aria-label'
> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Announced to assistive technology while `isPending` is true. */
  pendingLabel?: string;
}

/** An action button. Styling follows react-aria's data-* states; no className escape hatch. */
export function Button({ children, variant, size, pendingLabel, isPending, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} isPending={isPending} className={button({ variant, size })}>
      {isPending ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <span>{children}</span>
          {pendingLabel ? (
            <span role="status" className={visuallyHidden}>
              {pendingLabel}
            </span>
          ) : null}
        </>
      ) : (
        children
      )}
    </AriaButton>
  );
}
