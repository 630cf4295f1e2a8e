export { ShareLinks, type ShareLink, type ShareLinksProps } from './ShareLinks.tsx';
