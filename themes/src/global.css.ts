import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@marquee/themes';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', { margin: 0, minHeight: '100vh' });
