export { HeaderPush, type HeaderPushProps } from './HeaderPush.tsx';
export { headerPushTone, isHexColour, type HeaderPushColours, type HeaderPushTone } from './headerPushColours.ts';
