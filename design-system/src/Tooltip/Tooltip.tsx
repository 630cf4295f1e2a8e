import type { ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import { Backdrop } from '../Poster/Poster.tsx';
import * as styles from './Tooltip.css.ts';

export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;

export type TooltipPlacement = (typeof tooltipPlacements)[number];

export interface TooltipProps {
  /** The trigger: a focusable design-system element (Button, Link, an interactive TagBadge). */
  children: ReactNode;
  /** The tooltip's first line (member-and-shell.txt §3 Experience tag tooltip {title, description, image}). */
  title: string;
  /** A sentence under the title. */
  description?: string;
  /** A decorative picture above the text (the title names the subject). */
  image?: string;
  /** The side of the trigger it opens on; it flips when there is no room. `top` by default. */
  placement?: TooltipPlacement;
  /** Milliseconds of hover before it opens; keyboard focus opens it at once. */
  delay?: number;
}

/**
 * A short description of its trigger, shown on hover and keyboard focus, closed by Escape.
 * Its text becomes the trigger's accessible description while open; nothing inside is interactive.
 */
export function Tooltip({ children, title, description, image, placement = 'top', delay = 600 }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={200}>
      {children}
      <AriaTooltip className={styles.tooltip} placement={placement} offset={8}>
        {image ? (
          <div className={styles.image}>
            <Backdrop sources={{ md: image, lg: image }} alt="" sizes="18rem" />
          </div>
        ) : null}
        <p className={styles.title}>{title}</p>
        {description ? <p className={styles.description}>{description}</p> : null}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
