// The reservations API tests' requests, as a guest's browser sends them: POST /api/reservations with the
// booking page's body, PATCH /api/reservations/{id}, GET /api/user/reservations, and a fresh signed-in
// guest for each test.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { createSignedInUser, storedReservations } from './factories';
import { bookingPoster } from './http';

export type Body = Record<string, unknown>;

/** The booking page's body for two adults on 10–12 April 2026, with `overrides`. */
export const bookingBody = (roomId: string, overrides: Body = {}): Body => ({
  roomId,
  checkin: '2026-04-10',
  checkout: '2026-04-12',
  adults: 2,
  kids: 0,
  specialRequests: 'Late arrival, around 9 PM',
  paymentMethod: 'GCash',
  transactionId: 'GC-7788123',
  ...overrides,
});

export const reservationRequests = (app: FastifyInstance, db: Database) => {
  const { eventsOf } = storedReservations(db);
  return {
    post: bookingPoster(app, '/api/reservations'),
    patch: (id: string, body: Body, cookie?: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/reservations/${id}`,
        payload: body,
        headers: cookie ? { cookie } : {},
      }),
    getMine: (cookie: string) =>
      app.inject({ method: 'GET', url: '/api/user/reservations', headers: { cookie } }),
    /** The reservation's history is exactly one event, with these fields. */
    expectOnlyEvent: async (reservationId: string, event: Record<string, unknown>) =>
      expect(await eventsOf(reservationId)).toEqual([expect.objectContaining(event)]),
    /** Maria Santos, signed in: a fresh account per test, so no test meets the 3-pending or hourly booking limits. */
    newGuest: (email?: string) =>
      createSignedInUser(app, { firstName: 'Maria', lastName: 'Santos', ...(email ? { email } : {}) }),
    /** Jose Rizal, signed in: the other guest. */
    newOther: () => createSignedInUser(app, { firstName: 'Jose', lastName: 'Rizal' }),
  };
};
