/** A fixture's item a story needs: it fails loudly when a recording no longer holds it. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}`);
  return value;
}
