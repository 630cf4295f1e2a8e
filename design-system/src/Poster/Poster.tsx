import { cva } from 'class-variance-authority';
import { onlyMediaQueries } from '@marquee/themes';
import { FilmGlyph } from '../private/icons/glyphs.tsx';
import { useImageFailure } from '../private/media/useImageFailure.ts';
import * as styles from './Poster.css.ts';

/**
 * Pixel widths assumed for the chain's image sets (real-api.md: posterPath `{md, lg}`, backgroundPath
 * `{sm, md, lg}`); they only tell the browser which file to pick for the slot in `sizes`.
 */
export const posterSourceWidths = { md: 300, lg: 600 } as const;
export const backdropSourceWidths = { sm: 640, md: 1280, lg: 1920 } as const;

export type PosterSources = { md: string; lg: string };
export type BackdropSources = { sm?: string | null; md: string; lg: string };

interface ImageOptions {
  /**
   * What the image shows. An empty string marks it decorative (the title is already next to it).
   * Also names the placeholder when the image is missing.
   */
  alt: string;
  /** The slot width for `srcSet` selection, as in the `sizes` attribute. */
  sizes?: string;
  /** The page's largest image (LCP): loads eagerly at high priority instead of lazily. */
  priority?: boolean;
}

export type PosterProps = ImageOptions & {
  /** The API's `{md, lg}` poster files; null shows the placeholder. */
  sources: PosterSources | null;
  /**
   * The show's title, set on the brand's surface when the poster is missing or broken (issue 20). Its
   * text is hidden from assistive technology: the title is next to the poster, or `alt` names it.
   */
  title?: string;
};
export type BackdropProps = ImageOptions & {
  /** The API's `{sm, md, lg}` backdrop files; null shows the placeholder. */
  sources: BackdropSources | null;
  /**
   * Art direction: a picture framed for phones (a city's backdropMobile), shown instead of `sources`
   * on mobile screens, below 700 px (catalogue.txt §9 breakpoints), whatever the pixel density.
   */
  mobileSource?: string | null;
};

const frameClass = cva(styles.frame, { variants: { shape: styles.shape } });

/**
 * `srcSet` from the sizes the wire gives; one address given for every size (a single-URL field
 * passed as a set) leaves nothing to choose from, so no `srcSet` at all.
 */
export function srcSetOf(candidates: [string | null | undefined, number][]) {
  const seen = new Set<string>();
  const distinct = candidates.filter((candidate): candidate is [string, number] => {
    if (!candidate[0] || seen.has(candidate[0])) return false;
    seen.add(candidate[0]);
    return true;
  });
  return distinct.length > 1 ? distinct.map(([url, width]) => `${url} ${width}w`).join(', ') : undefined;
}

interface FramedImageProps extends ImageOptions {
  shape: 'poster' | 'backdrop';
  src: string | null;
  srcSet: string | undefined;
  sizes: string;
  /** A different picture below the tablet breakpoint. */
  mobileSource?: string | null;
  /** A poster's title, set in the fallback. */
  title?: string | undefined;
}

function FramedImage({ shape, src, srcSet, sizes, alt, priority = false, mobileSource, title }: FramedImageProps) {
  const { failed, imageProps } = useImageFailure(src);
  return (
    <span className={frameClass({ shape })} data-shape={shape} data-fallback={failed ? '' : undefined}>
      {src && !failed ? (
        <picture>
          {mobileSource ? <source media={onlyMediaQueries.mobile} srcSet={mobileSource} /> : null}
          <img
            {...imageProps}
            className={styles.image}
            src={src}
            srcSet={srcSet}
            sizes={srcSet ? sizes : undefined}
            alt={alt}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        </picture>
      ) : (
        <span
          className={title ? styles.titled : styles.placeholder}
          {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        >
          {title ? <span aria-hidden="true">{title}</span> : <FilmGlyph />}
        </span>
      )}
    </span>
  );
}

/**
 * A show poster (2:3) from the API's `{md, lg}` set; when missing or broken, the show's title on the
 * brand's surface (or the film glyph without a title).
 */
export function Poster({ sources, sizes = '(min-width: 1080px) 220px, 45vw', ...options }: PosterProps) {
  return (
    <FramedImage
      {...options}
      shape="poster"
      src={sources?.md ?? null}
      srcSet={
        sources
          ? srcSetOf([
              [sources.md, posterSourceWidths.md],
              [sources.lg, posterSourceWidths.lg],
            ])
          : undefined
      }
      sizes={sizes}
    />
  );
}

/**
 * A wide backdrop (16:9) from the API's `{sm, md, lg}` set, with a placeholder when missing or broken;
 * `mobileSource` replaces it on phones.
 */
export function Backdrop({ sources, sizes = '100vw', mobileSource, ...options }: BackdropProps) {
  return (
    <FramedImage
      {...options}
      mobileSource={sources ? mobileSource : null}
      shape="backdrop"
      src={sources?.md ?? null}
      srcSet={
        sources
          ? srcSetOf([
              [sources.sm, backdropSourceWidths.sm],
              [sources.md, backdropSourceWidths.md],
              [sources.lg, backdropSourceWidths.lg],
            ])
          : undefined
      }
      sizes={sizes}
    />
  );
}
