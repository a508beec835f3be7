// The admin guard: every /api/admin/... route (each owning module brings its own) answers 401 to visitors
// and 403 to customers, receptionists and disabled admins. Each area's behaviour is tested in its module
// (rooms, auth users, content, amenities, inquiries, reports stats).
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { callerOf } from '../../test/http';
import { createTestApp } from '../../test/test-app';

const { app } = await createTestApp();
const call = callerOf(app);

const customer = await createSignedInUser(app);
const receptionist = await createSignedInUser(app, { role: 'receptionist' });

const UUID = '00000000-0000-4000-8000-000000000000';
/** A value for each path parameter: any id, a real content key. */
const PARAM_VALUES: Record<string, string> = { key: 'hero_title' };
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const isMethod = (method: string): method is (typeof METHODS)[number] => METHODS.some((m) => m === method);

/**
 * Every /api/admin/... route the app serves, whichever module brings it. Not the upload PUT: its signed
 * URL is its authorisation (uploads.test.ts).
 */
const ENDPOINTS = app.routeTable
  .filter((route) => route.url.startsWith('/api/admin/'))
  .flatMap((route) =>
    [route.method]
      .flat()
      .filter(isMethod)
      .map((method) => [method, route.url] as const),
  )
  .map(
    ([method, url]) =>
      [method, url.replace(/:(\w+)/g, (_, name: string) => PARAM_VALUES[name] ?? UUID)] as const,
  );

describe('admin endpoints: roles', () => {
  it('finds the admin routes', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(25);
  });

  it.each(ENDPOINTS)('%s %s: visitor 401, customer and receptionist 403', async (method, url) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : {};
    expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    expect((await call(method, url, customer.cookie, body)).statusCode).toBe(403);
    expect((await call(method, url, receptionist.cookie, body)).statusCode).toBe(403);
  });

  it('a disabled admin gets 403', async () => {
    const disabled = await createSignedInUser(app, { role: 'admin', isActive: false });
    expect((await call('GET', '/api/admin/users', disabled.cookie)).statusCode).toBe(403);
  });
});
