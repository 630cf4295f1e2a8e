import { Profiler, type ReactNode } from 'react';
import { useId } from 'react-aria';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/**
 * Two short timers: React has run whatever hydration scheduled after its commit (its passive
 * effects in a task of its own, the render they force at once after). Not animation frames, which
 * a browser slows down in a test frame it does not show.
 */
const settled = async () => {
  for (let i = 0; i < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
};

/** Hydrates the server's HTML of `tree` and lists the commits that rendered it. */
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
  await settled();
  const html = container.innerHTML;
  root.unmount();
  container.remove();
  return { phases, serverHtml, html };
}

/**
 * A field's label tied to its control by React Aria's id, and nothing else: no hover, press or
 * focus state that the test runner's pointer or keyboard could change.
 */
function LabelledControl({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <span id={id}>{label}</span>
      <input aria-labelledby={id} />
    </p>
  );
}

// Issue 18, decision 0068: React Aria's ids read whether the page was hydrating through a store
// whose answer changes once hydration ends, so React rendered every component with an id a second
// time, synchronously, right after hydrating it (a long task on a phone). Patched: one render.
describe('React Aria ids hydrate in one render', () => {
  it('components with an id render once, keeping the server’s ids', async () => {
    const { phases, serverHtml, html } = await hydrationRenders(
      <form>
        <LabelledControl label="Code" />
        <LabelledControl label="Email" />
      </form>,
    );
    expect(phases).toEqual(['mount']);
    expect(html).toBe(serverHtml);
    expect(html).toMatch(/id="react-aria-[^"]+"/);
  });
});
