import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { addressWantsCode, clickToHold, createEngagement, earlyEngagementScript } from './engagement.ts';

/** Issue 11 / decision 0021: the page hydrates when the visitor engages, and no click is lost. */

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
    held = clickToHold(event);
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

describe('clickToHold: what a click before hydration waits for', () => {
  it('holds controls (a button, a checkbox, its label), the control itself even when a child was clicked', async () => {
    const root = mount(`
      <button type="button" id="search"><span>Search</span></button>
      <label id="label"><input type="checkbox" id="box"> IMAX</label>
      <div role="button" tabindex="0" id="custom">Change</div>`);
    expect(await heldFor(root, '#search span')).toBe(root.querySelector('#search'));
    expect(await heldFor(root, '#box')).toBe(root.querySelector('#box'));
    expect(await heldFor(root, '#custom')).toBe(root.querySelector('#custom'));
    expect(await heldFor(root, '#search', { ctrlKey: true })).toBeNull();
  });

  it('leaves links, a form submit, a native select and plain text to the browser (plain HTML works)', async () => {
    const root = mount(`
      <a href="/cinemas" id="page"><span>Cinémas</span></a>
      <a href="https://tickets.example.com/x" id="away">Book</a>
      <form action="/films"><select name="localisation" id="select"><option>All</option></select>
        <button type="submit" id="apply">Apply</button></form>
      <p id="text">Text</p>`);
    for (const selector of ['#page span', '#away', '#select', '#apply', '#text']) {
      expect(await heldFor(root, selector), selector).toBeNull();
    }
  });

  it('ignores synthetic clicks (a script, not the visitor)', () => {
    const root = mount('<button type="button">Go</button>');
    const button = root.querySelector('button') as HTMLButtonElement;
    let held: Element | null = button;
    button.addEventListener('click', (event) => {
      held = clickToHold(event);
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

describe('createEngagement: engage, hold, replay', () => {
  it('a click before hydration engages, is held (no handler runs, no default), and is replayed once hydrated', async () => {
    const engagement = createEngagement();
    const root = mount('<button type="button">Search</button>');
    const button = root.querySelector('button') as HTMLButtonElement;
    let clicks = 0;
    button.addEventListener('click', () => (clicks += 1));
    let started = 0;
    engagement.onEngagement(() => (started += 1));
    cleanup.push(engagement.watch(window));

    await userEvent.click(button);
    await engagement.engaged;
    expect(started).toBe(1);
    expect(clicks).toBe(0);

    engagement.markHydrated();
    expect(clicks).toBe(1);
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
    // Hydrated: clicks go straight through.
    await userEvent.click(button);
    expect(clicks).toBe(2);
  });

  it('a pointer move engages without holding anything; later starters run at once', async () => {
    const engagement = createEngagement();
    const root = mount('<p>Text</p>');
    cleanup.push(engagement.watch(window));
    await userEvent.hover(root.querySelector('p') as HTMLElement);
    await engagement.engaged;
    let started = false;
    engagement.onEngagement(() => (started = true));
    expect(started).toBe(true);
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

  it('a pointer move before the module starts watching engages it as soon as it does', async () => {
    runEarlyScript();
    const root = mount('<p>Text</p>');
    await userEvent.hover(root.querySelector('p') as HTMLElement);
    const engagement = createEngagement();
    let started = false;
    engagement.onEngagement(() => (started = true));
    cleanup.push(engagement.watch(window));
    await engagement.engaged;
    expect(started).toBe(true);
  });

  it('a scroll the browser makes on its own (a strip re-snapping, a restored position) engages nothing', async () => {
    runEarlyScript();
    const root = mount('<div style="width:100px;overflow-x:auto"><div style="width:400px;height:10px"></div></div>');
    const scroller = root.firstElementChild as HTMLElement;
    const scrolled = new Promise((resolve) => scroller.addEventListener('scroll', resolve, { once: true }));
    scroller.scrollLeft = 120;
    await scrolled;
    const engagement = createEngagement();
    let started = false;
    engagement.onEngagement(() => (started = true));
    cleanup.push(engagement.watch(window));
    scroller.scrollLeft = 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toBe(false);
  });

  it('nothing before the module: it waits for the visitor as before', async () => {
    runEarlyScript();
    const engagement = createEngagement();
    let started = false;
    engagement.onEngagement(() => (started = true));
    cleanup.push(engagement.watch(window));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toBe(false);
  });

  it('a tap on a button before the module is replayed once hydrated; a checkbox it toggled natively is not', async () => {
    runEarlyScript();
    const root = mount('<button type="button">Search</button><input type="checkbox" aria-label="IMAX">');
    const button = root.querySelector('button') as HTMLButtonElement;
    let clicks = 0;
    button.addEventListener('click', () => (clicks += 1));
    await userEvent.click(button);
    expect(clicks).toBe(1); // the native click, with no code behind it yet

    const engagement = createEngagement();
    cleanup.push(engagement.watch(window));
    await engagement.engaged;
    engagement.markHydrated();
    expect(clicks).toBe(2);

    runEarlyScript();
    const checkbox = root.querySelector('input') as HTMLInputElement;
    await userEvent.click(checkbox);
    expect(checkbox.checked).toBe(true);
    const again = createEngagement();
    cleanup.push(again.watch(window));
    await again.engaged;
    again.markHydrated();
    expect(checkbox.checked).toBe(true);
  });
});
