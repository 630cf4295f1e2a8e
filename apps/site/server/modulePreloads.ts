import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * The document's head without React Router's `<link rel="modulepreload">` tags (decision 0028).
 * They ask for the framework's and the route's code at high priority, ahead of the first paint,
 * where it competes with the document and the stylesheet on a phone's network; the inline module
 * script at the end of the body asks for the same modules, at the browser's lower priority for
 * scripts, after the content. React adds the tags itself once it hydrates (they are hoisted
 * elements), when the modules are already there.
 */
const modulePreload = /<link rel="modulepreload"[^>]*\/>/g;

export function withoutModulePreloads(head: string): string {
  return head.replace(modulePreload, '');
}

/** The HTML stream with the head's module preloads removed; the rest passes as it comes. */
export function dropModulePreloads(): Transform {
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
      const text = withoutModulePreloads(head.slice(0, end)) + head.slice(end);
      head = '';
      done(null, text);
    },
    flush(done) {
      if (inHead) head += decoder.end();
      done(null, inHead && head ? withoutModulePreloads(head) : undefined);
    },
  });
}
