import type { ReactNode } from 'react';
import type { Sprinkles } from '@marquee/themes';
import { Box, type BoxProps } from './Box.tsx';

export interface StackProps extends Pick<BoxProps, 'as' | 'id' | 'aria-labelledby' | 'aria-label' | 'role'> {
  /** Space between the children, from the spacing scale, optionally per breakpoint. */
  space: Sprinkles['gap'];
  /** How the children line up across the stack; `stretch` (full width) by default. */
  align?: Sprinkles['alignItems'];
  /** The stacked children. */
  children: ReactNode;
}

/** Children one above the other, evenly spaced. */
export function Stack({ space, align = 'stretch', children, ...props }: StackProps) {
  return (
    <Box {...props} display="flex" flexDirection="column" gap={space} alignItems={align}>
      {children}
    </Box>
  );
}

export interface InlineProps extends Pick<BoxProps, 'as' | 'id' | 'aria-labelledby' | 'aria-label' | 'role'> {
  /** Space between the children, across and between lines, from the spacing scale. */
  space: Sprinkles['gap'];
  /** Vertical alignment within a line; `center` by default. */
  align?: Sprinkles['alignItems'];
  /** Horizontal distribution of each line; `flex-start` by default. */
  justify?: Sprinkles['justifyContent'];
  /** The children, side by side. */
  children: ReactNode;
}

/** Children side by side, wrapping onto new lines when they run out of room. */
export function Inline({ space, align = 'center', justify = 'flex-start', children, ...props }: InlineProps) {
  return (
    <Box
      {...props}
      display="flex"
      flexDirection="row"
      flexWrap="wrap"
      gap={space}
      alignItems={align}
      justifyContent={justify}
    >
      {children}
    </Box>
  );
}
