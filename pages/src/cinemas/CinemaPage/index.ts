export { CinemaPage, cinemaLightPage, cinemaPage } from './CinemaPage.tsx';
