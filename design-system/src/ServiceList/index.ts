export {
  ServiceList,
  serviceListHeadingLevels,
  type ServiceListHeadingLevel,
  type ServiceListItem,
  type ServiceListProps,
} from './ServiceList.tsx';
