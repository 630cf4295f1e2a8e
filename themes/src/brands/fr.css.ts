import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css.ts';
import { baseTokens } from '../tokens.ts';

/** The French brand: the chain's yellow on white. */
export const frTheme = createTheme(vars, baseTokens, 'theme-fr');
