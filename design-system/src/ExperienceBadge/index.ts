export {
  ExperienceBadge,
  ExperienceBadgeList,
  type ExperienceBadgeListProps,
  type ExperienceBadgeProps,
} from './ExperienceBadge.tsx';
