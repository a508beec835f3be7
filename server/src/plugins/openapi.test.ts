// The API reference: /api/openapi.json documents every route of the app (spec wording, tag, access),
// every /api/ route has a response schema for its success status, every example matches its schema,
// and /api/docs is a page served entirely from this server.
import * as accountSchemas from '@domain/api/accounts';
import * as commonSchemas from '@domain/api/common';
import * as goLiveSchemas from '@domain/api/go-live';
import * as reportSchemas from '@domain/api/reports';
import * as reservationSchemas from '@domain/api/reservations';
import * as roomSchemas from '@domain/api/rooms';
import * as siteSchemas from '@domain/api/site';
import * as uploadSchemas from '@domain/api/uploads';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../test/test-app';
import { DOCS_PATH, OPENAPI_PATH, operationKey } from './openapi';
import { OPERATIONS } from './openapi-operations';

type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};
type OpenApiOperation = {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  parameters?: { in: string; name: string; required?: boolean; schema: unknown }[];
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};

const { app } = await createTestApp();

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);
const isHidden = (route: RouteOptions) => Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
/** The documented routes: everything but HEAD twins and the reference's own pages. */
const documentedRoutes = app.routeTable.flatMap((route) =>
  isHidden(route)
    ? []
    : methodsOf(route)
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, url: route.url, key: operationKey(method, route.url), route })),
);
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const responseSchemas = (route: RouteOptions) =>
  ((route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {}) as Record<
    string,
    unknown
  >;

const loadDocument = async () => {
  const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  return response.json() as OpenApiDocument;
};

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with the session cookie scheme and the shared error shape', async () => {
    const document = await loadDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBeTruthy();
    expect(document.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'resort_sid',
    });
    expect(document.components.schemas.ApiError).toMatchObject({
      type: 'object',
      required: ['message'],
    });
    // inputs and outputs of one schema are not listed twice
    expect(Object.keys(document.components.schemas).filter((name) => name.endsWith('Input'))).toEqual([]);
  });

  it('documents every route of the app with its summary, tag and access', async () => {
    const document = await loadDocument();
    expect(documentedRoutes.length).toBeGreaterThan(40);
    for (const { method, url, key } of documentedRoutes) {
      const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
      expect(operation, key).toBeDefined();
      expect(operation?.summary, key).toBe(OPERATIONS[key]?.summary);
      expect(operation?.tags, key).toHaveLength(1);
      const access = OPERATIONS[key]?.access;
      if (access === 'customer' || access === 'staff' || access === 'admin')
        expect(operation?.security, key).toEqual([{ session: [] }]);
    }
  });

  it('lists no operation for a route that does not exist', () => {
    const served = new Set(documentedRoutes.map((route) => route.key));
    expect(Object.keys(OPERATIONS).filter((key) => !served.has(key))).toEqual([]);
  });

  it('gives every answer a description, errors the API meaning of their status', async () => {
    const document = await loadDocument();
    const login = document.paths['/api/login']?.post;
    expect(login?.responses['429']?.description).toBe(commonSchemas.ERROR_STATUS_MEANINGS[429]);
    expect(login?.responses['200']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/User',
    });
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(item))
        for (const [status, answer] of Object.entries(operation.responses))
          expect(answer.description, `${method} ${path} ${status}`).toBeTruthy();
  });

  it('documents an uploaded picture as the image itself, and its 404 as the shared error', async () => {
    const document = await loadDocument();
    const responses = document.paths['/uploads/{file}']?.get?.responses;
    expect(Object.keys(responses?.['200']?.content ?? {})).toEqual(['image/png', 'image/jpeg', 'image/webp']);
    expect(responses?.['200']?.content?.['image/png']?.schema).toMatchObject({ format: 'binary' });
    expect(responses?.['404']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
  });

  it('documents discountGuests on POST /api/reservations as an optional whole number', async () => {
    const document = await loadDocument();
    const schema = document.paths['/api/reservations']?.post?.requestBody?.content['application/json']
      ?.schema as {
      properties: Record<string, { type?: string; description?: string }>;
      required?: string[];
    };
    expect(schema.properties.discountGuests).toMatchObject({ type: 'integer' });
    expect(schema.properties.discountGuests?.description).toMatch(
      /senior citizens or persons with disability/,
    );
    expect(schema.required ?? []).not.toContain('discountGuests');
  });

  it('documents the request body of POST /api/reservations, whose rules depend on the day', async () => {
    const document = await loadDocument();
    const body = document.paths['/api/reservations']?.post?.requestBody;
    expect(Object.keys(body?.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining([
        'roomId',
        'checkin',
        'checkout',
        'adults',
        'kids',
        'discountGuests',
        'totalAmount',
        'specialRequests',
        'paymentMethod',
        'transactionId',
      ]),
    );
    expect(body?.content['application/json']?.schema).toMatchObject({
      description: expect.stringMatching(/totalAmount is accepted but ignored/),
    });
  });

  /** The properties of an operation's JSON request body. */
  const bodyOf = (document: OpenApiDocument, path: string, method = 'post') =>
    document.paths[path]?.[method]?.requestBody?.content['application/json']?.schema.properties ?? {};

  it('documents the bodies the weather routes validate (their rules depend on the day or the booking)', async () => {
    const document = await loadDocument();
    for (const path of [
      '/api/receptionist/weather-disruptions',
      '/api/receptionist/weather-disruptions/preview',
    ])
      expect(Object.keys(bodyOf(document, path)), path).toEqual(['startDate', 'endDate', 'note']);
    expect(bodyOf(document, '/api/receptionist/weather-disruptions').note).toMatchObject({
      type: 'string',
      maxLength: 300,
    });
    const move = bodyOf(document, '/api/reservations/{id}/weather-move');
    expect(Object.keys(move)).toEqual(['checkin', 'checkout', 'roomId']);
    expect(move.roomId).toMatchObject({ type: 'string', format: 'uuid' });
  });

  it('documents the room search query of GET /api/rooms', async () => {
    const document = await loadDocument();
    const parameters = document.paths['/api/rooms']?.get?.parameters ?? [];
    expect(parameters.map(({ in: where, name, required }) => ({ where, name, required }))).toEqual(
      ['checkin', 'checkout', 'adults', 'kids', 'maxPrice'].map((name) => ({
        where: 'query',
        name,
        required: false,
      })),
    );
    expect(JSON.stringify(parameters.find((parameter) => parameter.name === 'adults')?.schema)).toMatch(
      /"minimum":1,"maximum":20/,
    );
  });

  it('documents the 20-item limits of an FAQ entry’s keywords and phrasings', async () => {
    const document = await loadDocument();
    for (const [path, method] of [
      ['/api/admin/chatbot/faqs', 'post'],
      ['/api/admin/chatbot/faqs/{id}', 'put'],
    ] as const) {
      const body = bodyOf(document, path, method);
      for (const list of ['keywords', 'phrasings'])
        expect(body[list], `${method} ${path} ${list}`).toMatchObject({ type: 'array', maxItems: 20 });
    }
  });
});

describe('response schemas', () => {
  const apiRoutes = documentedRoutes.filter((route) => route.url.startsWith('/api/'));

  it('every /api/ route declares its success answer', () => {
    // success: a 2xx answer, or the 3xx of a browser redirect target
    const missing = apiRoutes
      .filter(
        (route) => !Object.keys(responseSchemas(route.route)).some((status) => /^[23]\d\d$/.test(status)),
      )
      .map((route) => route.key);
    expect(missing).toEqual([]);
  });

  it('errors are declared with the shared error shape', () => {
    for (const route of apiRoutes)
      for (const [status, schema] of Object.entries(responseSchemas(route.route)))
        if (Number(status) >= 400)
          expect(schema, `${route.key} ${status}`).toBe(commonSchemas.apiErrorSchema);
  });

  it('every example given validates against its schema', () => {
    const domainSchemas = [
      accountSchemas,
      commonSchemas,
      goLiveSchemas,
      reportSchemas,
      reservationSchemas,
      roomSchemas,
      siteSchemas,
      uploadSchemas,
    ].flatMap((module) => Object.values(module).filter((value) => value instanceof z.ZodType));
    const routeSchemas = apiRoutes.flatMap((route) =>
      Object.values(responseSchemas(route.route)).filter((value) => value instanceof z.ZodType),
    );
    let checked = 0;
    for (const schema of new Set([...domainSchemas, ...routeSchemas])) {
      const meta = z.globalRegistry.get(schema);
      for (const example of (meta?.examples as unknown[] | undefined) ?? []) {
        const result = z.safeEncode(schema, example);
        expect(result.error?.issues, `${String(meta?.id)} ${JSON.stringify(example)}`).toBeUndefined();
        // the serialiser drops unknown keys: an example with one would document a field never sent
        expect(result.data, String(meta?.id)).toEqual(example);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('GET /api/docs', () => {
  it('is an HTML page that loads nothing from another site, under its own CSP', async () => {
    const response = await app.inject({ method: 'GET', url: DOCS_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).not.toMatch(/https?:\/\//);
    expect(response.body).not.toMatch(/src="\/\//);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/https?:|\*/);

    const script = response.body.match(/<script src="([^"]+)"/)?.[1];
    expect(script).toMatch(/^\/api\/docs\//);
    const bundle = await app.inject({ method: 'GET', url: script ?? '' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(bundle.headers['cache-control']).toBe('public, max-age=3600');
    // Scalar's whole bundle (loaded at the first visit), the same at the next
    expect(bundle.rawPayload.length).toBeGreaterThan(1_000_000);
    const again = await app.inject({ method: 'GET', url: script ?? '' });
    expect(again.rawPayload.equals(bundle.rawPayload)).toBe(true);
  });

  it("leaves the rest of the site under helmet's policy", async () => {
    const page = await app.inject({ method: 'GET', url: DOCS_PATH });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['content-security-policy']).toBeTruthy();
    expect(health.headers['content-security-policy']).not.toBe(page.headers['content-security-policy']);
    expect(health.headers['content-security-policy']).toContain('frame-src https://www.openstreetmap.org');
  });

  it("sends visitors of the Scalar plugin's own page to /api/docs", async () => {
    for (const url of ['/api/docs/reference/', '/api/docs/reference', '/api/docs/reference/openapi.json']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(DOCS_PATH);
    }
  });
});
