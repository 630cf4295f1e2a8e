export { Box, type BoxProps } from './Box.tsx';
export { Inline, Stack, type InlineProps, type StackProps } from './Stack.tsx';
