import { readFileSync } from 'node:fs';
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { earlyCodeScript } from '../app/earlyCode.ts';

/**
 * The document's code requests (decision 0028). React Router's `<Scripts>` puts
 * `<link rel="modulepreload">` tags for the framework's and the route's code in the head: Chrome
 * asks for them at high priority, ahead of the first paint, where they compete with the document,
 * the stylesheet and the largest picture on a phone's network. They leave the head; an inline
 * script of the head asks for the same modules once the first screen has arrived (the document
 * parsed, its high-priority pictures and its fonts in), together with the code hydration will need
 * (the frame's and the page's, which the modules otherwise ask for only when hydration starts, after
 * the load event) and the page's strings. A tap made at the load event then finds the code there
 * instead of waiting for its whole download. React adds its own tags when it hydrates (they are
 * hoisted elements), when the modules are already there.
 */
const modulePreload = /<link rel="modulepreload"[^>]*\/>/g;
const hrefOf = (tag: string) => /\shref="([^"]+)"/.exec(tag)?.[1] ?? null;

export function withoutModulePreloads(head: string): string {
  return head.replace(modulePreload, '');
}

/** The hrefs of the head's modulepreload tags, in order: the first load's modules. */
export function modulePreloadHrefs(head: string): string[] {
  return (head.match(modulePreload) ?? []).map(hrefOf).filter((href): href is string => href !== null);
}

/** An entry of Vite's client build manifest (`build/client/.vite/manifest.json`). */
export interface ClientManifestEntry {
  file: string;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type ClientManifest = Record<string, ClientManifestEntry>;

/**
 * The code hydration will need beyond the first load: what the first load's modules import
 * dynamically (the root's frame, a route's page: `deferred()`), with everything those import
 * statically. Not what the frame and the pages import dynamically in turn (a pop-in, the
 * trailer's player, the carousel): that loads when it is used.
 */
export function hydrationModules(manifest: ClientManifest, firstLoad: readonly string[]): string[] {
  const byFile = new Map(Object.values(manifest).map((entry) => [`/${entry.file}`, entry]));
  const found = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry) return;
    const href = `/${entry.file}`;
    if (found.has(href) || firstLoad.includes(href)) return;
    found.add(href);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const href of firstLoad) for (const key of byFile.get(href)?.dynamicImports ?? []) visit(key);
  return [...found];
}

/**
 * The chunk of the contract's schemas (`vite.config.ts` names it): what the browser needs only to
 * check a call it makes itself, imported by the client when it calls (decision 0028, stop 43).
 */
export const contractChunkName = 'contract';

/**
 * The code asked for once the page has hydrated: the contract's chunk with what it imports, less
 * what the page has already asked for.
 */
export function afterHydrationModules(manifest: ClientManifest, asked: readonly string[]): string[] {
  const found = new Set<string>();
  const visit = (entry: ClientManifestEntry | undefined) => {
    if (!entry) return;
    const href = `/${entry.file}`;
    if (found.has(href) || asked.includes(href)) return;
    found.add(href);
    for (const imported of entry.imports ?? []) visit(manifest[imported]);
  };
  for (const entry of Object.values(manifest)) if (entry.name === contractChunkName) visit(entry);
  return [...found];
}

/**
 * Reads the client build's manifest once; null where there is none (the development server, whose
 * modules are not built): the document then asks for nothing early and hydration loads its code.
 */
export function readClientManifest(url: URL): ClientManifest | null {
  try {
    return JSON.parse(readFileSync(url, 'utf8')) as ClientManifest;
  } catch {
    return null;
  }
}

export interface EarlyCode {
  /** The client build's manifest; null: nothing is asked for early. */
  manifest: ClientManifest | null;
  /** Data files the frame fetches when hydration starts (the page's strings). */
  fetches: readonly string[];
  nonce: string;
}

/** The head rewritten: its modulepreload tags out, the early-code script in (when there is a manifest). */
export function rewriteHead(head: string, { manifest, fetches, nonce }: EarlyCode): string {
  const firstLoad = modulePreloadHrefs(head);
  const rest = withoutModulePreloads(head);
  if (!manifest || firstLoad.length === 0) return rest;
  const modules = [...firstLoad, ...hydrationModules(manifest, firstLoad)];
  return rest + earlyCodeScript(modules, fetches, nonce, afterHydrationModules(manifest, modules));
}

/** The HTML stream with its head rewritten (rewriteHead); the rest passes as it comes. */
export function rewriteModulePreloads(early: EarlyCode): Transform {
  let head = '';
  let inHead = true;
  // A character may be cut between two chunks.
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!inHead) return done(null, chunk);
      head += decoder.write(chunk);
      const end = head.indexOf('</head>');
      if (end === -1) return done();
      inHead = false;
      const text = rewriteHead(head.slice(0, end), early) + head.slice(end);
      head = '';
      done(null, text);
    },
    flush(done) {
      if (inHead) head += decoder.end();
      done(null, inHead && head ? withoutModulePreloads(head) : undefined);
    },
  });
}
