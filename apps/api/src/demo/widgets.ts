import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import { errorBody } from '../errors.ts';

/**
 * The demo's third-party widgets (decision 0056): small stand-ins for the chain's live chat and
 * customer-feedback scripts (member-and-shell.txt §1), and for reCAPTCHA v3's script the card
 * checks load (decision 0059), so they run on one machine the way the demo data does. Plain
 * JavaScript files, served as they are at /api/demo/widgets/{name}.js; the demo settings' chat data
 * points to the chat (`agentforce.deploymentUrl`), the site's configuration to the feedback widget
 * and the captcha (FEEDBACK_WIDGET_URL, RECAPTCHA_SCRIPT_URL). A browser fetches them through the
 * site's /api proxy: its own origin.
 */
const widgetNames = ['chat', 'feedback', 'recaptcha'] as const;

const source = (file: string) => readFileSync(new URL(`./widgets/${file}.js`, import.meta.url), 'utf8');
/** The chat and the feedback widget are served with the dock they share ahead of them (dock.js). */
const dock = source('dock');
const widgets = new Map(
  widgetNames.map((name) => [name, name === 'recaptcha' ? source(name) : `${dock}\n${source(name)}`] as const),
);

/** Where the demo serves a widget's script. */
export const demoWidgetPath = (name: (typeof widgetNames)[number]) => `/api/demo/widgets/${name}.js`;

export function registerDemoWidgets(app: Hono): void {
  app.get('/api/demo/widgets/:file', (c) => {
    const name = /^(\w+)\.js$/.exec(c.req.param('file'))?.[1] ?? '';
    const script = widgets.get(name as (typeof widgetNames)[number]);
    if (!script) return c.json(errorBody('NOT_FOUND', 'No such widget'), 404);
    return c.body(script, 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=300',
      'x-content-type-options': 'nosniff',
    });
  });
}
