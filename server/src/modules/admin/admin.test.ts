// The admin guard: every /api/admin/... route (each owning module brings its own) and the upload PUT
// answer 401 to visitors and 403 to customers, receptionists and disabled admins. Each area's behaviour
// is tested in its module (rooms, auth users, content, amenities, inquiries, reports stats).
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { callerOf } from '../../test/http';
import { createTestApp } from '../../test/test-app';

const { app } = await createTestApp();
const call = callerOf(app);

const customer = await createSignedInUser(app);
const receptionist = await createSignedInUser(app, { role: 'receptionist' });

const UUID = '00000000-0000-4000-8000-000000000000';
const ENDPOINTS: [Parameters<typeof call>[0], string][] = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/rooms'],
  ['POST', '/api/admin/rooms'],
  ['PATCH', `/api/admin/rooms/${UUID}`],
  ['DELETE', `/api/admin/rooms/${UUID}`],
  ['POST', `/api/admin/rooms/${UUID}/rates`],
  ['DELETE', `/api/admin/rooms/${UUID}/rates/${UUID}`],
  ['POST', '/api/admin/rooms/bulk-amenities'],
  ['POST', '/api/admin/rooms/upload-csv'],
  ['POST', '/api/admin/room-image-upload-url'],
  ['POST', '/api/admin/confirm-room-image-upload'],
  ['POST', '/api/admin/amenities/upload-url'],
  ['POST', '/api/admin/amenities/confirm-upload'],
  ['PUT', '/api/uploads/abc.def'],
  ['GET', '/api/admin/users'],
  ['PATCH', `/api/admin/users/${UUID}`],
  ['DELETE', `/api/admin/users/${UUID}`],
  ['GET', '/api/admin/content'],
  ['PUT', '/api/admin/content/hero_title'],
  ['GET', '/api/admin/amenities'],
  ['POST', '/api/admin/amenities'],
  ['PUT', `/api/admin/amenities/${UUID}`],
  ['DELETE', `/api/admin/amenities/${UUID}`],
  ['GET', '/api/admin/inquiries'],
  ['PATCH', `/api/admin/inquiries/${UUID}`],
];

describe('admin endpoints: roles', () => {
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
