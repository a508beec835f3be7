// The API from the journeys: reads of the public API, for journeys that compare a screen with what the
// server says, and calls with a session cookie (the run's admin's, signed in once per file) for set-ups.
import { randomBytes } from 'node:crypto';
import type { ContentItemDto, ReservationDto, RoomDto } from '@domain/api-types';
import { CONTENT_DEFAULTS, type ContentKey } from '@domain/content';
import { adminAccount, sessionCookie } from './accounts';
import { baseUrl } from './browser';

export const getJson = async <T>(pathAndQuery: string): Promise<T> => {
  const response = await fetch(`${baseUrl()}${pathAndQuery}`);
  if (!response.ok)
    throw new Error(`GET ${pathAndQuery} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
};

export const listRooms = (query = '') => getJson<RoomDto[]>(`/api/rooms${query ? `?${query}` : ''}`);

/** A content key's text as the site shows it: the stored item, or the built-in default. */
export const contentText = async (key: ContentKey) => {
  const items = await getJson<Array<Pick<ContentItemDto, 'key' | 'content'>>>('/api/content');
  return items.find((item) => item.key === key)?.content ?? CONTENT_DEFAULTS[key].content;
};

/** A call with a session cookie; an answer other than `expected` fails the set-up with what the server said. */
export const call = async <T>(
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
  expected: number[] = [200, 201, 204],
  headers: Record<string, string> = {},
): Promise<T> => {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!expected.includes(response.status))
    throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
};

let adminCookie: Promise<string> | undefined;

/** The run's admin (ADMIN_EMAIL/ADMIN_PASSWORD of globalSetup), signed in through the API once per file. */
export const adminSession = () => {
  adminCookie ??= (async () => {
    const response = await fetch(`${baseUrl()}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(adminAccount()),
    });
    if (!response.ok) throw new Error(`Admin sign-in answered ${response.status}: ${await response.text()}`);
    return sessionCookie(response);
  })();
  // a failed sign-in is tried again by the next caller rather than remembered
  adminCookie.catch(() => {
    adminCookie = undefined;
  });
  return adminCookie;
};

let bookings = 0;

/**
 * A booking made the way the booking page makes it (POST /api/reservations): pending, down payment pending.
 * Each names an address of its own (the run's server trusts X-Forwarded-For from loopback), so the
 * per-address cap on unverified nights stays out of the journeys.
 */
export const bookThroughApi = (
  customer: { cookie: string },
  booking: {
    roomId: string;
    checkin: string;
    checkout: string;
    adults?: number;
    kids?: number;
    /** Senior citizens / PWDs among the guests (docs/pricing.md). */
    discountGuests?: number;
    transactionId?: string;
  },
) =>
  call<ReservationDto>(
    'POST',
    '/api/reservations',
    customer.cookie,
    {
      adults: 1,
      kids: 0,
      specialRequests: '',
      paymentMethod: 'GCash',
      transactionId: `GC-${randomBytes(5).toString('hex').toUpperCase()}`,
      ...booking,
    },
    [200, 201, 204],
    { 'x-forwarded-for': `10.252.${(bookings >> 8) & 255}.${bookings++ & 255}` },
  );

/**
 * What the desk sends with each move when the guest has not paid yet: confirming before the down payment
 * is verified needs a reason, checking out with a balance needs "leave it unpaid" (the ledger's rules).
 * The journeys keep the guest's payments as they are, so they say so.
 */
export const DESK_MOVE_BODY = {
  confirm: { overrideReason: 'Down payment to be verified at check-in' },
  checkin: undefined,
  checkout: { leaveUnpaid: true },
} as const;
