import { style } from '@vanilla-extract/css';
import { mediaQueries, vars, wrapWords } from '@marquee/themes';

export const push = style({
  position: 'relative',
  display: 'grid',
  borderRadius: vars.radius.card,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});

/** A 16:9 backdrop is cropped on wide screens so the films stay near the top. */
export const pushImage = style({ gridArea: '1 / 1', maxHeight: '30rem', overflow: 'hidden' });

/**
 * The text sits on a solid band below the image on a phone and over its foot from tablet. It is
 * positioned so it paints above the picture, whose frame is positioned too (issue 20: at 1280 px
 * the picture covered the title and its call to action, which could not be clicked).
 */
export const pushText = style({
  position: 'relative',
  gridArea: '2 / 1',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  backgroundColor: vars.color.surfaceInverse,
  '@media': {
    [mediaQueries.tablet]: {
      gridArea: '1 / 1',
      alignSelf: 'end',
      margin: vars.space.large,
      borderRadius: vars.radius.card,
      maxWidth: '32rem',
    },
  },
});

export const pushTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.tight,
  ...wrapWords,
});

export const newsList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const newsItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const newsImage = style({ borderRadius: vars.radius.card, overflow: 'hidden' });

export const newsTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.tight,
  ...wrapWords,
});

export const newsHeadline = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
