export { CinemaPage } from './CinemaPage.tsx';
export { cinemaLightPage, cinemaPage } from './definition.ts';
