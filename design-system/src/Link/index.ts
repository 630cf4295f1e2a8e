export { Link, linkTones, type LinkProps, type LinkTone } from './Link.tsx';
export type { LinkTarget } from './newTab.tsx';
