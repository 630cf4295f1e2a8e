export {
  Backdrop,
  backdropSourceWidths,
  Poster,
  posterSourceWidths,
  type BackdropProps,
  type BackdropSources,
  type PosterProps,
  type PosterSources,
} from './Poster.tsx';
