// The design system's public API: one line per component folder.
// Layout
export * from './Box/index.ts';
// Actions and links
export * from './Button/index.ts';
export * from './Cta/index.ts';
export * from './Link/index.ts';
export * from './LinkProvider/index.ts';
export * from './LocaleProvider/index.ts';
export * from './ScriptSwitch/index.ts';
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
// Cinema components
export * from './ShowtimeChip/index.ts';
export * from './ShowtimeGrid/index.ts';
export * from './ShowtimePanel/index.ts';
export * from './ExperienceBadge/index.ts';
export * from './ExperienceTeaser/index.ts';
export * from './ShowCard/index.ts';
export * from './ShowHero/index.ts';
export * from './CinemaCard/index.ts';
export * from './CityCard/index.ts';
export * from './ServiceList/index.ts';
export * from './FaqList/index.ts';
export * from './SmartAppBanner/index.ts';
export * from './HeaderPush/index.ts';
// Shell and member pop-ins
export * from './Header/index.ts';
export * from './Footer/index.ts';
export * from './LanguageSwitch/index.ts';
export * from './SearchPopin/index.ts';
export * from './LocatorPopin/index.ts';
export * from './ProfilePopin/index.ts';
