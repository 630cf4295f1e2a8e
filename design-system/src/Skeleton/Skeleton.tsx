import { cva } from 'class-variance-authority';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import * as styles from './Skeleton.css.ts';

export const skeletonShapes = ['text', 'block', 'poster'] as const;

export type SkeletonShape = (typeof skeletonShapes)[number];

const boneClass = cva(styles.bone, { variants: { shape: styles.shape, last: { true: styles.lastLine, false: '' } } });

export interface SkeletonProps {
  /** What it stands in for: lines of text, a block, or a 2:3 poster. */
  shape?: SkeletonShape;
  /** Number of text lines (shape "text"). */
  lines?: number;
  /**
   * Makes this the loading region's announcement ("Loading showtimes…", role status). Leave it out
   * when several skeletons share one region: they are then hidden from assistive technology.
   */
  statusLabel?: string;
}

/** A grey stand-in for content that is loading; it pulses unless the user asked for reduced motion. */
export function Skeleton({ shape = 'text', lines = 3, statusLabel }: SkeletonProps) {
  const count = shape === 'text' ? Math.max(1, lines) : 1;
  const bones = (
    <span className={styles.root} aria-hidden="true" data-skeleton={shape}>
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={boneClass({ shape, last: shape === 'text' && count > 1 && index === count - 1 })}
        />
      ))}
    </span>
  );
  if (!statusLabel) return bones;
  return (
    <span role="status" className={styles.root}>
      <span className={visuallyHidden}>{statusLabel}</span>
      {bones}
    </span>
  );
}
