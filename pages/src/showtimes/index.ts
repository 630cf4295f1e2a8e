// Shows and showtimes parts shared by the film pages and the cinema pages (issue 20 "shared
// showtimes parts used by films and cinemas alike", decision 0063). Pages import them from here,
// never from another page's folder; the rules behind them live in `@marquee/data` (data/src/rules).
export { filtersHref, replaceAddress, withLocalisation, withoutEmpty } from './address.ts';
export { ExperienceTeaserPopin } from './ExperienceTeaserPopin.tsx';
export {
  FilmCard,
  gridPosterSizes,
  ShowGrid,
  ShowGridSkeleton,
  type FilmCardProps,
  type ShowGridProps,
} from './FilmCard.tsx';
export { gridShowtimes, showtimeExperiences, type GridLayout, type GridOptions } from './grid.ts';
export { InPlaceLinks, type InPlaceLinksProps } from './InPlaceLinks.tsx';
export { cardContentRating, ratingSystemFor } from './ratings.ts';
export { ShowtimeDetails, type ShowtimeDetailsData, type ShowtimeDetailsProps } from './ShowtimeDetails.tsx';
