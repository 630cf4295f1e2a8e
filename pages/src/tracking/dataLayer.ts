import { createEventEmitter, type DataLayerEvent } from '@marquee/data';

/** Where the tag manager reads its events: `window.dataLayer`. */
export interface DataLayerHost {
  dataLayer?: unknown[];
}

/**
 * The one way an event reaches the tag manager (member-and-shell.txt §4 Tracking, decision 0053):
 * nothing — not even an empty `dataLayer` — until the visitor allows measurement, and nothing
 * where the site's tracking switch is off; each keyed event once, an event name sent before first
 * clearing its earlier fields.
 */
export function createDataLayer(host: DataLayerHost) {
  const emitter = createEventEmitter();
  let allowed = false;
  return {
    /** The visitor's choice for the measurement category, as the consent manager reports it. */
    setConsent(granted: boolean): void {
      allowed = granted;
    },
    get consented(): boolean {
      return allowed;
    },
    /** Pushes the event under `key` once; false when it was not pushed. */
    push(key: string, event: DataLayerEvent, { trackingEnabled }: { trackingEnabled: boolean }): boolean {
      if (!allowed || !trackingEnabled) return false;
      const entries = emitter.emit(key, event);
      if (entries.length === 0) return false;
      host.dataLayer ??= [];
      host.dataLayer.push(...entries);
      return true;
    },
  };
}

export type DataLayer = ReturnType<typeof createDataLayer>;

/** The page's data layer: one per document, as the tag manager's is. */
export const dataLayer: DataLayer = createDataLayer(globalThis as DataLayerHost);
