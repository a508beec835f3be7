// The group booking API tests' requests: POST /api/booking-groups with the group page's body, and reads.
import type { FastifyInstance } from 'fastify';
import type { Body } from './reservation-requests';

/** Two adults in each of `roomIds` on 10–12 April 2026, paid by GCash, with `overrides`. */
export const groupBody = (roomIds: string[], overrides: Body = {}): Body => ({
  checkin: '2026-04-10',
  checkout: '2026-04-12',
  rooms: roomIds.map((roomId) => ({ roomId, adults: 2, kids: 0 })),
  paymentMethod: 'GCash',
  transactionId: 'GC-5512000',
  ...overrides,
});

export const groupRequests = (app: FastifyInstance) => ({
  postGroup: (body: Body, cookie?: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/booking-groups',
      payload: body,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    }),
  getGroup: (code: string, cookie: string) =>
    app.inject({ method: 'GET', url: `/api/booking-groups/${code}`, headers: { cookie } }),
});
