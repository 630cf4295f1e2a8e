export {
  ContentRating,
  ratingSystems,
  type Cinecheck,
  type ContentRatingProps,
  type RatingSystem,
} from './ContentRating.tsx';
