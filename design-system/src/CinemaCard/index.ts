export {
  CinemaCard,
  cinemaCardHeadingLevels,
  type CinemaCardHeadingLevel,
  type CinemaCardIcon,
  type CinemaCardProps,
} from './CinemaCard.tsx';
export {
  FavouriteToggle,
  favouriteStates,
  type FavouriteState,
  type FavouriteToggleProps,
} from './FavouriteToggle.tsx';
