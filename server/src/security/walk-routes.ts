// The routes the bad-input walk visits, found in app.routeTable, and the generic body fields and query
// keys it tries on a route that parses its input itself.
import type { RouteOptions } from 'fastify';
import type { TestApp } from '../test/test-app';
import { type Caller, methodsOf, paramNames } from './walk-support';
import { type FieldKind, fieldsOf, kindOf } from './zod-introspection';

type App = TestApp['app'];

export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** The admin first: every route serves the admin, so its answer tells a refusal from a wrong input. */
export const WALK_ORDER: Caller[] = ['admin', 'receptionist', 'customer', 'visitor'];

export type Target = { method: string; route: RouteOptions; name: string };

/**
 * Every /api/ route with a body, params or a query (HEAD mirrors GET and is left out), but the API
 * reference's own pages (schema.hide: its 4 MB bundle would be fetched by every probe).
 */
export const walkTargets = (app: App): Target[] =>
  app.routeTable
    .filter((route) => route.url.startsWith('/api/') && !route.schema?.hide)
    .flatMap((route) =>
      methodsOf(route)
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .map((method) => ({ method, route, name: `${method} ${route.url}` })),
    )
    .filter(
      ({ method, route }) =>
        BODY_METHODS.has(method) ||
        paramNames(route.url).length > 0 ||
        method === 'GET' ||
        !!route.schema?.querystring,
    );

type Schema = { body?: unknown; querystring?: unknown };
export const schemaOf = (route: RouteOptions) => (route.schema ?? {}) as Schema;

/** name -> kind of every body field any route declares: the generic body of a route without a schema. */
export const genericFieldsOf = (app: App) => {
  const genericFields = new Map<string, FieldKind>();
  for (const route of app.routeTable) {
    for (const [name, kind] of fieldsOf(schemaOf(route).body) ?? [])
      if (!genericFields.has(name)) genericFields.set(name, kind);
  }
  for (const name of ['name', 'email', 'phone', 'subject', 'message'])
    if (!genericFields.has(name)) genericFields.set(name, kindOf(undefined));
  return genericFields;
};

/** Query keys: the route's querystring schema, else every key any route declares plus common search keys. */
export const genericQueryKeysOf = (app: App) => {
  const genericQueryKeys = new Map<string, FieldKind>();
  for (const route of app.routeTable)
    for (const [name, kind] of fieldsOf(schemaOf(route).querystring) ?? [])
      if (!genericQueryKeys.has(name)) genericQueryKeys.set(name, kind);
  for (const name of [
    'checkin',
    'checkout',
    'adults',
    'kids',
    'maxPrice',
    'status',
    'q',
    'page',
    'limit',
    'id',
  ])
    if (!genericQueryKeys.has(name)) genericQueryKeys.set(name, { kind: 'string' });
  return genericQueryKeys;
};
