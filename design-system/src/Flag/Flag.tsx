import { cva } from 'class-variance-authority';
import { HeartGlyph } from '../private/icons/glyphs.tsx';
import * as styles from './Flag.css.ts';

/** catalogue.txt §3 Flag colours by number: 1 green, 2 yellow, 3 grey, 4 red, 5 blue. */
export const flagColors = [1, 2, 3, 4, 5] as const;

export type FlagColor = (typeof flagColors)[number];

/** catalogue.txt §9: the heart flag uses colour 5. */
export const heartFlagColor = 5 satisfies FlagColor;

/** Reads a flag colour as the API sends it (`"2"`, 2, null); anything else is no colour. */
export function flagColorOf(value: string | number | null | undefined): FlagColor | undefined {
  const number = typeof value === 'string' ? Number(value.trim()) : value;
  return flagColors.find((color) => color === number);
}

const flagClass = cva(styles.flag, { variants: { color: styles.flagFill } });

export type FlagProps = {
  /** The flag's text ("Avant-première"). */
  label: string;
} & (
  | {
      /** The flag colour by number (catalogue.txt §3): 1 green, 2 yellow, 3 grey, 4 red, 5 blue. */
      color: FlagColor;
      heart?: false;
    }
  | {
      /** A heart flag ("coup de cœur"): its colour is fixed by the spec (5, blue). */
      heart: true;
      color?: never;
    }
);

/** A show flag such as "Avant-première" on its flag colour. */
export function Flag({ label, color, heart }: FlagProps) {
  return (
    <span
      className={flagClass({ color: heart ? heartFlagColor : color })}
      data-flag-color={heart ? heartFlagColor : color}
    >
      {heart ? <HeartGlyph /> : null}
      {label}
    </span>
  );
}
