import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Profiler } from 'react';
import { render } from 'vitest-browser-react';
import {
  debounce,
  initialStickyHeaderState,
  stickyHeaderMinScroll,
  stickyHeaderResizeDebounceMs,
  stickyHeaderScrollThrottleMs,
  stickyHeaderState,
  throttle,
  useStickyHeader,
  type StickyHeaderState,
} from './sticky.ts';

const desktop = { windowHeight: 800, isDesktop: true };

/** Runs the scroll positions in order, as the throttled reads would see them. */
function scrollThrough(positions: number[], measure = desktop): StickyHeaderState {
  return positions.reduce(
    (state, scrollY) => stickyHeaderState(state, { ...measure, scrollY }),
    initialStickyHeaderState,
  );
}

describe('stickyHeaderState', () => {
  it('catalogue.txt §9: the constants are 68 px, 200 ms and 100 ms', () => {
    expect(stickyHeaderMinScroll).toBe(68);
    expect(stickyHeaderScrollThrottleMs).toBe(200);
    expect(stickyHeaderResizeDebounceMs).toBe(100);
  });

  it('catalogue.txt §4 Header: not sticky at a scroll of exactly 68 px, even in a short window', () => {
    // A quarter of this 200 px window is 50 px: only the 68 px rule keeps it in the flow.
    expect(scrollThrough([68], { windowHeight: 200, isDesktop: true }).isSticky).toBe(false);
    expect(scrollThrough([69], { windowHeight: 200, isDesktop: true }).isSticky).toBe(true);
  });

  it('catalogue.txt §4 Header: at 69 px, still below a quarter of an 800 px window, not yet sticky', () => {
    expect(scrollThrough([69])).toMatchObject({ isSticky: false, isVisible: true });
    // Exactly a quarter is not past it.
    expect(scrollThrough([200])).toMatchObject({ isSticky: false, isVisible: true });
  });

  it('catalogue.txt §4 Header: sticky once scrolled past a quarter of the window height', () => {
    expect(scrollThrough([201]).isSticky).toBe(true);
    expect(scrollThrough([100, 201]).isSticky).toBe(true);
  });

  it('catalogue.txt §4 Header: while sticky, hidden when scrolling down', () => {
    expect(scrollThrough([100, 300])).toMatchObject({ isSticky: true, isVisible: false });
    expect(scrollThrough([300, 250, 400])).toMatchObject({ isSticky: true, isVisible: false });
  });

  it('catalogue.txt §4 Header: while sticky, shown when scrolling up, and it stays so when the scroll does not move', () => {
    const shown = scrollThrough([300, 250]);
    expect(shown).toMatchObject({ isSticky: true, isVisible: true });
    expect(stickyHeaderState(shown, { ...desktop, scrollY: 250 }).isVisible).toBe(true);
  });

  it('catalogue.txt §4 Header: scrolling back up below a quarter keeps it sticky until 68 px, then it leaves', () => {
    expect(scrollThrough([300, 150])).toMatchObject({ isSticky: true, isVisible: true });
    expect(scrollThrough([300, 150, 69]).isSticky).toBe(true);
    expect(scrollThrough([300, 150, 68])).toMatchObject({ isSticky: false, isVisible: true });
  });

  it('catalogue.txt §4 Header: never sticky below desktop, however far the scroll', () => {
    const mobile = { windowHeight: 800, isDesktop: false };
    expect(scrollThrough([300, 5000, 4000], mobile)).toMatchObject({ isSticky: false, isVisible: true });
    // Shrinking a sticky desktop window below desktop puts the header back in the flow.
    const sticky = scrollThrough([300]);
    expect(stickyHeaderState(sticky, { ...mobile, scrollY: 300 }).isSticky).toBe(false);
  });
});

describe('throttle and debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('catalogue.txt §9 scroll throttle 200 ms: runs at once, then once at the end of each 200 ms', () => {
    const run = vi.fn();
    const throttled = throttle(run, stickyHeaderScrollThrottleMs);
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(50);
    throttled();
    vi.advanceTimersByTime(100);
    throttled();
    vi.advanceTimersByTime(49);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    // The calls at 50 and 150 ms made one trailing run at 200 ms.
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('catalogue.txt §9 scroll throttle 200 ms: a lone call makes no trailing run, and cancel drops a pending one', () => {
    const run = vi.fn();
    const throttled = throttle(run, stickyHeaderScrollThrottleMs);
    throttled();
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(1);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('catalogue.txt §9 resize debounce 100 ms: runs once, 100 ms after the last call', () => {
    const run = vi.fn();
    const debounced = debounce(run, stickyHeaderResizeDebounceMs);
    debounced();
    vi.advanceTimersByTime(60);
    debounced();
    vi.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledOnce();
  });
});

/** The window the hook reads, with values the test sets (no real scroll or resize event interferes). */
function stubWindow(initial: { scrollY: number; innerHeight: number; innerWidth: number }) {
  const values = { ...initial };
  const keys = Object.keys(values) as (keyof typeof values)[];
  const originals = keys.map((key) => [key, Object.getOwnPropertyDescriptor(window, key)] as const);
  for (const key of keys) Object.defineProperty(window, key, { configurable: true, get: () => values[key] });
  return {
    values,
    restore: () => {
      for (const [key, descriptor] of originals) {
        if (descriptor) Object.defineProperty(window, key, descriptor);
        else Reflect.deleteProperty(window, key);
      }
    },
  };
}

function StickyProbe() {
  const { isSticky, isVisible } = useStickyHeader();
  return <output data-sticky={String(isSticky)} data-visible={String(isVisible)} />;
}

describe('useStickyHeader', () => {
  let stub: ReturnType<typeof stubWindow>;
  beforeEach(() => {
    stub = stubWindow({ scrollY: 0, innerHeight: 800, innerWidth: 1280 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    stub.restore();
  });

  // React renders a state change in a task of its own: two frames later it has.
  const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

  const scrollTo = (scrollY: number) => {
    stub.values.scrollY = scrollY;
    window.dispatchEvent(new Event('scroll'));
  };

  it('catalogue.txt §4 Header and §9: reads the scroll at most every 200 ms, the last position winning', async () => {
    const screen = await render(<StickyProbe />);
    const probe = screen.getByRole('status');
    await expect.element(probe).toHaveAttribute('data-sticky', 'false');
    scrollTo(400);
    await expect.element(probe).toHaveAttribute('data-sticky', 'true');
    await expect.element(probe).toHaveAttribute('data-visible', 'false');
    scrollTo(350);
    scrollTo(300);
    vi.advanceTimersByTime(199);
    // The throttle holds the scroll-up until the 200 ms are over.
    await expect.element(probe).toHaveAttribute('data-visible', 'false');
    vi.advanceTimersByTime(1);
    await expect.element(probe).toHaveAttribute('data-visible', 'true');
    vi.advanceTimersByTime(200);
    scrollTo(68);
    await expect.element(probe).toHaveAttribute('data-sticky', 'false');
  });

  it('issue 18: a scroll reading that does not move the header does not render it again', async () => {
    let renders = 0;
    const screen = await render(
      <Profiler id="header" onRender={() => (renders += 1)}>
        <StickyProbe />
      </Profiler>,
    );
    const probe = screen.getByRole('status');
    await expect.element(probe).toHaveAttribute('data-sticky', 'false');
    const settled = renders;
    // In the flow above the line, then hidden while scrolling down: each reading keeps its direction.
    for (const scrollY of [10, 40, 60]) {
      scrollTo(scrollY);
      vi.advanceTimersByTime(200);
    }
    await twoFrames();
    expect(renders).toBe(settled);
    scrollTo(400);
    await expect.element(probe).toHaveAttribute('data-visible', 'false');
    const hidden = renders;
    for (const scrollY of [500, 600]) {
      vi.advanceTimersByTime(200);
      scrollTo(scrollY);
    }
    await twoFrames();
    await expect.element(probe).toHaveAttribute('data-visible', 'false');
    expect(renders).toBe(hidden);
    // Scrolling up, read against the last position rather than the last render: visible again.
    vi.advanceTimersByTime(200);
    scrollTo(550);
    await expect.element(probe).toHaveAttribute('data-visible', 'true');
  });

  it('catalogue.txt §4 Header and §9: a resize below desktop unsticks the header 100 ms after it settles', async () => {
    const screen = await render(<StickyProbe />);
    const probe = screen.getByRole('status');
    scrollTo(400);
    await expect.element(probe).toHaveAttribute('data-sticky', 'true');
    stub.values.innerWidth = 900;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(50);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(99);
    await expect.element(probe).toHaveAttribute('data-sticky', 'true');
    vi.advanceTimersByTime(1);
    await expect.element(probe).toHaveAttribute('data-sticky', 'false');
  });
});
