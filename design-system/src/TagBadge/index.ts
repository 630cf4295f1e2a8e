export { TagBadge, type TagBadgeProps } from './TagBadge.tsx';
