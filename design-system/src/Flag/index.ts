export { Flag, flagColorOf, flagColors, heartFlagColor, type FlagColor, type FlagProps } from './Flag.tsx';
