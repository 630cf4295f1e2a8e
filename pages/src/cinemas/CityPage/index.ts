export { CityPage, cityPage } from './CityPage.tsx';
