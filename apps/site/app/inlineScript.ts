/**
 * A self-contained function's source as an expression, for an inline script of the document: the
 * same code runs there and in the components' tests (it may use nothing from outside itself).
 */
export function expression(fn: (...args: never[]) => unknown): string {
  const source = fn.toString();
  return source.startsWith('function') ? `(${source})` : `(function ${source})`;
}
