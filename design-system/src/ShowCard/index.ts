export {
  ShowCard,
  showCardHeadingLevels,
  ShowCardSkeleton,
  showCardSizes,
  type ShowAvailability,
  type ShowCardHeadingLevel,
  type ShowCardProps,
  type ShowCardSize,
  type ShowCardSkeletonProps,
} from './ShowCard.tsx';
