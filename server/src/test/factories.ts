// Test factories: rows straight into the database and signed-in cookies without going through
// the login form, so API tests set up their world in a few lines.
//
//   const { app, db } = await createTestApp();
//   const guest = await createUser(db);                        // a customer
//   const cookie = await signIn(app, guest);                   // 'resort_sid=...' for headers.cookie
//   const room = await createRoom(db, { basePrice: '4500.00', rates: [...] });
//   const stay = await createReservationRow(db, { userId: guest.id, roomId: room.id, status: 'completed' });
//   await app.inject({ method: 'GET', url: '/api/user/reservations', headers: { cookie } });
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { REFERENCE_ALPHABET, type Role } from '@domain/constants';
import { addDays } from '@domain/dates';
import type { PaymentKind, PaymentRecordStatus } from '@domain/payment-status';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { payments, reservationEvents, reservations, roomRates, rooms, sessions, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { SESSION_COOKIE } from '../plugins/session';

type UserRow = typeof users.$inferSelect;
type RoomRow = typeof rooms.$inferSelect;
type ReservationRow = typeof reservations.$inferSelect;

const unique = () => randomUUID().slice(0, 8);

export type TestUser = Omit<UserRow, 'passwordHash'> & { password: string | null };

/**
 * Inserts a user (a customer unless `role` says otherwise). A password is hashed only when given
 * (scrypt is slow on purpose); pass one when the test logs in through POST /api/login.
 */
export const createUser = async (
  db: Database,
  options: Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> & { password?: string; role?: Role } = {},
): Promise<TestUser> => {
  const { password, ...values } = options;
  const tag = unique();
  const [row] = await db
    .insert(users)
    .values({
      email: `guest-${tag}@example.com`,
      firstName: 'Test',
      lastName: `Guest ${tag}`,
      role: 'customer',
      isActive: true,
      ...values,
      passwordHash: password ? await hashPassword(password) : null,
    })
    .returning();
  if (!row) throw new Error('createUser: no row');
  const { passwordHash: _hash, ...user } = row;
  return { ...user, password: password ?? null };
};

/**
 * A live session for `user`, returned as the Cookie header value. Mirrors plugins/session.ts:
 * the table holds sha-256 (base64url) of a random token; the cookie holds the token signed by @fastify/cookie.
 */
export const signIn = async (app: FastifyInstance, user: { id: string }): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  const id = createHash('sha256').update(token).digest('base64url');
  await app.db.insert(sessions).values({ id, userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) });
  return `${SESSION_COOKIE}=${encodeURIComponent(app.signCookie(token))}`;
};

/** createUser + signIn in one go. */
export const createSignedInUser = async (
  app: FastifyInstance,
  options: Parameters<typeof createUser>[1] = {},
): Promise<{ user: TestUser; cookie: string }> => {
  const user = await createUser(app.db, options);
  return { user, cookie: await signIn(app, user) };
};

/** The desk (receptionist Rosa Desk) and a guest, both signed in: the cast of the tests of the desk's work on a guest's stay. */
export const signInDeskAndGuest = async (
  app: FastifyInstance,
  guest: Parameters<typeof createUser>[1] = {},
) => ({
  desk: await createSignedInUser(app, { role: 'receptionist', firstName: 'Rosa', lastName: 'Desk' }),
  guest: await createSignedInUser(app, guest),
});

export type TestRate = {
  rateType?: string;
  price: string;
  validFrom: string;
  validTo: string;
  description?: string;
};

/** Inserts a bookable room (available, 2 adults, 1 kid, ₱4,500 a night unless told) and its seasonal rates. */
export const createRoom = async (
  db: Database,
  options: Partial<typeof rooms.$inferInsert> & { rates?: TestRate[] } = {},
): Promise<RoomRow & { rates: (typeof roomRates.$inferSelect)[] }> => {
  const { rates = [], ...values } = options;
  const [room] = await db
    .insert(rooms)
    .values({
      name: `Test Room ${unique()}`,
      description: 'A room made by a test',
      basePrice: '4500.00',
      maxAdults: 2,
      maxKids: 1,
      maxOccupancy: 3,
      status: 'available',
      images: ['/images/test-1.webp', '/images/test-2.webp', '/images/test-3.webp'],
      imagePath: '/images/test-1.webp',
      amenities: ['Free WiFi'],
      ...values,
      // good for its max occupancy unless the test says otherwise, as a room made in the admin form
      baseOccupancy: values.baseOccupancy ?? values.maxOccupancy ?? 3,
    })
    .returning();
  if (!room) throw new Error('createRoom: no row');
  const rateRows = rates.length
    ? await db
        .insert(roomRates)
        .values(
          rates.map((rate) => ({
            roomId: room.id,
            rateType: rate.rateType ?? 'Peak Season',
            price: rate.price,
            description: rate.description ?? '',
            validFrom: rate.validFrom,
            validTo: rate.validTo,
          })),
        )
        .returning()
    : [];
  return { ...room, rates: rateRows };
};

/** A random reference code in the real format. */
export const randomReferenceCode = () =>
  Array.from(randomBytes(8), (byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('');

/**
 * Inserts a reservation directly (no pricing, no rules): for setting up a world, e.g. a completed stay
 * to review. Defaults: pending, check-in 30 days from today (UTC) unless
 * `checkin` is given, 2 nights, ₱9,000 total. Pass `payments` to add payment rows (status 'success' counts as paid).
 * Remember the database still refuses two overlapping holding reservations of one room.
 */
export const createReservationRow = async (
  db: Database,
  options: Partial<typeof reservations.$inferInsert> & {
    userId: string;
    roomId: string;
    payments?: Omit<PaymentRowOptions, 'reservationId'>[];
  },
): Promise<ReservationRow> => {
  const { payments: paymentRows = [], ...values } = options;
  const checkin = values.checkin ?? addDays(new Date().toISOString().slice(0, 10), 30);
  const [row] = await db
    .insert(reservations)
    .values({
      referenceCode: randomReferenceCode(),
      checkout: addDays(checkin, 2),
      adults: 1,
      kids: 0,
      totalAmount: '9000.00',
      status: 'pending',
      paymentMethod: 'GCash',
      transactionId: `TX-${unique()}`,
      ...values,
      checkin,
    })
    .returning();
  if (!row) throw new Error('createReservationRow: no row');
  for (const payment of paymentRows) await createPaymentRow(db, { reservationId: row.id, ...payment });
  return row;
};

/**
 * A reservation row of a new guest (`guest`'s fields) in a new room (`room`'s): for tests that need one
 * booking and nothing around it.
 */
export const createStayOfNewGuest = async (
  db: Database,
  options: Omit<Parameters<typeof createReservationRow>[1], 'userId' | 'roomId'> & {
    guest?: Parameters<typeof createUser>[1];
    room?: Parameters<typeof createRoom>[1];
  } = {},
) => {
  const { guest: guestOptions, room: roomOptions, ...stay } = options;
  const guest = await createUser(db, guestOptions);
  const room = await createRoom(db, roomOptions);
  return createReservationRow(db, { ...stay, userId: guest.id, roomId: room.id });
};

export type PaymentRowOptions = {
  reservationId: string;
  amount: string;
  /** 'success' (verified) unless told */
  status?: PaymentRecordStatus;
  kind?: PaymentKind;
  paymentMethod?: string;
  /** when the money moved; now unless told */
  paymentDate?: Date;
  reason?: string;
};

/** Inserts a payment row directly (no balance rules): 'success' and kind 'guest' unless told. */
export const createPaymentRow = async (db: Database, options: PaymentRowOptions) => {
  const [row] = await db
    .insert(payments)
    .values({
      reservationId: options.reservationId,
      amount: options.amount,
      status: options.status ?? 'success',
      kind: options.kind ?? 'guest',
      paymentMethod: options.paymentMethod ?? 'gcash',
      transactionId: `PAY-${unique()}`,
      reason: options.reason ?? '',
      ...(options.paymentDate ? { paymentDate: options.paymentDate } : {}),
    })
    .returning();
  if (!row) throw new Error('createPaymentRow: no row');
  return row;
};

/** A refund paid back on `reservationId` (kind 'refund', status 'success'; counted against what was paid). */
export const createRefundRow = (
  db: Database,
  options: Omit<PaymentRowOptions, 'kind' | 'status'> & { reason?: string },
) =>
  createPaymentRow(db, {
    reason: 'Refund after cancellation',
    paymentMethod: 'cash',
    ...options,
    kind: 'refund',
  });

/** A history row: the reservation went from one status to another at `at` (e.g. the day it was cancelled). */
export const createStatusEvent = async (
  db: Database,
  options: {
    reservationId: string;
    fromStatus: string | null;
    toStatus: string | null;
    at: Date;
    action?: string;
  },
) => {
  await db.insert(reservationEvents).values({
    reservationId: options.reservationId,
    action: options.action ?? options.toStatus ?? 'update',
    fromStatus: options.fromStatus,
    toStatus: options.toStatus,
    createdAt: options.at,
  });
};

/** What the database holds for a reservation: its row (undefined when there is none) and its history rows. */
/** A cancellation at `at` (from status `from`) in the history, and its refund paid back later when given. */
export const createCancellation = async (
  db: Database,
  options: { reservationId: string; from: string; at: Date; refund?: { amount: string; at: Date } },
) => {
  const { reservationId, refund } = options;
  await createStatusEvent(db, {
    reservationId,
    fromStatus: options.from,
    toStatus: 'cancelled',
    at: options.at,
  });
  if (refund) await createRefundRow(db, { reservationId, amount: refund.amount, paymentDate: refund.at });
};

export const storedReservations = (db: Database) => ({
  rowOf: async (id: string) => {
    const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
    return row;
  },
  eventsOf: (reservationId: string) =>
    db.select().from(reservationEvents).where(eq(reservationEvents.reservationId, reservationId)),
  /** Every payment row of these reservations (a group's parts: one per room). */
  paymentsOf: (reservationIds: string[]) =>
    db.select().from(payments).where(inArray(payments.reservationId, reservationIds)),
});
