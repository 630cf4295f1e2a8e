export { Pager, type PagerProps } from './Pager.tsx';
export { pagerItems, type PagerItem } from './pagerItems.ts';
