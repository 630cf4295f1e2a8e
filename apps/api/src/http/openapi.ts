import { z } from 'zod/mini';
import { apiCallList, type ApiCall } from '@marquee/data';

/**
 * The OpenAPI 3.1 document, generated from the call registry's zod schemas
 * (zod 4's z.toJSONSchema, JSON Schema 2020-12 as OpenAPI 3.1 wants), so the
 * published description cannot drift from what the API validates.
 */

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

function parametersOf(schema: z.ZodMiniType | null, location: 'path' | 'query' | 'header') {
  if (!schema) return [];
  const objectSchema = jsonSchema(schema, 'input');
  const properties = (objectSchema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((objectSchema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name:
      location === 'header'
        ? name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())
        : name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

const errorSchema = {
  type: 'object',
  required: ['code', 'message', 'details'],
  properties: { code: { type: 'string' }, message: { type: 'string' }, details: {} },
};

function operation(call: ApiCall) {
  const responses: Record<string, unknown> = {};
  if (call.response) {
    responses['200'] = {
      description: 'OK',
      // A text answer (the calendar feed) is described as a string of its media type.
      content: {
        [call.mediaType]: {
          schema: call.mediaType === 'application/json' ? jsonSchema(call.response, 'output') : { type: 'string' },
        },
      },
      ...(call.caching === 'private'
        ? { headers: { 'Cache-Control': { schema: { type: 'string', const: 'private, max-age=300' } } } }
        : {}),
    };
  } else {
    responses['204'] = { description: 'Done, no body' };
  }
  const error = (description: string) => ({ description, content: { 'application/json': { schema: errorSchema } } });
  responses['400'] = error('Malformed path parameter, query, header or body');
  if (call.caching !== 'none') responses['304'] = { description: 'Not modified (If-None-Match matched the ETag)' };
  if (call.bearer) {
    responses['401'] = error('Missing or invalid bearer token');
    responses['403'] = error('The client is not the token’s own');
    responses['503'] = error('The sign-in provider’s keys could not be had (AUTH_UNAVAILABLE)');
  }
  if (call.headers) {
    // The captcha-checked card calls (decision 0031).
    responses['403'] = error('The captcha response was refused');
    responses['429'] = {
      ...error('Too many checks from this client, or too many failed checks of this card'),
      headers: { 'Retry-After': { description: 'Seconds until the limit’s window ends', schema: { type: 'integer' } } },
    };
    responses['503'] = error('The captcha provider did not answer');
  }
  for (const status of call.statuses) {
    if (status === 204) responses['204'] = { description: 'Moved: the site redirects to the FAQ home' };
    if (status === 404)
      responses['404'] = error(call.path.startsWith('calendar/') ? 'Unknown or revoked feed' : 'Unknown slug or id');
    if (status === 410) responses['410'] = error('The show is gone');
  }
  if (call.body) responses['413'] = error('Body larger than the limit');
  return {
    operationId: call.id,
    summary: call.summary,
    description: `Spec: ${call.spec}`,
    tags: [call.spec.split(';')[0] ?? 'api'],
    parameters: [
      ...parametersOf(call.params, 'path'),
      ...parametersOf(call.query, 'query'),
      ...parametersOf(call.headers, 'header'),
      {
        name: 'X-Marquee-Site',
        in: 'header',
        required: false,
        schema: { enum: ['fr', 'ch', 'be', 'tn', 'sn', 'nl', 'ci', 'ma'] },
      },
    ],
    ...(call.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(call.body, 'input') } } } }
      : {}),
    ...(call.bearer ? { security: [{ bearer: [] }] } : {}),
    responses,
  };
}

export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of apiCallList) {
    const path = `/api/${call.path}`;
    (paths[path] ??= {})[call.method.toLowerCase()] = operation(call);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Marquee reference API',
      version: '1.0.0',
      description:
        'Every call of catalogue.txt §7 and member-and-shell.txt §7, generated from data/src/contract/registry.ts. ' +
        'The site is chosen by the X-Marquee-Site header, else the host. See docs/api.md.',
    },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (RS256)' } } },
    paths,
  };
}
