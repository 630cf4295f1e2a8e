/**
 * The recorded demo images are static files, one body whatever the query; an image the fixtures
 * name in several languages is also kept as `{size}.{language}.{svg,jpg}` (record-story-fixtures.ts). Storybook's
 * server (.storybook/middleware.js) and the visual tests' (visual-tests/serve-static.ts) ask it.
 * This gives the file to serve for an address: `…/md.svg?language=nl` is `…/md.nl.svg` when that
 * file exists, else the address's own file (issue 20: nl stories showed French poster titles).
 */
export function recordedMediaPath(pathname: string, search: string, exists: (path: string) => boolean): string {
  const language = /[?&]language=([a-z]{2})(?:&|$)/.exec(search)?.[1];
  if (!language || !/^\/api\/media\/[a-z]+\/[A-Za-z0-9_.-]+\/(?:lg|md|sm)\.(?:svg|jpg)$/.test(pathname))
    return pathname;
  const variant = pathname.replace(/\.(svg|jpg)$/, `.${language}.$1`);
  return exists(variant) ? variant : pathname;
}
