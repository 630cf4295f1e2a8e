/**
 * Checked by `tsc` (npm test's typecheck), never run: each `@ts-expect-error` fails the typecheck
 * when the line below it compiles, so these are the tests of what the types refuse.
 */
import { Link } from './Link.tsx';

// A new-tab link says so to every user: without its newTabHint it does not typecheck.
// @ts-expect-error newTabHint is required with target _blank
export const newTabWithoutHint = <Link href="/x" target="_blank" children="x" />;
