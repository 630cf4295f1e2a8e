import type { ElementType, ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '@marquee/themes';

export type BoxProps = Sprinkles & {
  /** The element to render (a `div` by default). */
  as?: ElementType;
  children?: ReactNode;
  id?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
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
