export { pageColumn } from './PageColumn.css.ts';
