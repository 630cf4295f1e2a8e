import { afterEach, describe, expect, it } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { addressWantsCode, createHydration, earlyEngagementScript, heldControl } from './engagement.ts';

/**
 * Issue 18 / decision 0028: the page hydrates at idle after load or at the visitor's first
 * engagement, and a tap made before then does exactly what a later tap does.
 */

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const stop of cleanup) stop();
  cleanup = [];
  document.body.replaceChildren();
  delete (window as { __marqueeEarly?: unknown }).__marqueeEarly;
});

function mount(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

/** The element a real click on `selector` would be held for. */
async function heldFor(root: HTMLElement, selector: string, init: MouseEventInit = {}): Promise<Element | null> {
  let held: Element | null | undefined;
  const listener = (event: MouseEvent) => {
    held = heldControl(event);
    event.preventDefault();
  };
  document.addEventListener('click', listener, true);
  const element = root.querySelector(selector) as HTMLElement;
  if (init.ctrlKey) await userEvent.keyboard('{Control>}');
  await userEvent.click(element);
  if (init.ctrlKey) await userEvent.keyboard('{/Control}');
  document.removeEventListener('click', listener, true);
  return held ?? null;
}

describe('heldControl: what a click before hydration waits for', () => {
  it('holds controls (a button, a checkbox, its label, a tab, a link handled in place), the control itself even when a child was clicked', async () => {
    const root = mount(`
      <button type="button" id="search"><span>Search</span></button>
      <label id="label"><input type="checkbox" id="box"> <span>IMAX</span></label>
      <div role="button" tabindex="0" id="custom">Change</div>
      <div role="tab" tabindex="0" id="tab">Prochainement</div>
      <div data-in-place><a href="/films/x/filters/jour-2026-11-27" id="day"><span>Ven. 27</span></a></div>`);
    expect(await heldFor(root, '#search span')).toBe(root.querySelector('#search'));
    expect(await heldFor(root, '#box')).toBe(root.querySelector('#box'));
    // A label stands for its checkbox: the checkbox itself is replayed.
    expect(await heldFor(root, '#label span')).toBe(root.querySelector('#box'));
    expect(await heldFor(root, '#custom')).toBe(root.querySelector('#custom'));
    expect(await heldFor(root, '#tab')).toBe(root.querySelector('#tab'));
    expect(await heldFor(root, '#day span')).toBe(root.querySelector('#day'));
    expect(await heldFor(root, '#search', { ctrlKey: true })).toBeNull();
  });

  it('leaves links, a form submit, a native select, a text field and plain text to the browser (plain HTML works)', async () => {
    const root = mount(`
      <a href="/cinemas" id="page"><span>Cinémas</span></a>
      <a href="https://tickets.example.com/x" id="away">Book</a>
      <form action="/films"><select name="localisation" id="select"><option>All</option></select>
        <input name="q" id="field"><button type="submit" id="apply">Apply</button></form>
      <p id="text">Text</p>`);
    for (const selector of ['#page span', '#away', '#select', '#field', '#apply', '#text']) {
      expect(await heldFor(root, selector), selector).toBeNull();
    }
  });

  it('ignores synthetic clicks (a script, not the visitor)', () => {
    const root = mount('<button type="button">Go</button>');
    const button = root.querySelector('button') as HTMLButtonElement;
    let held: Element | null = button;
    button.addEventListener('click', (event) => {
      held = heldControl(event);
    });
    button.click();
    expect(held).toBeNull();
  });
});

describe('addressWantsCode: addresses that hydrate at once', () => {
  it('a pop-in fragment (member §2 #tarifs, #info) or the trailer query (bandeannonce); not the skip link', () => {
    expect(addressWantsCode({ hash: '#tarifs', search: '' })).toBe(true);
    expect(addressWantsCode({ hash: '#info', search: '' })).toBe(true);
    expect(addressWantsCode({ hash: '', search: '?bandeannonce=true' })).toBe(true);
    expect(addressWantsCode({ hash: '#main', search: '' })).toBe(false);
    expect(addressWantsCode({ hash: '', search: '' })).toBe(false);
  });
});

/** Waits for `promise`, failing the test if it never settles rather than hanging it. */
const settled = (promise: Promise<void>) =>
  Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error('never started')), 5000))]);

describe('createHydration: start, hold, replay', () => {
  it('starts on its own at idle after the load event, with no engagement at all', async () => {
    const hydration = createHydration();
    let started = 0;
    hydration.onStart(() => (started += 1));
    cleanup.push(hydration.watch(window));
    await settled(hydration.started);
    expect(started).toBe(1);
  });

  it('a click before hydration starts it, is held (no handler runs, no default), and is replayed once hydrated', async () => {
    const hydration = createHydration();
    const root = mount('<button type="button">Search</button><input type="checkbox" aria-label="IMAX">');
    const button = root.querySelector('button') as HTMLButtonElement;
    const checkbox = root.querySelector('input') as HTMLInputElement;
    let clicks = 0;
    button.addEventListener('click', () => (clicks += 1));
    cleanup.push(hydration.watch(window));

    await userEvent.click(button);
    await userEvent.click(checkbox);
    await settled(hydration.started);
    expect(clicks).toBe(0);
    // The checkbox was not toggled behind the page's back.
    expect(checkbox.checked).toBe(false);

    await hydration.markHydrated();
    // The latest tap is the one replayed.
    expect(checkbox.checked).toBe(true);
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
    // Hydrated: clicks go straight through.
    await userEvent.click(button);
    expect(clicks).toBe(1);
  });

  it('a control that hydration renders anew (React Aria tabs) gets the replay in its place', async () => {
    const hydration = createHydration();
    const root = mount('<div role="tablist"><div role="tab" id="t-a">A</div><div role="tab">B</div></div>');
    cleanup.push(hydration.watch(window));
    await userEvent.click(root.querySelectorAll('[role="tab"]')[1] as HTMLElement);
    // Hydration replaces the tab list's items with new elements.
    const list = root.firstElementChild as HTMLElement;
    list.innerHTML = '<div role="tab" id="t-a">A</div><div role="tab">B</div>';
    const clicked: string[] = [];
    list.addEventListener('click', (event) => clicked.push((event.target as HTMLElement).textContent ?? ''));
    await hydration.markHydrated();
    expect(clicked).toEqual(['B']);
  });

  it('a press whose control hydration renders anew before the press ends (the browser sends no click) is replayed in its place', async () => {
    const hydration = createHydration();
    const root = mount('<div role="tablist"><div role="tab">A</div><div role="tab">B</div></div>');
    const list = root.firstElementChild as HTMLElement;
    // Hydration renders the tab list anew between the pointer going down and coming up (here as
    // the button's mousedown, which follows the pointerdown the page saw, is dispatched).
    const renderAnew = () => {
      list.innerHTML = '<div role="tab">A</div><div role="tab">B</div>';
    };
    window.addEventListener('mousedown', renderAnew, { capture: true, once: true });
    cleanup.push(hydration.watch(window));
    const clicked: string[] = [];
    list.addEventListener('click', (event) => clicked.push((event.target as HTMLElement).textContent ?? ''));
    // Pressed where tab B is, through the list (which stays: the runner would press a tab again).
    const tab = (list.querySelectorAll('[role="tab"]')[1] as HTMLElement).getBoundingClientRect();
    const box = list.getBoundingClientRect();
    await userEvent.click(list, { position: { x: tab.x - box.x + 2, y: tab.y - box.y + 2 } });
    await settled(hydration.started);
    // The task after the pointer came up, where a click would have come.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(clicked).toEqual([]);
    await hydration.markHydrated();
    expect(clicked).toEqual(['B']);
  });

  it("a touch pressed before hydration whose click comes after it (a tap gesture's click comes in a later task) does what a later tap does", async () => {
    const hydration = createHydration();
    const root = mount('<button type="button">Search</button>');
    const button = root.querySelector('button') as HTMLButtonElement;
    // React Aria's rule: a click presses the button when the press's start was seen, or when the
    // click is virtual (a script's, a screen reader's); a click alone is ignored.
    let sawPressStart = false;
    const presses: number[] = [];
    button.addEventListener('pointerdown', () => (sawPressStart = true));
    button.addEventListener('click', (event) => {
      if (sawPressStart || event.detail === 0) presses.push(event.detail);
      sawPressStart = false;
    });
    cleanup.push(hydration.watch(window));
    // Hydration commits as the touch ends, before the browser's tap gesture sends its click.
    window.addEventListener('touchend', () => void hydration.markHydrated(), { capture: true, once: true });
    // The test runs in a frame of the runner's page, which the touch's coordinates are in.
    const frame = window.frameElement?.getBoundingClientRect() ?? { x: 0, y: 0, width: innerWidth };
    const scale = frame.width / innerWidth;
    const box = button.getBoundingClientRect();
    const point = { x: frame.x + (box.x + box.width / 2) * scale, y: frame.y + (box.y + box.height / 2) * scale };
    const session = cdp() as unknown as { send(method: string, params: object): Promise<unknown> };
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => presses, { timeout: 5000 }).toEqual([0]);
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
  });

  it('a choice made in a native select before hydration is replayed as a change once hydrated', async () => {
    const hydration = createHydration();
    const root = mount(
      '<select aria-label="Cinéma"><option value="">Tous</option><option value="odeon">Odéon</option></select>',
    );
    const select = root.querySelector('select') as HTMLSelectElement;
    cleanup.push(hydration.watch(window));
    await userEvent.selectOptions(select, 'odeon');
    // Hydration puts back the server's value...
    select.value = '';
    const changes: string[] = [];
    select.addEventListener('change', () => changes.push(select.value));
    await hydration.markHydrated();
    // ...and the visitor's choice comes back, as a change the page hears.
    expect(select.value).toBe('odeon');
    expect(changes).toEqual(['odeon']);
  });
});

describe('earlyEngagementScript: what the visitor does before the module arrives', () => {
  /** The document's inline script, run as the browser runs it. */
  function runEarlyScript() {
    const script = document.createElement('script');
    script.textContent = earlyEngagementScript;
    document.head.append(script);
    script.remove();
    cleanup.push(() => (window as unknown as { __marqueeEarly?: { stop(): void } }).__marqueeEarly?.stop());
  }

  it('a tap on a button or a checkbox before the module does nothing yet, and is replayed once hydrated', async () => {
    runEarlyScript();
    const root = mount('<button type="button">Search</button><label><input type="checkbox"> IMAX</label>');
    const button = root.querySelector('button') as HTMLButtonElement;
    const checkbox = root.querySelector('input') as HTMLInputElement;
    let clicks = 0;
    button.addEventListener('click', () => (clicks += 1));
    await userEvent.click(button);
    expect(clicks).toBe(0);

    const hydration = createHydration();
    cleanup.push(hydration.watch(window));
    await settled(hydration.started);
    await hydration.markHydrated();
    expect(clicks).toBe(1);

    runEarlyScript();
    await userEvent.click(root.querySelector('label') as HTMLLabelElement);
    expect(checkbox.checked).toBe(false);
    const again = createHydration();
    cleanup.push(again.watch(window));
    await settled(again.started);
    await again.markHydrated();
    expect(checkbox.checked).toBe(true);
  });

  it('a link is followed at once, as plain HTML; a select change is handed over', async () => {
    runEarlyScript();
    const root = mount(
      '<a href="#followed">Cinémas</a><select aria-label="Cinéma"><option value="">Tous</option><option value="odeon">Odéon</option></select>',
    );
    await userEvent.click(root.querySelector('a') as HTMLAnchorElement);
    expect(window.location.hash).toBe('#followed');
    history.replaceState(null, '', window.location.pathname + window.location.search);
    const select = root.querySelector('select') as HTMLSelectElement;
    await userEvent.selectOptions(select, 'odeon');
    select.value = '';
    const hydration = createHydration();
    cleanup.push(hydration.watch(window));
    await hydration.markHydrated();
    expect(select.value).toBe('odeon');
  });
});
