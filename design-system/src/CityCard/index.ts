export { CityCard, cityCardHeadingLevels, type CityCardHeadingLevel, type CityCardProps } from './CityCard.tsx';
