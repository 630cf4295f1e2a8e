export { useShows, type ShowsState } from './useShows.ts';
