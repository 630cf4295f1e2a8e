import { Profiler, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button.tsx';

/** Two frames: React has run whatever hydration scheduled after its commit. */
const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Hydrates the server's HTML of `tree` and counts the commits that rendered it. */
async function hydrationRenders(tree: ReactNode) {
  const phases: string[] = [];
  const counted = (
    <Profiler id="hydrated" onRender={(_id, phase) => phases.push(phase)}>
      {tree}
    </Profiler>
  );
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(counted);
  const serverHtml = container.innerHTML;
  const root = hydrateRoot(container, counted);
  await expect.poll(() => phases.length).toBeGreaterThan(0);
  await twoFrames();
  await twoFrames();
  const html = container.innerHTML;
  root.unmount();
  container.remove();
  return { phases, serverHtml, html };
}

// Issue 18, decision 0068: React Aria's ids read whether the page was hydrating through a store
// whose answer changes once hydration ends, so React rendered every component with an id a second
// time, synchronously, right after hydrating it (a long task on a phone). Patched: one render.
describe('React Aria controls hydrate in one render', () => {
  it('buttons render once, the server’s markup left as it was', async () => {
    const { phases, serverHtml, html } = await hydrationRenders(
      <nav>
        <Button>Réserver</Button>
        <Button variant="secondary">Séances</Button>
      </nav>,
    );
    expect(phases).toEqual(['mount']);
    expect(html).toBe(serverHtml);
  });
});
