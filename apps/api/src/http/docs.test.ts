import SwaggerParser from '@apidevtools/swagger-parser';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiCallList } from '@marquee/data';
import { docsContentSecurityPolicy, registerDocs } from './docs.ts';
import { openApiDocument } from './openapi.ts';

describe('issue 23: the OpenAPI document, validated, with a page to read it', () => {
  it('is a valid OpenAPI 3.1 document (swagger-parser validates it against the OpenAPI schema)', async () => {
    const document = openApiDocument();
    // validate() dereferences in place: it gets a copy.
    const api = await SwaggerParser.validate(structuredClone(document) as never);
    expect(api.info.title).toBe('Marquee reference API');
  });

  it('names every call of the registry, each once, by its method and path', () => {
    const paths = openApiDocument().paths as Record<string, Record<string, { operationId: string }>>;
    const operations = Object.entries(paths).flatMap(([, methods]) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect(operations.sort()).toEqual(apiCallList.map((call) => call.id).sort());
  });

  it('describes the calendar feed as a private text/calendar answer, 404 for a feed unknown or revoked (decision 0042)', () => {
    const paths = openApiDocument().paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    const feed = paths['/api/calendar/{token}.ics']?.get;
    expect(feed?.responses['200']).toMatchObject({
      content: { 'text/calendar': { schema: { type: 'string' } } },
      headers: { 'Cache-Control': { schema: { const: 'private, max-age=300' } } },
    });
    expect(Object.keys(feed?.responses ?? {})).toEqual(expect.arrayContaining(['304', '404']));
    expect(feed?.responses).not.toHaveProperty('401');
  });

  const app = new Hono();
  registerDocs(app);

  it('/api/docs serves Swagger UI reading /api/openapi.json, under a policy allowing only its own files', async () => {
    const response = await app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(docsContentSecurityPolicy);
    expect(docsContentSecurityPolicy).toContain("script-src 'self'");
    expect(docsContentSecurityPolicy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|https?:/);
    const html = await response.text();
    // No inline script: the policy would refuse one.
    expect(html).not.toMatch(/<script>(?!<\/script>)|<script(?![^>]*\bsrc=)[^>]*>/);
    const start = await (await app.request('/api/docs/start.js')).text();
    expect(start).toContain("url: '/api/openapi.json'");
    expect(start).toContain('validatorUrl: null');
  });

  it('serves the page’s script and stylesheet from the package, and nothing else of its folder', async () => {
    const script = await app.request('/api/docs/swagger-ui-bundle.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect((await script.text()).length).toBeGreaterThan(100_000);
    const css = await app.request('/api/docs/swagger-ui.css');
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect((await app.request('/api/docs/package.json')).status).toBe(404);
    expect((await app.request('/api/docs/..%2Fpackage.json')).status).toBe(404);
  });
});
