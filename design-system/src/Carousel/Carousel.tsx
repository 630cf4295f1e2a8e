import { cva } from 'class-variance-authority';
import useEmblaCarousel from 'embla-carousel-react';
import { Children, useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from 'react-aria-components';
import * as styles from './Carousel.css.ts';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';

/** How wide each slide is: the whole carousel, about half, or a poster row (2, 4 then 6 per view). */
export const carouselSlideSizes = ['full', 'half', 'poster'] as const;
export type CarouselSlideSize = (typeof carouselSlideSizes)[number];

const slideClass = cva('', { variants: { size: styles.slideSize }, defaultVariants: { size: 'full' } });

export interface CarouselProps {
  /** The carousel's accessible name (e.g. "Now showing"). */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** The accessible name of the previous button (it shows an arrow only). */
  previousLabel: string;
  /** The accessible name of the next button (it shows an arrow only). */
  nextLabel: string;
  /** Each slide's accessible name from its position, e.g. (3, 8) => "3 of 8". */
  slideLabel: (position: number, total: number) => string;
  /** How wide each slide is; `full` by default. */
  slideSize?: CarouselSlideSize;
}

const textEntry = 'input, textarea, select, [contenteditable]';

/**
 * A row of slides on Embla: dragged by touch or mouse, moved by the previous
 * and next buttons or the arrow keys from anywhere inside. Under reduced
 * motion every move is an instant jump.
 */
export function Carousel({ label, children, previousLabel, nextLabel, slideLabel, slideSize }: CarouselProps) {
  const slides = Children.toArray(children);
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    // Embla treats a zero duration as instant, drag release included.
    duration: reducedMotion ? 0 : 25,
  });
  // Before Embla measures (the server's HTML, a page not hydrated yet), the next arrow is live when
  // there is more than one slide: a tap on it then is held and replayed, never lost on a disabled button.
  const [position, setPosition] = useState({ selected: 0, canPrevious: false, canNext: slides.length > 1 });
  const rootRef = useRef<HTMLElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const focusHandoff = useRef<RefObject<HTMLButtonElement | null> | null>(null);
  useEffect(() => {
    focusHandoff.current?.current?.focus();
    focusHandoff.current = null;
  }, [position]);

  useEffect(() => {
    if (!embla) return;
    const update = () =>
      setPosition({
        selected: embla.selectedScrollSnap(),
        canPrevious: embla.canScrollPrev(),
        canNext: embla.canScrollNext(),
      });
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  const move = useCallback(
    (direction: 'previous' | 'next') => {
      if (!embla) return;
      if (direction === 'previous') embla.scrollPrev(reducedMotion);
      else embla.scrollNext(reducedMotion);
      // A button that becomes disabled would drop keyboard focus: the other one takes it once enabled.
      if (direction === 'next' && !embla.canScrollNext() && document.activeElement === nextRef.current) {
        focusHandoff.current = previousRef;
      }
      if (direction === 'previous' && !embla.canScrollPrev() && document.activeElement === previousRef.current) {
        focusHandoff.current = nextRef;
      }
    },
    [embla, reducedMotion],
  );

  // The region is not itself focusable: the keys work wherever focus is inside (buttons, slide links).
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      if (event.target instanceof Element && event.target.closest(textEntry)) return;
      event.preventDefault();
      move(event.key === 'ArrowRight' ? 'next' : 'previous');
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [move]);

  return (
    <section ref={rootRef} className={styles.root} aria-roledescription="carousel" aria-label={label}>
      <div ref={viewportRef} className={styles.viewport}>
        <div className={styles.track}>
          {slides.map((slide, index) => (
            <div
              // Slides are positional: their order is the carousel's order.
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index + 1, slides.length)}
              className={slideClass({ size: slideSize })}
              data-current={index === position.selected || undefined}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <Button
          ref={previousRef}
          className={styles.control}
          aria-label={previousLabel}
          isDisabled={!position.canPrevious}
          onPress={() => move('previous')}
        >
          <ArrowGlyph direction="previous" />
        </Button>
        <Button
          ref={nextRef}
          className={styles.control}
          aria-label={nextLabel}
          isDisabled={!position.canNext}
          onPress={() => move('next')}
        >
          <ArrowGlyph direction="next" />
        </Button>
      </div>
    </section>
  );
}

function ArrowGlyph({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
      <path
        d={direction === 'next' ? 'M6 3l5 5-5 5' : 'M10 3L5 8l5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
