export { CityLightPage, cityLightPage } from './CityLightPage.tsx';
