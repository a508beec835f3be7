// One-line requests for API tests: `call('PATCH', url, cookie, body)` instead of an inject() options object.
import type { ReservationDto } from '@domain/api-types';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createSignedInUser } from './factories';
import { createTestApp } from './test-app';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A request helper bound to `app`; `cookie` is a signed-in user's cookie (createSignedInUser), or none. */
export const callerOf =
  (app: FastifyInstance) => (method: Method, url: string, cookie?: string, payload?: object) =>
    app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

/**
 * A booking POST to `url` as the guest's browser sends it: `body` as JSON, the session `cookie` if any and
 * `headers` (an Idempotency-Key). The booking tests' `post`, `postGroup` and `book`.
 */
export const bookingPoster =
  (app: FastifyInstance, url: string) =>
  (body: Record<string, unknown>, cookie?: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });

/**
 * The JSON of an answer, once its status is `status` (a wrong status fails showing the body):
 *   const amenity = await expectAnswer<AmenityDto>(call('POST', '/api/admin/amenities', cookie, body), 201);
 */
export const expectAnswer = async <T>(
  answer: LightMyRequestResponse | Promise<LightMyRequestResponse>,
  status: number,
): Promise<T> => {
  const response = await answer;
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
};

/** POST /api/day-visits/bookings by the guest of `cookie`: the booked visit, or the test fails (201 expected). */
export const expectDayVisitBooked = (app: FastifyInstance, body: Record<string, unknown>, cookie: string) =>
  expectAnswer<ReservationDto>(bookingPoster(app, '/api/day-visits/bookings')(body, cookie), 201);

/** A test app with an admin (Ana Admin) signed in: where the admin-area tests start. */
export const createAdminTestApp = async (options: Parameters<typeof createTestApp>[0] = {}) => {
  const { app, db } = await createTestApp(options);
  const admin = await createSignedInUser(app, { role: 'admin', firstName: 'Ana', lastName: 'Admin' });
  return { app, db, admin, call: callerOf(app) };
};

let rawPosts = 0;
/**
 * POST of a body sent as written (malformed JSON, text/plain) with its content type. Each comes from an
 * address of its own unless told, so the per-address rate limits of sign-in and the contact form stay out of it.
 */
export const postRaw = (
  app: FastifyInstance,
  url: string,
  body: { contentType: string; payload: string; remoteAddress?: string },
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': body.contentType },
    payload: body.payload,
    remoteAddress: body.remoteAddress ?? `10.250.${(rawPosts >> 8) & 255}.${rawPosts++ & 255}`,
  });

let bookings = 0;
/**
 * POST /api/reservations as a signed-in guest: one adult, no kids, paid by GCash, plus `booking`
 * (the room, the dates and whatever the test is about). Each comes from an address of its own unless
 * `remoteAddress` is given, so the per-address cap on unverified nights (domain/unverified-holds.ts)
 * stays out of tests about something else.
 */
export const postBooking = (
  app: FastifyInstance,
  cookie: string,
  booking: { roomId: string } & Record<string, unknown>,
  options: { remoteAddress?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers: { cookie },
    remoteAddress: options.remoteAddress ?? `10.251.${(bookings >> 8) & 255}.${bookings++ & 255}`,
    payload: { adults: 1, kids: 0, paymentMethod: 'GCash', transactionId: 'GC-1', ...booking },
  });
