import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import * as styles from './Badge.css.ts';

export const badgeTones = [
  'neutral',
  'inverse',
  'brand',
  'info',
  'success',
  'warning',
  'danger',
  'premium',
  'flag1',
  'flag2',
  'flag3',
  'flag4',
  'flag5',
] as const;
export const badgeSizes = ['small', 'medium'] as const;

export type BadgeTone = (typeof badgeTones)[number];
export type BadgeSize = (typeof badgeSizes)[number];

const badgeClass = cva(styles.base, {
  variants: { tone: styles.tone, size: styles.size },
  defaultVariants: { tone: 'neutral', size: 'medium' },
});

export interface BadgeProps {
  /** The badge's text, kept short ("New", "VOST"). */
  label: string;
  /** The colour pair: neutral, a feedback tone, the brand, premium or a flag colour. */
  tone?: BadgeTone;
  /** `small` inside dense rows (cards, chips); `medium` elsewhere. */
  size?: BadgeSize;
  /** A decorative icon before the label (an `Icon` without label). */
  icon?: ReactNode;
}

/** A short status or category label ("New", "Sold out", "VOST"). Static text, not interactive. */
export function Badge({ label, tone, size, icon }: BadgeProps) {
  return (
    <span className={badgeClass({ tone, size })}>
      {icon}
      {label}
    </span>
  );
}
