export {
  FaqList,
  faqListHeadingLevels,
  type FaqListHeadingLevel,
  type FaqListProps,
  type FaqQuestion,
} from './FaqList.tsx';
