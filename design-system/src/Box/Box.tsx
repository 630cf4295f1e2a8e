import type { ElementType, ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '@marquee/themes';

export type BoxProps = Sprinkles & {
  /** The element to render (a `div` by default). */
  as?: ElementType;
  /** The content laid out. */
  children?: ReactNode;
  /** The element's id, e.g. for a heading that `aria-labelledby` names elsewhere. */
  id?: string;
  /** Names the element from a visible heading (a landmark or a region). */
  'aria-labelledby'?: string;
  /** Names the element when no visible text does. */
  'aria-label'?: string;
  /** An ARIA role, when the element stands for a landmark or a group. */
  role?: string;
};

/**
 * Layout from tokens only: every style prop is a sprinkle, responsive on the
 * spec's breakpoints (`padding={{ mobile: 'small', desktop: 'large' }}`).
 */
export function Box({ as: Element = 'div', children, id, role, ...props }: BoxProps) {
  const { 'aria-labelledby': labelledBy, 'aria-label': label, ...styleProps } = props;
  return (
    <Element id={id} role={role} aria-labelledby={labelledBy} aria-label={label} className={sprinkles(styleProps)}>
      {children}
    </Element>
  );
}
