import { use, useEffect, type ComponentType } from 'react';
import { engaged, markHydrated, onEngagement } from './engagement.ts';

export type DeferredComponent<Props extends object> = ComponentType<Props> & {
  /** Loads the code now (the server's loaders call it, so the render never waits). */
  preload(): Promise<void>;
};

/**
 * A component whose code the browser loads once the visitor engages (docs/decisions/0021). Only
 * `load` names its module, as a dynamic import, so the browser's first load carries neither it nor
 * what it imports (the site's one stylesheet already styles it). Inside a Suspense boundary React
 * keeps the server's HTML until the code arrives, then hydrates it. The server loads it in the
 * loaders (`preload`) and renders it at once. Once the visitor has engaged, a deferred component
 * defined later (the next page's) starts loading as soon as its route module runs, alongside the
 * route's data. If the code cannot load, the server's HTML stays: links and forms keep working as
 * plain HTML.
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>): DeferredComponent<Props> {
  let component: ComponentType<Props> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (loaded) => {
        component = loaded;
      },
      (error: unknown) => {
        console.error(error);
        if (import.meta.env.SSR) throw error;
        // Never settles: React keeps the server's HTML; the held click, if any, goes to the plain page.
        markHydrated(false);
        return new Promise<void>(() => {});
      },
    ));
  // In the browser the render waits for the visitor; the load starts when they engage.
  let afterEngagement: Promise<void> | null = null;
  const ready = () => (import.meta.env.SSR ? preload() : (afterEngagement ??= engaged.then(preload)));
  if (!import.meta.env.SSR) onEngagement(() => void preload());

  function Deferred(props: Props) {
    if (!component) use(ready());
    const Component = component as unknown as ComponentType<Props>;
    return <Component {...props} />;
  }
  return Object.assign(Deferred, { preload });
}

/** Inside the deferred tree: commits once it has hydrated, then replays a click held before. */
export function HydrationMark() {
  useEffect(() => markHydrated(), []);
  return null;
}
