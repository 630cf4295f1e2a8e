import { existsSync } from 'node:fs';

/** Debian's faketime (libfaketime's wrapper), when installed. */
export const faketimePath: string | undefined = ['/usr/bin/faketime'].find((path) => existsSync(path));

/**
 * How far ahead the date-proof runs move the machine's clock: a year and a half, so a suite that
 * reads today's date next to fixtures recorded on one day fails (ARCHITECTURE "One clock").
 * Node 24 from npm and Debian's Chromium both see the moved clock (shared/TOOLCHAIN.md).
 */
export const movedAhead = '+550d';
