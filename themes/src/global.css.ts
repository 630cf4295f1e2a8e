import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { wrapWords } from './text.ts';

/** The document-wide base every page and story shares: box model, page colours, type. */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '100%',
  lineHeight: vars.lineHeight.normal,
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', { margin: 0, minHeight: '100dvh' });

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  ...wrapWords,
});

globalStyle('a', { color: vars.color.link });
