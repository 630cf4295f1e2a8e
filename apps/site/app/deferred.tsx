import { use, useEffect, type ComponentType } from 'react';
import { keepTheServersPage, markHydrated, onStart, started } from './engagement.ts';

export type DeferredComponent<Props extends object> = ComponentType<Props> & {
  /** Loads the code now (the server's loaders call it, so the render never waits). */
  preload(): Promise<void>;
};

/**
 * A component whose code the browser loads when the page starts hydrating (docs/decisions/0028:
 * idle after load, or the visitor's engagement). Only `load` names its module, as a dynamic import,
 * so the browser's first load carries neither it nor what it imports (the site's one stylesheet
 * already styles it) and the first paint never waits for it. Inside a Suspense boundary React keeps
 * the server's HTML until the code arrives, then hydrates it. The server loads it in the loaders
 * (`preload`) and renders it at once. Once hydration has started, a deferred component defined later
 * (the next page's) starts loading as soon as its route module runs, alongside the route's data.
 * If the code cannot load, the server's HTML stays; on a client navigation the server renders the page.
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>): DeferredComponent<Props> {
  let component: ComponentType<Props> | null = null;
  let loading: Promise<void> | null = null;
  // Whether a render waits for the code, and whether it failed to load.
  let wanted = false;
  let failed = false;
  const preload = () =>
    (loading ??= (import.meta.env.SSR ? load() : librariesFirst().then(load)).then(
      (loaded) => {
        component = loaded;
      },
      (error: unknown) => {
        console.error(error);
        if (import.meta.env.SSR) throw error;
        failed = true;
        // Never settles: React keeps what is on screen (engagement.ts keepTheServersPage). After
        // hydration a route's module starts its page's load before the navigation has put the
        // page's address in the bar: the document is loaded again only once a render waits.
        if (wanted || !document.documentElement.hasAttribute('data-hydrated')) keepTheServersPage(document);
        return new Promise<void>(() => {});
      },
    ));
  // In the browser the load starts with hydration.
  let afterStart: Promise<void> | null = null;
  const ready = () => {
    if (import.meta.env.SSR) return preload();
    if (failed && !wanted) keepTheServersPage(document);
    wanted = true;
    return (afterStart ??= started.then(preload));
  };
  if (!import.meta.env.SSR) onStart(() => void preload());

  function Deferred(props: Props) {
    if (!component) use(ready());
    const Component = component as unknown as ComponentType<Props>;
    return <Component {...props} />;
  }
  return Object.assign(Deferred, { preload });
}

/** The next task: what the browser has waiting (a frame, a tap) runs before what follows. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let libraries: Promise<void> | null = null;
/**
 * In the browser, before the first deferred module: the libraries' chunk, then the design system's
 * (`ui` and `components`, vite.config.ts), each evaluated in a task of its own. The modules they
 * hold run their top level when first imported; all at once with the frame's, that was one task of
 * 120–160 ms on a phone (4x CPU), a long task counted against the first tap. A module of each chunk
 * is asked for: importing it evaluates its whole chunk.
 */
const librariesFirst = () =>
  (libraries ??= import('swr')
    .then(nextTask)
    .then(() => import('@marquee/data/hooks'))
    .then(nextTask));

/** Inside the deferred tree: commits once it has hydrated, then replays a click held before. */
export function HydrationMark() {
  useEffect(() => void markHydrated(), []);
  return null;
}
