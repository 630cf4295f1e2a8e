import '#zod-messages';
import { z } from 'zod/mini';

/**
 * ARCHITECTURE "Real data is loose: an item that fails validation is dropped and logged, never the
 * whole answer" (issue 22; decision 0030). A list answer's items are checked one by one: an item
 * that fails its schema is left out and reported, the others are kept. Reports go to the parse
 * under way (`collectDropped`), so the caller can log them with the call they came from.
 */

/** An item of a list answer that failed its schema and was left out. */
export interface DroppedItem {
  /** Which list (`shows`, `cinemas`, `search results`...). */
  list: string;
  index: number;
  /** The item's slug, else its id, when it has one: what a person needs to find it in the answer. */
  id: string | null;
  /** The first few problems, `path: message`. */
  issues: string[];
}

type Collector = DroppedItem[];

// Parsing is synchronous: the innermost collector on this stack is the parse under way.
const collectors: Collector[] = [];

function identify(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  for (const key of ['slug', 'id', 'internalId', 'refCmd', 'time']) {
    const found = record[key];
    if (typeof found === 'string' || typeof found === 'number') return String(found);
  }
  return null;
}

function report(dropped: DroppedItem): void {
  const collector = collectors.at(-1);
  if (collector) collector.push(dropped);
  else logDropped([dropped], null);
}

function issuesOf(error: z.core.$ZodError): string[] {
  return error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(item)'}: ${issue.message}`);
}

/**
 * A list whose bad items are dropped and reported instead of failing the whole list. What is not a
 * list at all still fails (the answer is not the call's answer). The output type is the item's.
 */
export function lenientList<T extends z.ZodMiniType>(item: T, list: string) {
  return z.pipe(
    z.transform((value: unknown) =>
      Array.isArray(value)
        ? value.filter((entry, index) => {
            const result = item.safeParse(entry);
            if (!result.success) report({ list, index, id: identify(entry), issues: issuesOf(result.error) });
            return result.success;
          })
        : value,
    ),
    z.array(item),
  );
}

/** The same for an object keyed by slug (a programme's shows): a bad entry is dropped. */
export function lenientRecord<K extends z.ZodMiniType<string>, T extends z.ZodMiniType>(key: K, item: T, list: string) {
  return z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
      return Object.fromEntries(
        Object.entries(value).filter(([name, entry], index) => {
          const keyResult = key.safeParse(name);
          const result = item.safeParse(entry);
          if (keyResult.success && result.success) return true;
          const error = keyResult.success ? (result.error as z.core.$ZodError) : keyResult.error;
          report({ list, index, id: name, issues: issuesOf(error) });
          return false;
        }),
      );
    }),
    z.record(key, item),
  );
}

/** Runs a synchronous parse and returns what lenient lists dropped inside it. */
export function collectDropped<T>(parse: () => T): { value: T; dropped: DroppedItem[] } {
  const collector: Collector = [];
  collectors.push(collector);
  try {
    return { value: parse(), dropped: collector };
  } finally {
    collectors.pop();
  }
}

// Each dropped item is logged once per call (a busy page would otherwise log it on every request).
const logged = new Set<string>();
const maxRemembered = 5000;

export type DroppedLogger = (line: string) => void;

/** Logs dropped items as one JSON line each, once per call and item. */
export function logDropped(
  dropped: readonly DroppedItem[],
  call: string | null,
  log: DroppedLogger = (line) => console.warn(line),
): void {
  for (const item of dropped) {
    const key = `${call ?? ''} ${item.list} ${item.id ?? `#${item.index}`}`;
    if (logged.has(key)) continue;
    if (logged.size >= maxRemembered) logged.clear();
    logged.add(key);
    log(JSON.stringify({ level: 'warn', message: 'dropped an item that fails the contract', call, ...item }));
  }
}

/**
 * Parses an answer of `call` (its relative URL or name) with the contract: items the lenient lists
 * drop are logged with the call; anything else outside the contract throws, as `parse` does.
 */
export function parseAnswer<T>(
  schema: { parse(input: unknown): T },
  json: unknown,
  call: string,
  log?: DroppedLogger,
): T {
  const { value, dropped } = collectDropped(() => schema.parse(json));
  if (dropped.length > 0) logDropped(dropped, call, log);
  return value;
}
