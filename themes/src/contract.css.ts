import { createThemeContract } from '@vanilla-extract/css';
import { baseTokens, type ThemeTokens } from './tokens.ts';

type NullTokens<T> = { [K in keyof T]: T[K] extends string ? null : NullTokens<T[K]> };

function toContractShape<T extends object>(tokens: T): NullTokens<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : toContractShape(value as object),
    ]),
  ) as NullTokens<T>;
}

/** CSS custom properties that every component's styles read (`vars.color.surface` ...). */
export const vars = createThemeContract<NullTokens<ThemeTokens>>(toContractShape(baseTokens));
