// The design system's public API: one line per component folder.
// Layout
export * from './Box/index.ts';
// Actions and links
export * from './Button/index.ts';
export * from './Cta/index.ts';
export * from './Link/index.ts';
export * from './LinkProvider/index.ts';
// Media and labels
export * from './Icon/index.ts';
export * from './Badge/index.ts';
export * from './Flag/index.ts';
export * from './TagBadge/index.ts';
export * from './Poster/index.ts';
export * from './ContentRating/index.ts';
export * from './Skeleton/index.ts';
export * from './Tooltip/index.ts';
// Forms
export * from './Field/index.ts';
export * from './TextField/index.ts';
export * from './SearchField/index.ts';
export * from './Select/index.ts';
export * from './Checkbox/index.ts';
export * from './RadioGroup/index.ts';
// Navigation and disclosure
export * from './Tabs/index.ts';
export * from './Accordion/index.ts';
export * from './Pager/index.ts';
export * from './DayStrip/index.ts';
export * from './FilterGroup/index.ts';
// Pop-ins, alerts, carousel
export * from './Popin/index.ts';
export * from './AlertBanner/index.ts';
export * from './AlertQueue/index.ts';
export * from './Carousel/index.ts';
