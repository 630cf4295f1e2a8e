import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Carousel } from './Carousel.tsx';

function Films({ count = 3 }: { count?: number }) {
  return (
    <Carousel
      label="Now showing"
      previousLabel="Previous films"
      nextLabel="Next films"
      slideLabel={(position, total) => `${position} of ${total}`}
    >
      {Array.from({ length: count }, (_, index) => (
        <a key={index} href={`#film-${index + 1}`}>
          Film {index + 1}
        </a>
      ))}
    </Carousel>
  );
}

const currentSlide = () => document.querySelector('[data-current]')?.getAttribute('aria-label');

function reducedMotion(matches: boolean) {
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
    if (query !== '(prefers-reduced-motion: reduce)') return matchMedia(query);
    const fixed = { matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined };
    return fixed as unknown as MediaQueryList;
  });
}

/** How far the second slide's start edge is from the viewport's start edge, in pixels. */
function secondSlideOffset(): number {
  const region = document.querySelector('[aria-roledescription="carousel"]')!;
  const slides = region.querySelectorAll('[aria-roledescription="slide"]');
  const viewport = slides[0]!.parentElement!.parentElement!;
  return Math.abs(slides[1]!.getBoundingClientRect().left - viewport.getBoundingClientRect().left);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Carousel', () => {
  it('is a carousel region named by its label, with slides named "n of m" by the slideLabel prop', async () => {
    const screen = await render(<Films />);
    const region = screen.getByRole('region', { name: 'Now showing' });
    await expect.element(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect
      .element(region.getByRole('group', { name: '2 of 3' }))
      .toHaveAttribute('aria-roledescription', 'slide');
  });

  it('moves with the arrow keys from anywhere inside it, and with the labelled buttons', async () => {
    const screen = await render(<Films />);
    const previous = screen.getByRole('button', { name: 'Previous films' });
    const next = screen.getByRole('button', { name: 'Next films' });
    await expect.element(next).toBeEnabled();
    await expect.element(previous).toBeDisabled();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('link', { name: 'Film 1' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await vi.waitFor(() => expect(currentSlide()).toBe('2 of 3'));
    await expect.element(previous).toBeEnabled();
    await userEvent.keyboard('{ArrowLeft}');
    await vi.waitFor(() => expect(currentSlide()).toBe('1 of 3'));
    await next.click();
    await vi.waitFor(() => expect(currentSlide()).toBe('2 of 3'));
  });

  it('keeps keyboard focus when the next button becomes disabled at the last slide', async () => {
    const screen = await render(<Films count={2} />);
    const next = screen.getByRole('button', { name: 'Next films' });
    next.element().focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(currentSlide()).toBe('2 of 2'));
    await expect.element(next).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Previous films' })).toHaveFocus();
  });

  it('follows a drag (Embla pointer drag, as a swipe on touch screens)', async () => {
    const screen = await render(<Films />);
    const slide = screen.getByRole('group', { name: '1 of 3' }).element();
    const { left, right, top } = slide.getBoundingClientRect();
    const at = (x: number) => ({ bubbles: true, cancelable: true, clientX: x, clientY: top + 10, button: 0 });
    slide.dispatchEvent(new MouseEvent('mousedown', at(right - 10)));
    for (let x = right - 10; x > left + 10; x -= 40) {
      document.dispatchEvent(new MouseEvent('mousemove', { ...at(x), buttons: 1 }));
      await new Promise(requestAnimationFrame);
    }
    document.dispatchEvent(new MouseEvent('mouseup', at(left + 10)));
    await vi.waitFor(() => expect(currentSlide()).toBe('2 of 3'));
  });

  it('under reduced motion a move is an instant jump', async () => {
    reducedMotion(true);
    const screen = await render(<Films />);
    await screen.getByRole('button', { name: 'Next films' }).click();
    await new Promise(requestAnimationFrame);
    expect(secondSlideOffset()).toBeLessThan(1);
  });

  it('without reduced motion a move glides over several frames', async () => {
    reducedMotion(false);
    const screen = await render(<Films />);
    await screen.getByRole('button', { name: 'Next films' }).click();
    await new Promise(requestAnimationFrame);
    expect(secondSlideOffset()).toBeGreaterThan(1);
    // The browser's smooth scroll lasts a few hundred ms, longer on a busy machine: it must arrive, not race.
    await vi.waitFor(() => expect(secondSlideOffset()).toBeLessThan(1), { timeout: 8000, interval: 50 });
  });
});
