// Box, Stack and Inline style themselves with the theme's sprinkles (themes/src/sprinkles.css.ts):
// no component-specific CSS.
export {};
