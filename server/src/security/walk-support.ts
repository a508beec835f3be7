// The bad-input walk's plumbing: the four callers and their cookies, a fresh world of rows per route
// and role (so one route's state changes never decide another's answer), one request with its timing,
// and the failure list the tests print.
import { randomUUID } from 'node:crypto';
import { CONTENT_KEYS } from '@domain/content';
import { addDays, todayIn } from '@domain/dates';
import type { ReservationStatus } from '@domain/reservation-status';
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { amenities, inquiries, payments, reviews } from '../db/schema';
import { createUploadToken } from '../lib/uploads';
import { SESSION_COOKIE } from '../plugins/session';
import { createReservationRow, createRoom, createUser, signIn } from '../test/factories';
import type { TestApp } from '../test/test-app';
import type { Fixtures } from './zod-introspection';

export const ROLES = ['visitor', 'customer', 'receptionist', 'admin'] as const;
export type Caller = (typeof ROLES)[number];

/** Generous on purpose: a noisy machine must never make this fail; a hang or a long loop still does. */
export const SLOW_MS = 5_000;

type App = TestApp['app'];
type Db = TestApp['db'];

export type Actors = {
  userIds: Record<Exclude<Caller, 'visitor'>, string>;
  cookies: Record<Caller, string | undefined>;
};

/** One user per role, signed in the way the factories do it (a session row, no login request). */
export const createActors = async (app: App, db: Db): Promise<Actors> => {
  const customer = await createUser(db, { role: 'customer', firstName: 'Walk', lastName: 'Customer' });
  const receptionist = await createUser(db, { role: 'receptionist', firstName: 'Walk', lastName: 'Desk' });
  const admin = await createUser(db, { role: 'admin', firstName: 'Walk', lastName: 'Admin' });
  return {
    userIds: { customer: customer.id, receptionist: receptionist.id, admin: admin.id },
    cookies: {
      visitor: undefined,
      customer: await signIn(app, customer),
      receptionist: await signIn(app, receptionist),
      admin: await signIn(app, admin),
    },
  };
};

let uniqueCounter = 0;
const unique = () => `${Date.now().toString(36)}${(uniqueCounter++).toString(36)}`;

/** The rows beside the stays: a review of the past stay, an amenity, an inquiry, a user, an upload token. */
const createOtherRows = async (app: App, db: Db, actors: Actors, pastStayId: string) => {
  const [review] = await db
    .insert(reviews)
    .values({
      reservationId: pastStayId,
      userId: actors.userIds.customer,
      comment: 'A lovely stay by the sea',
    })
    .returning();
  const [amenity] = await db
    .insert(amenities)
    .values({ name: `Walk amenity ${unique()}` })
    .returning();
  const [inquiry] = await db
    .insert(inquiries)
    .values({ name: 'Walk', email: 'walk@example.com', subject: 'General Inquiry', message: 'Hello' })
    .returning();
  const victim = await createUser(db, { firstName: 'Walk', lastName: 'Victim' });
  const token = createUploadToken({
    purpose: 'room',
    secret: app.deps.config.sessionSecret,
    now: app.deps.now(),
  }).token;
  return { review, amenity, inquiry, victim, token };
};

/**
 * A fresh set of rows for one route and caller: a room with a seasonal rate, the customer's confirmed
 * stay (check-in in 10 days, 2 nights) with a pending payment, a completed stay with a review, an
 * amenity, an inquiry, a user to edit or delete, and a signed upload token; and, as alternatives for
 * a route that refuses the confirmed stay's state, a checked-in stay, a pending one with its pending
 * down payment and a completed one without a review.
 */
export const createWorld = async (app: App, db: Db, actors: Actors): Promise<Fixtures> => {
  const today = todayIn(app.deps.config.resortTz, app.deps.now());
  const room = await createRoom(db, {
    maxAdults: 4,
    maxKids: 2,
    maxOccupancy: 6,
    rates: [{ price: '5200.00', validFrom: today, validTo: addDays(today, 90) }],
  });
  /** A two-night stay of the customer's, checking in `from` days from today (negative: in the past). */
  const customerStay = (stay: {
    status: ReservationStatus;
    from: number;
    roomId?: string;
    payments?: Parameters<typeof createReservationRow>[1]['payments'];
  }) =>
    createReservationRow(db, {
      userId: actors.userIds.customer,
      roomId: stay.roomId ?? room.id,
      status: stay.status,
      checkin: addDays(today, stay.from),
      checkout: addDays(today, stay.from + 2),
      payments: stay.payments,
    });
  const paymentOf = async (reservationId: string) =>
    (await db.select().from(payments).where(eq(payments.reservationId, reservationId)))[0];

  const stay = await customerStay({
    status: 'confirmed',
    from: 10,
    payments: [{ amount: '1000.00', status: 'pending' }],
  });
  const payment = await paymentOf(stay.id);
  const past = await customerStay({ status: 'completed', from: -10 });
  // in a room of its own, so extending it meets no other booking
  const quietRoom = await createRoom(db, { maxAdults: 4, maxKids: 2, maxOccupancy: 6 });
  const current = await customerStay({ status: 'checked_in', from: -1, roomId: quietRoom.id });
  const pending = await customerStay({
    status: 'pending',
    from: 40,
    payments: [{ amount: '2700.00', status: 'pending', kind: 'down_payment' }],
  });
  const pendingPayment = await paymentOf(pending.id);
  const unreviewed = await customerStay({ status: 'completed', from: -20 });
  const { review, amenity, inquiry, victim, token } = await createOtherRows(app, db, actors, past.id);
  const ids: Record<string, string> = {
    room: room.id,
    rate: room.rates[0]?.id ?? randomUUID(),
    reservation: stay.id,
    pastReservation: past.id,
    payment: payment?.id ?? randomUUID(),
    review: review?.id ?? randomUUID(),
    amenity: amenity?.id ?? randomUUID(),
    inquiry: inquiry?.id ?? randomUUID(),
    victim: victim.id,
    customer: actors.userIds.customer,
    token,
    contentKey: CONTENT_KEYS.find((key) => key === 'about_us') ?? CONTENT_KEYS[0],
  };
  const alternatives: Record<string, string[]> = {
    reservation: [stay.id, current.id, pending.id, unreviewed.id],
    payment: [ids.payment ?? '', pendingPayment?.id ?? ''].filter(Boolean),
  };
  return { today, ids, alternatives, unique };
};

/** The real value for `:name` in `url`: the fixture of the REST collection in front of it. */
export const paramValue = (url: string, param: string, fixtures: Fixtures): string | undefined => {
  if (param === 'token') return fixtures.ids.token;
  if (param === 'key') return fixtures.ids.contentKey;
  if (param !== 'id') return fixtureIdByName(param, fixtures);
  const segments = url.split('/');
  const index = segments.indexOf(`:${param}`);
  const collection = segments[index - 1] ?? '';
  return fixtureIdByName(collection, fixtures);
};

const fixtureIdByName = (name: string, fixtures: Fixtures): string | undefined => {
  const n = name.toLowerCase();
  const table: [RegExp, string][] = [
    [/^room/, 'room'],
    [/^rate/, 'rate'],
    [/^reservation/, 'reservation'],
    [/^payment/, 'payment'],
    [/^review/, 'review'],
    [/^amenit/, 'amenity'],
    [/^inquir/, 'inquiry'],
    [/^user|^customer/, 'victim'],
  ];
  const hit = table.find(([pattern]) => pattern.test(n));
  return hit ? fixtures.ids[hit[1]] : undefined;
};

export const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');

export const methodsOf = (route: RouteOptions): string[] =>
  Array.isArray(route.method) ? route.method.map(String) : [String(route.method)];

/** Which stage decides the answer: see bodyProbes in bad-inputs.ts. */
export type Tier = 'parse' | 'validation' | 'service';

export type Probe = {
  tier: Tier;
  label: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** Extra rule for this input (e.g. 413 over the body limit): a complaint, or null when fine. */
  check?: (status: number) => string | null;
};

export type Outcome = { status: number; ms: number; body: string; setCookie: boolean };

let addressCounter = 0;
/**
 * Each request comes from its own (fake) socket address, so the per-address rate limits of sign-in,
 * inquiries and the chat assistant do not turn the rest of the walk into 429s. X-Forwarded-For is not
 * involved: the app does not trust it.
 */
const nextAddress = () => {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

export const send = async (app: App, probe: Probe, cookie: string | undefined): Promise<Outcome> => {
  const started = performance.now();
  const response = await app.inject({
    method: probe.method as 'GET',
    url: probe.url,
    headers: { ...(cookie ? { cookie } : {}), ...probe.headers },
    ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
    remoteAddress: nextAddress(),
  });
  const ms = performance.now() - started;
  const setCookie = String(response.headers['set-cookie'] ?? '').includes(`${SESSION_COOKIE}=`);
  return { status: response.statusCode, ms, body: response.body, setCookie };
};

export type Failure = {
  route: string;
  caller: Caller;
  label: string;
  status: number;
  ms: number;
  body: string;
  why: string;
};

/** Why an outcome is a failure, or null. 503 (load shedding) is allowed but noted by the caller. */
export const judge = (probe: Probe, outcome: Outcome): string | null => {
  const reasons: string[] = [];
  if (outcome.status >= 500 && outcome.status !== 503) reasons.push(`status ${outcome.status}`);
  if (outcome.ms > SLOW_MS) reasons.push(`took ${Math.round(outcome.ms)} ms (> ${SLOW_MS})`);
  const extra = probe.check?.(outcome.status);
  if (extra) reasons.push(extra);
  return reasons.length ? reasons.join('; ') : null;
};

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** Same route, input, status and answer from several callers: one line naming them all. */
export const formatFailures = (failures: Failure[]): string => {
  const groups = new Map<string, { failure: Failure; callers: Caller[] }>();
  for (const failure of failures) {
    const key = [failure.route, failure.label, failure.status, failure.why, failure.body.slice(0, 200)].join(
      '|',
    );
    const group = groups.get(key);
    if (group) group.callers.push(failure.caller);
    else groups.set(key, { failure, callers: [failure.caller] });
  }
  return [...groups.values()]
    .map(
      ({ failure, callers }) =>
        `${failure.route} [${callers.join(', ')}] ${failure.label} -> ${failure.status} in ` +
        `${Math.round(failure.ms)} ms (${failure.why}): ${clip(failure.body.slice(0, 200), 200)}`,
    )
    .join('\n');
};
