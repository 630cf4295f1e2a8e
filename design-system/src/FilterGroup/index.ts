export {
  FilterGroup,
  type FilterGroupProps,
  type FilterGroupSection,
  type FilterOption,
  type FilterSelection,
} from './FilterGroup.tsx';
