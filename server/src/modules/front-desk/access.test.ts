// Who may use the front desk: a visitor 401, a customer or a disabled receptionist 403.
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { ACTIONS, actionUrl, frontDeskTestApp } from './test-desk';

const { app, rowOf, who, call, newStay } = await frontDeskTestApp();

describe('who may use the front desk', () => {
  const endpoints = (id: string) => [
    { method: 'GET' as const, url: '/api/receptionist/reservations' },
    { method: 'GET' as const, url: '/api/receptionist/stats' },
    { method: 'GET' as const, url: '/api/receptionist/payments' },
    ...ACTIONS.map((action) => actionUrl(id, action)),
    { method: 'PATCH' as const, url: `/api/receptionist/payments/${id}`, body: { status: 'success' } },
    { method: 'POST' as const, url: '/api/receptionist/payments', body: {} },
    { method: 'POST' as const, url: '/api/receptionist/walk-in-customer', body: {} },
    { method: 'POST' as const, url: '/api/receptionist/book-for-customer', body: {} },
  ];

  it('answers a visitor 401 and a customer 403 on every call, changing nothing', async () => {
    const stay = await newStay();
    for (const endpoint of endpoints(stay.id)) {
      const visitor = await call(endpoint.method, endpoint.url, {
        body: 'body' in endpoint ? endpoint.body : undefined,
      });
      expect(visitor.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      const customer = await call(endpoint.method, endpoint.url, {
        cookie: who.customerCookie,
        body: 'body' in endpoint ? endpoint.body : undefined,
      });
      expect(customer.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(403);
    }
    expect((await rowOf(stay.id))?.status).toBe('pending');
  });

  it('treats a disabled receptionist as forbidden', async () => {
    const { cookie } = await createSignedInUser(app, { role: 'receptionist', isActive: false });
    expect((await call('GET', '/api/receptionist/reservations', { cookie })).statusCode).toBe(403);
  });
});
