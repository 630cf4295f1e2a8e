import { useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from '../../SearchField/SearchField.tsx';
import { TextField } from '../../TextField/TextField.tsx';

/** Renders again once hydrated, as a page does when its effects set state (a captcha warming, a session read). */
function RendersAgain({ children }: { children: ReactNode }) {
  const [again, setAgain] = useState(0);
  // On purpose: a page's effects render it again right after it hydrates.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setAgain(1), []);
  return <form data-again={again}>{children}</form>;
}

function ControlledCode({ onCode }: { onCode: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <RendersAgain>
      <TextField
        label="Code"
        value={code}
        onChange={(next) => {
          setCode(next);
          onCode(next);
        }}
      />
    </RendersAgain>
  );
}

/**
 * Renders `tree` on the "server", lets the visitor type `typed` into its input before React runs,
 * hydrates it and waits for the renders hydration schedules; answers the input's value then.
 */
async function typedBeforeHydration(tree: ReactNode, typed: string | null) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(tree);
  const input = container.querySelector('input');
  if (!input) throw new Error('no input');
  if (typed !== null) input.value = typed;
  const root = hydrateRoot(container, tree);
  await expect.poll(() => container.querySelector('form')?.dataset.again).toBe('1');
  // Two short timers: whatever that render scheduled has run.
  for (let i = 0; i < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  const value = input.value;
  root.unmount();
  container.remove();
  return value;
}

// Issue 18 (decision 0028): the server's HTML is the interface from the first paint, so a visitor
// can type into a field before the page hydrates; what they typed must survive it.
describe('a field typed into before the page hydrated', () => {
  it('a controlled TextField keeps the text and reports it through onChange', async () => {
    const onCode = vi.fn();
    expect(await typedBeforeHydration(<ControlledCode onCode={onCode} />, 'NL-VALID-0001')).toBe('NL-VALID-0001');
    expect(onCode).toHaveBeenCalledExactlyOnceWith('NL-VALID-0001');
  });

  it('an uncontrolled SearchField keeps the text over its default value', async () => {
    const onChange = vi.fn();
    const tree = (
      <RendersAgain>
        <SearchField label="Search the help" clearLabel="Clear" defaultValue="card" onChange={onChange} />
      </RendersAgain>
    );
    expect(await typedBeforeHydration(tree, 'card lost')).toBe('card lost');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('card lost');
  });

  it('a field nobody typed into reports nothing', async () => {
    const onCode = vi.fn();
    expect(await typedBeforeHydration(<ControlledCode onCode={onCode} />, null)).toBe('');
    expect(onCode).not.toHaveBeenCalled();
  });
});
