// The API's reference: an OpenAPI 3.1 document generated from the routes' zod schemas at
// GET /api/openapi.json, and a Scalar reference page at GET /api/docs whose every asset comes from this
// server (no CDN, no web fonts) under a Content-Security-Policy of its own.
import { STATUS_CODES } from 'node:http';
import { ERROR_STATUS_MEANINGS } from '@domain/api/common';
import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { loadOnce } from '../lib/load-once';
import type { Access } from './openapi-access';
import { OPERATIONS, type Operation, TAGS } from './openapi-operations';
import { SESSION_COOKIE } from './session';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';
/** Where the Scalar plugin serves its bundle (its own page there sends visitors to DOCS_PATH). */
const SCALAR_PREFIX = `${DOCS_PATH}/reference`;
const SCALAR_SCRIPT = `${SCALAR_PREFIX}/js/scalar.js`;

const SESSION_SCHEME = 'session';

/** The key of OPERATIONS for a route: "PATCH /api/reservations/:id". */
export const operationKey = (method: string, url: string) => `${method} ${url}`;

const ACCESS_NOTES: Record<Access, string> = {
  public: 'Anyone may call this.',
  session: 'Anyone may call this; a signed-in caller is recognised.',
  customer: 'Signed-in, active accounts only.',
  staff: 'Receptionists and admins only.',
  admin: 'Admins only.',
  token: 'Authorised by the signed upload URL itself (from an admin upload-url call).',
};

const securityFor = (access: Access): Record<string, string[]>[] | undefined => {
  if (access === 'session') return [{}, { [SESSION_SCHEME]: [] }];
  if (access === 'customer' || access === 'staff' || access === 'admin') return [{ [SESSION_SCHEME]: [] }];
  return undefined;
};

const ERROR_REF = '#/components/schemas/ApiError';

/** Each answer gets a description: the API's meaning of an error status, else the status text. */
const describeResponses = (response: unknown) => {
  if (!response || typeof response !== 'object') return response;
  const described: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(response as Record<string, Record<string, unknown>>)) {
    const meaning =
      schema.$ref === ERROR_REF
        ? ERROR_STATUS_MEANINGS[Number(status) as keyof typeof ERROR_STATUS_MEANINGS]
        : undefined;
    described[status] = {
      ...schema,
      description: schema.description ?? meaning ?? STATUS_CODES[Number(status)],
    };
  }
  return described;
};

const routeMethod = (method: string | string[]) => (Array.isArray(method) ? method[0] : method) ?? 'GET';

/** The zod transform plus what OPERATIONS says of the route: summary, tag, who may call it. */
const documentRoute: SwaggerTransform = (input) => {
  const operation: Operation | undefined =
    OPERATIONS[operationKey(routeMethod(input.route.method), input.url)];
  const result = jsonSchemaTransform(input);
  if (result.schema?.hide || !operation) return result;
  const security = securityFor(operation.access);
  return {
    url: result.url,
    schema: {
      ...result.schema,
      summary: operation.summary,
      description: [operation.description, ACCESS_NOTES[operation.access]].filter(Boolean).join('\n\n'),
      tags: [operation.tag],
      ...(security ? { security } : {}),
      ...(result.schema?.response ? { response: describeResponses(result.schema.response) } : {}),
    },
  };
};

/** Every `$ref` target inside a JSON value. */
const refsIn = (value: unknown, found = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.add(child.replace('#/components/schemas/', ''));
      else refsIn(child, found);
    }
  return found;
};

/** The names of the schemas `value` uses, directly or through other schemas of `schemas`. */
const schemasUsedBy = (value: unknown, schemas: Record<string, unknown>) => {
  const used = refsIn(value);
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const ref of refsIn(schemas[name])) {
      if (used.has(ref)) continue;
      used.add(ref);
      pending.push(ref);
    }
  }
  return used;
};

const zodComponents = createJsonSchemaTransformObject({});

/** The zod transform lists every registered schema twice (input and output): keep those the paths use. */
const finishDocument: SwaggerTransformObject = (documentObject) => {
  const document = zodComponents(documentObject);
  if (!('components' in document) || !document.components?.schemas) return document;
  // a fresh object built by zodComponents: trimming it in place touches nothing shared
  const { schemas } = document.components;
  const used = schemasUsedBy(document.paths, schemas);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return document;
};

/** Scalar's settings: nothing fetched from elsewhere (fonts, proxy, telemetry, AI agent, hosted client). */
const SCALAR_CONFIGURATION = {
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  documentDownloadType: 'json',
  agent: { disabled: true },
  mcp: { disabled: true },
} as const;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Scalar's declarative mount: the JSON block names the document and settings, the bundle renders it.
// No inline script, so the page's CSP needs no nonce.
const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Resort API reference</title>
  </head>
  <body>
    <noscript>The reference needs JavaScript. The OpenAPI document itself is at <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</noscript>
    <script id="api-reference" type="application/json" data-url="${OPENAPI_PATH}" data-configuration="${escapeAttribute(JSON.stringify(SCALAR_CONFIGURATION))}"></script>
    <script src="${SCALAR_SCRIPT}"></script>
  </body>
</html>
`;

/**
 * The reference page's policy: the site's own scripts only, inline styles (the bundle injects its
 * stylesheet), connections to this server only (the document and "try it" requests).
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export const registerOpenApi = async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Beach resort API',
        version: '1.0.0',
        description:
          'JSON in and out. Errors are `{"message": "...", "errors"?: {"field": "message"}}`. Money is a ' +
          'decimal string with two decimals in answers ("4500.00"); days are resort-local `YYYY-MM-DD`; ids ' +
          'are UUIDs. A state-changing request whose Origin names another site is refused with 403.',
      },
      tags: [...TAGS],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The httpOnly session cookie set by POST /api/login or POST /api/signup.',
          },
        },
      },
    },
    transform: documentRoute,
    transformObject: finishDocument,
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());

  app.get(DOCS_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Content-Security-Policy', DOCS_CSP).type('text/html; charset=utf-8').send(DOCS_PAGE),
  );

  // the plugin's own pages (an inline script) are not served: their visitors go to the reference
  const toReference = async (_request: FastifyRequest, reply: FastifyReply) => reply.redirect(DOCS_PATH);
  app.get(SCALAR_PREFIX, { schema: { hide: true } }, toReference);
  app.get(`${SCALAR_PREFIX}/*`, { schema: { hide: true } }, toReference);

  const script = loadOnce(loadScalarScript);
  app.get(SCALAR_SCRIPT, { schema: { hide: true } }, async (_request, reply) => {
    const { body, contentType } = await script();
    return reply.header('Cache-Control', 'public, max-age=3600').type(contentType).send(body);
  });
};

type ScalarScript = { body: Buffer; contentType: string };

/**
 * Scalar's browser bundle, taken from its Fastify plugin at the reference's first visit: the plugin is
 * 4.4 MB of JavaScript (~250 ms to load), so it runs once, in a Fastify instance of its own, instead of
 * at every start of the server.
 */
const loadScalarScript = async (): Promise<ScalarScript> => {
  const { default: fastifyApiReference } = await import('@scalar/fastify-api-reference');
  const scalar = Fastify({ logger: false });
  try {
    await scalar.register(fastifyApiReference, {
      routePrefix: SCALAR_PREFIX,
      configuration: { url: OPENAPI_PATH, ...SCALAR_CONFIGURATION },
    });
    const response = await scalar.inject({ method: 'GET', url: SCALAR_SCRIPT });
    if (response.statusCode !== 200) throw new Error(`Scalar's bundle answered ${response.statusCode}`);
    return { body: response.rawPayload, contentType: String(response.headers['content-type']) };
  } finally {
    await scalar.close();
  }
};
