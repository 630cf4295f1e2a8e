/**
 * The browser's stand-in for `messages.ts`: English messages would cost every page's hydration a
 * few KiB for a failure the browser only logs (a dropped item of an answer it fetched itself).
 */
export {};
