import type { ReservationDto } from '@domain/api-types';
import { REFERENCE_CODE } from '@domain/constants';
import { CONTENT_DEFAULTS } from '@domain/content';
import { addDays, formatDay } from '@domain/dates';
import { MSG } from '@domain/messages';
import type { ReservationStatus } from '@domain/reservation-status';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentItems, jobs, payments, reservations } from '../../db/schema';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../lib/errors';
import {
  createReservationRow,
  createRoom,
  createSignedInUser,
  createUser,
  storedReservations,
} from '../../test/factories';
import { createTestApp, testDbKind } from '../../test/test-app';
import { IDEMPOTENCY_KEY_REUSED } from './booking-replay';
import { createReservation } from './create-reservation';
import { getReservationDto, loadReservationDtos } from './reservation-dtos';

// The resort's "today" is 2026-03-01 (10:00 in Manila).
const { app, db, sentMail } = await createTestApp({ now: () => new Date('2026-03-01T02:00:00Z') });
const { rowOf, eventsOf } = storedReservations(db);

type Body = Record<string, unknown>;
const post = (body: Body, cookie?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/reservations',
    payload: body,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
  });
const patch = (id: string, body: Body, cookie?: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/reservations/${id}`,
    payload: body,
    headers: cookie ? { cookie } : {},
  });
const getMine = (cookie: string) =>
  app.inject({ method: 'GET', url: '/api/user/reservations', headers: { cookie } });

/** The reservation's history is exactly one event, with these fields. */
const expectOnlyEvent = async (reservationId: string, event: Record<string, unknown>) =>
  expect(await eventsOf(reservationId)).toEqual([expect.objectContaining(event)]);

const booking = (roomId: string, overrides: Body = {}): Body => ({
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

let guest: { user: { id: string; email: string }; cookie: string };
let other: { user: { id: string }; cookie: string };

/** Maria Santos, signed in: a fresh account per test, so no test meets the 3-pending or hourly booking limits. */
const newGuest = (email?: string) =>
  createSignedInUser(app, { firstName: 'Maria', lastName: 'Santos', ...(email ? { email } : {}) });

beforeAll(async () => {
  guest = await newGuest('maria@example.com');
  other = await createSignedInUser(app, { firstName: 'Jose', lastName: 'Rizal' });
});

describe('POST /api/reservations', () => {
  beforeEach(async () => {
    guest = await newGuest();
    other = await createSignedInUser(app, { firstName: 'Jose', lastName: 'Rizal' });
  });

  it('needs a signed-in user (401) and an active account (403)', async () => {
    const room = await createRoom(db);
    expect((await post(booking(room.id))).statusCode).toBe(401);
    const disabled = await createSignedInUser(app, { isActive: false });
    const response = await post(booking(room.id), disabled.cookie);
    expect(response.statusCode).toBe(403);
    expect(await db.select().from(reservations).where(eq(reservations.roomId, room.id))).toHaveLength(0);
  });

  it('creates a pending reservation, its 30% down payment awaiting verification and a history event', async () => {
    const room = await createRoom(db, { name: 'Ocean View Deluxe Room', basePrice: '5800.00' });
    const response = await post(booking(room.id), guest.cookie);
    expect(response.statusCode).toBe(201);
    const dto = response.json<ReservationDto>();
    expect(dto).toMatchObject({
      roomId: room.id,
      room: { name: 'Ocean View Deluxe Room', imagePath: room.imagePath },
      user: { firstName: 'Maria', lastName: 'Santos', email: guest.user.email },
      checkin: '2026-04-10',
      checkout: '2026-04-12',
      adults: 2,
      kids: 0,
      totalAmount: '11600.00',
      specialRequests: 'Late arrival, around 9 PM',
      status: 'pending',
      paymentMethod: 'GCash',
      transactionId: 'GC-7788123',
      paidAmount: '0.00',
      balance: '11600.00',
      paymentStatus: 'Unpaid',
      hasReview: false,
    });
    expect(dto.referenceCode).toMatch(REFERENCE_CODE);
    expect(dto.payments).toHaveLength(1);
    expect(dto.payments[0]).toMatchObject({
      amount: '3480.00',
      paymentMethod: 'gcash',
      transactionId: 'GC-7788123',
      status: 'pending',
      kind: 'down_payment',
    });
    expect(dto).not.toHaveProperty('history');

    const row = await rowOf(dto.id);
    expect(row).toMatchObject({ status: 'pending', userId: guest.user.id, createdBy: guest.user.id });
    const paymentRows = await db.select().from(payments).where(eq(payments.reservationId, dto.id));
    expect(paymentRows).toHaveLength(1);
    expect(paymentRows[0]).toMatchObject({ amount: '3480.00', status: 'pending', recordedBy: guest.user.id });
    await expectOnlyEvent(dto.id, {
      action: 'created',
      fromStatus: null,
      toStatus: 'pending',
      actorId: guest.user.id,
    });
  });

  it('emails the guest the reference code, dates, money and how to pay', async () => {
    const room = await createRoom(db, { name: 'Garden Room', basePrice: '3333.33' });
    const response = await post(
      booking(room.id, { checkin: '2026-05-01', checkout: '2026-05-04' }),
      guest.cookie,
    );
    expect(response.statusCode).toBe(201);
    const { referenceCode } = response.json<ReservationDto>();
    // queued with the booking, sent by the job runner after the answer
    expect(sentMail.find((m) => m.subject.endsWith(referenceCode))).toBeUndefined();
    await app.jobs.runDue();
    const mail = sentMail.find((m) => m.subject === `Booking received – ${referenceCode}`);
    expect(mail).toBeDefined();
    expect(mail?.to).toBe(guest.user.email);
    const text = mail?.text ?? '';
    expect(text).toContain(`Reference code: ${referenceCode}`);
    expect(text).toContain('Room: Garden Room');
    expect(text).toContain(formatDay('2026-05-01', 'long'));
    expect(text).toContain(formatDay('2026-05-04', 'long'));
    expect(text).toContain('Nights: 3');
    // 3 x 3,333.33 = 9,999.99; 30% = 3,000.00 (2,999.997 rounded); balance 6,999.99
    expect(text).toContain('Total: ₱9,999.99');
    expect(text).toContain('₱3,000.00');
    expect(text).toContain('Balance due at check-in: ₱6,999.99');
    expect(text).toContain(CONTENT_DEFAULTS.gcash_number.content);
    expect(text).toContain(CONTENT_DEFAULTS.bdo_account.content);
    expect(text).toContain('Free cancellation up to 24 hours before check-in.');
    const outbox = await db.query.emailOutbox.findFirst({
      where: (o, { like }) => like(o.subject, `%${referenceCode}`),
    });
    expect(outbox?.toAddress).toBe(guest.user.email);
  });

  it("uses the admin's payment details from content when set", async () => {
    await db.insert(contentItems).values([
      { key: 'gcash_number', title: 'GCash number', content: '0999 000 1111' },
      { key: 'bdo_name', title: 'BDO name', content: 'Casa Alon Holdings' },
    ]);
    const room = await createRoom(db);
    const response = await post(booking(room.id), guest.cookie);
    const { referenceCode } = response.json<ReservationDto>();
    await app.jobs.runDue();
    const text = sentMail.find((m) => m.subject.endsWith(referenceCode))?.text ?? '';
    expect(text).toContain('0999 000 1111');
    expect(text).toContain('Casa Alon Holdings');
    expect(text).toContain(CONTENT_DEFAULTS.bdo_account.content);
    await db.delete(contentItems);
  });

  it('ignores a forged total: the server prices the stay itself', async () => {
    const room = await createRoom(db, { basePrice: '4500.00' });
    const response = await post(booking(room.id, { totalAmount: '1.00' }), guest.cookie);
    expect(response.statusCode).toBe(201);
    const dto = response.json<ReservationDto>();
    expect(dto.totalAmount).toBe('9000.00');
    expect(dto.payments[0]?.amount).toBe('2700.00');
    const forgedNumber = await post(
      booking(room.id, { checkin: '2026-06-01', checkout: '2026-06-02', totalAmount: 0 }),
      guest.cookie,
    );
    expect(forgedNumber.json().totalAmount).toBe('4500.00');
  });

  it('prices seasonal nights with the rate (validFrom and validTo inclusive) and the rest with the base price', async () => {
    const room = await createRoom(db, {
      basePrice: '4000.00',
      rates: [{ rateType: 'Holy Week', price: '6000.50', validFrom: '2026-04-02', validTo: '2026-04-03' }],
    });
    // nights 04-01 (base), 04-02 (rate), 04-03 (rate), 04-04 (base)
    const response = await post(
      booking(room.id, { checkin: '2026-04-01', checkout: '2026-04-05' }),
      guest.cookie,
    );
    expect(response.statusCode).toBe(201);
    const dto = response.json<ReservationDto>();
    expect(dto.totalAmount).toBe('20001.00');
    expect(dto.payments[0]?.amount).toBe('6000.30');
  });

  it('answers 404 Room Not Found for an unknown or malformed room id', async () => {
    const unknown = await post(booking('7b0c3a52-1111-4a4a-8a8a-123456789abc'), guest.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MSG.roomNotFound);
    const malformed = await post(booking('not-a-room'), guest.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(MSG.roomNotFound);
  });

  it('refuses rooms that are not available (409)', async () => {
    for (const status of ['maintenance', 'booked'] as const) {
      const room = await createRoom(db, { status });
      const response = await post(booking(room.id), guest.cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(MSG.roomUnavailable);
    }
  });

  it("answers the spec's validation messages with 400 and creates nothing", async () => {
    const room = await createRoom(db, { maxAdults: 2, maxKids: 1 });
    const cases: [Body, string, string][] = [
      [{ checkin: '2026-02-28', checkout: '2026-03-02' }, 'checkin', MSG.checkinInPast],
      [{ checkin: '2026-04-10', checkout: '2026-04-10' }, 'checkout', MSG.checkoutAfterCheckin],
      [{ checkin: '2026-04-10', checkout: '2026-04-09' }, 'checkout', MSG.checkoutAfterCheckin],
      [{ checkin: '', checkout: '' }, 'checkin', MSG.bookingDatesRequired],
      [{ checkin: undefined, checkout: undefined }, 'checkin', MSG.bookingDatesRequired],
      [{ checkin: '2026-04-10', checkout: undefined }, 'checkout', MSG.bookingDatesRequired],
      [{ checkin: '10/04/2026', checkout: '12/04/2026' }, 'checkin', MSG.bookingDatesRequired],
      [{ paymentMethod: undefined }, 'paymentMethod', MSG.paymentMethodRequired],
      [{ paymentMethod: '' }, 'paymentMethod', MSG.paymentMethodRequired],
      [{ paymentMethod: 'Bitcoin' }, 'paymentMethod', MSG.paymentMethodRequired],
      [{ transactionId: '   ' }, 'transactionId', MSG.transactionIdRequired],
      [{ transactionId: undefined }, 'transactionId', MSG.transactionIdRequired],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await post(booking(room.id, overrides), guest.cookie);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.json().errors?.[field]).toBe(message);
    }
    const tooMany = await post(booking(room.id, { adults: 3 }), guest.cookie);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.adults).toBe('This room takes 1 to 2 adults');
    const tooManyKids = await post(booking(room.id, { kids: 2 }), guest.cookie);
    expect(tooManyKids.statusCode).toBe(400);
    expect(tooManyKids.json().errors.kids).toBe('This room takes up to 1 kids');
    const noAdults = await post(booking(room.id, { adults: 0 }), guest.cookie);
    expect(noAdults.statusCode).toBe(400);
    expect(await db.select().from(reservations).where(eq(reservations.roomId, room.id))).toHaveLength(0);
  });

  it('accepts check-in today (resort time)', async () => {
    const room = await createRoom(db);
    const response = await post(
      booking(room.id, { checkin: '2026-03-01', checkout: '2026-03-02' }),
      guest.cookie,
    );
    expect(response.statusCode).toBe(201);
  });

  it('never double-books: an overlap is 409, back-to-back stays are fine', async () => {
    const room = await createRoom(db);
    expect((await post(booking(room.id), guest.cookie)).statusCode).toBe(201);
    for (const [checkin, checkout] of [
      ['2026-04-10', '2026-04-12'],
      ['2026-04-11', '2026-04-13'],
      ['2026-04-09', '2026-04-11'],
      ['2026-04-01', '2026-04-20'],
    ]) {
      const response = await post(booking(room.id, { checkin, checkout }), other.cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(MSG.datesTaken);
    }
    expect(
      (await post(booking(room.id, { checkin: '2026-04-12', checkout: '2026-04-14' }), other.cookie))
        .statusCode,
    ).toBe(201);
    expect(
      (await post(booking(room.id, { checkin: '2026-04-08', checkout: '2026-04-10' }), other.cookie))
        .statusCode,
    ).toBe(201);
    // a different room on the same dates is free
    const otherRoom = await createRoom(db);
    expect((await post(booking(otherRoom.id), other.cookie)).statusCode).toBe(201);
    // nothing half-written by the refused attempts
    const rows = await db.select().from(reservations).where(eq(reservations.roomId, room.id));
    expect(rows).toHaveLength(3);
    const paymentRows = await db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.reservationId,
          rows.map((r) => r.id),
        ),
      );
    expect(paymentRows).toHaveLength(3);
  });

  it('frees the dates when a booking is cancelled', async () => {
    const room = await createRoom(db);
    const first = (await post(booking(room.id), guest.cookie)).json<ReservationDto>();
    expect((await post(booking(room.id), other.cookie)).statusCode).toBe(409);
    expect((await patch(first.id, { status: 'cancelled' }, guest.cookie)).statusCode).toBe(200);
    expect((await post(booking(room.id), other.cookie)).statusCode).toBe(201);
  });

  it('completed stays do not hold the room', async () => {
    const room = await createRoom(db);
    await createReservationRow(db, {
      userId: other.user.id,
      roomId: room.id,
      checkin: '2026-04-10',
      checkout: '2026-04-12',
      status: 'completed',
    });
    expect((await post(booking(room.id), guest.cookie)).statusCode).toBe(201);
  });

  it('is idempotent: a retry with the same key returns the same reservation', async () => {
    const room = await createRoom(db);
    const body = booking(room.id, { idempotencyKey: 'attempt-1f8e' });
    const first = await post(body, guest.cookie);
    const second = await post(body, guest.cookie);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(second.json().referenceCode).toBe(first.json().referenceCode);
    const rows = await db.select().from(reservations).where(eq(reservations.roomId, room.id));
    expect(rows).toHaveLength(1);
    expect(await db.select().from(payments).where(eq(payments.reservationId, rows[0]!.id))).toHaveLength(1);
    await app.jobs.runDue();
    const mails = sentMail.filter((m) => m.subject.endsWith(first.json().referenceCode));
    expect(mails).toHaveLength(1);
  });

  it('refuses the same key with a different booking (422) and books nothing', async () => {
    const room = await createRoom(db);
    const otherRoom = await createRoom(db);
    const body = booking(room.id, { idempotencyKey: 'reused-key-9' });
    const first = await post(body, guest.cookie);
    expect(first.statusCode).toBe(201);
    for (const change of [
      { checkout: '2026-04-13' },
      { roomId: otherRoom.id },
      { adults: 1 },
      { transactionId: 'GC-OTHER-1' },
      { specialRequests: 'A crib, please' },
    ]) {
      const second = await post({ ...body, ...change }, guest.cookie);
      expect(second.statusCode, JSON.stringify(change)).toBe(422);
      expect(second.json()).toEqual({ message: IDEMPOTENCY_KEY_REUSED });
    }
    // the header key too
    const third = await createRoom(db);
    const viaHeader = await post(booking(third.id), guest.cookie, { 'idempotency-key': 'hdr-reused' });
    expect(viaHeader.statusCode).toBe(201);
    const changed = await post(booking(otherRoom.id), guest.cookie, { 'idempotency-key': 'hdr-reused' });
    expect(changed.statusCode).toBe(422);
    expect(await db.select().from(reservations).where(eq(reservations.roomId, otherRoom.id))).toHaveLength(0);
    // the very same request is still answered with the first booking
    expect((await post(body, guest.cookie)).json().id).toBe(first.json().id);
  });

  it('accepts the key in an Idempotency-Key header too', async () => {
    const room = await createRoom(db);
    const first = await post(booking(room.id), guest.cookie, { 'idempotency-key': 'hdr-42' });
    const second = await post(booking(room.id), guest.cookie, { 'idempotency-key': 'hdr-42' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
  });

  it('keys are per user: another guest with the same key is a separate attempt', async () => {
    const room = await createRoom(db);
    const mine = await post(booking(room.id, { idempotencyKey: 'shared-key' }), guest.cookie);
    const theirs = await post(booking(room.id, { idempotencyKey: 'shared-key' }), other.cookie);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().message).toBe(MSG.datesTaken);
  });

  it('double-clicks racing with the same key create exactly one reservation', async () => {
    const room = await createRoom(db);
    const body = booking(room.id, { idempotencyKey: 'double-click-77' });
    const responses = await Promise.all(Array.from({ length: 6 }, () => post(body, guest.cookie)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await db.select().from(reservations).where(eq(reservations.roomId, room.id))).toHaveLength(1);
  });
});

describe('concurrency: 20 customers book the same room and dates at once', () => {
  it('lets exactly one win; the other nineteen get 409', async () => {
    const room = await createRoom(db);
    const customers = await Promise.all(Array.from({ length: 20 }, () => createSignedInUser(app)));
    const responses = await Promise.all(
      customers.map(({ cookie }) =>
        post(booking(room.id, { checkin: '2026-07-01', checkout: '2026-07-04' }), cookie),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json().message).toBe(MSG.datesTaken);
    const holding = await db
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.roomId, room.id),
          inArray(reservations.status, ['pending', 'confirmed', 'checked_in']),
        ),
      );
    expect(holding).toHaveLength(1);
    const paymentRows = await db.select().from(payments).where(eq(payments.reservationId, holding[0]!.id));
    expect(paymentRows).toHaveLength(1);
    expect(
      await db
        .select()
        .from(payments)
        .innerJoin(reservations, eq(reservations.id, payments.reservationId))
        .where(eq(reservations.roomId, room.id)),
    ).toHaveLength(1);
    // the nineteen refused bookings rolled their queued emails back with them
    await app.jobs.runDue();
    const emails = customers.map(({ user }) => sentMail.filter((m) => m.to === user.email).length);
    expect(emails.sort()).toEqual([...Array(19).fill(0), 1]);
  });
});

describe('concurrency: 30 customers book three adjacent ranges of one room at once', () => {
  // On PostgreSQL, inserts racing for the same nights can deadlock inside the exclusion constraint's
  // check; the loser must be retried into a 409 (or a win), never answered 500.
  it('lets exactly one win each range; every other answer is 409', async () => {
    const room = await createRoom(db);
    const ranges = [
      { checkin: '2026-08-01', checkout: '2026-08-03' },
      { checkin: '2026-08-03', checkout: '2026-08-05' },
      { checkin: '2026-08-05', checkout: '2026-08-07' },
    ];
    const customers = await Promise.all(Array.from({ length: 30 }, () => createSignedInUser(app)));
    const responses = await Promise.all(
      customers.map(({ cookie }, i) => post(booking(room.id, ranges[i % ranges.length]), cookie)),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(3).fill(201), ...Array(27).fill(409)]);
    const won = responses.filter((r) => r.statusCode === 201).map((r) => r.json().checkin);
    expect(won.sort()).toEqual(ranges.map((r) => r.checkin));
  });
});

describe.runIf(testDbKind() === 'postgres')('concurrency on PostgreSQL: the nights are locked first', () => {
  // Two inserts of overlapping nights used to wait for each other inside the exclusion check (a deadlock
  // PostgreSQL finds only after a second). The later one now waits on a lock of a night they share,
  // before its row exists, and then meets the committed row.
  it('a booking overlapping one not yet committed waits on a night, then is refused', async () => {
    const room = await createRoom(db);
    const [first, second] = await Promise.all([createUser(db), createUser(db)]);
    let commitFirst: () => void = () => {};
    const firstMayCommit = new Promise<void>((resolve) => {
      commitFirst = resolve;
    });
    let firstWritten: () => void = () => {};
    const written = new Promise<void>((resolve) => {
      firstWritten = resolve;
    });
    const firstBooking = db.transaction(async (tx) => {
      await createReservationRow(tx as unknown as typeof db, {
        userId: first!.id,
        roomId: room.id,
        checkin: '2026-08-10',
        checkout: '2026-08-13',
      });
      firstWritten();
      await firstMayCommit;
    });
    await written;
    const secondBooking = createReservationRow(db, {
      userId: second!.id,
      roomId: room.id,
      checkin: '2026-08-12',
      checkout: '2026-08-14',
    }).then(
      () => 'written',
      (error: unknown) => pgErrorCode(error),
    );
    // what this database's sessions wait for: a night's lock, not the first booking's transaction
    const waits = async () => {
      const result = await db.execute<{ locktype: string }>(sql`
        select l.locktype from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where not l.granted and a.datname = current_database()`);
      return result.rows.map((row) => row.locktype);
    };
    try {
      await vi.waitFor(async () => expect(await waits()).toEqual(['advisory']), { timeout: 10_000 });
    } finally {
      commitFirst(); // also when the wait fails: an open transaction would hold the database to the end
    }
    await firstBooking;
    expect(await secondBooking).toBe(PG_EXCLUSION_VIOLATION);
  });
});

describe('the locks a booking takes stay few', () => {
  // A restore or a move to PostgreSQL writes every stay in one transaction: a lock per night for each
  // would fill PostgreSQL's lock table (~64 locks a connection). Past 256 nights the room's lock does.
  it('a transaction that writes 150 stays holds about 256 night locks, not 450', async () => {
    const room = await createRoom(db);
    const guest = await createUser(db);
    const locks = await db.transaction(async (tx) => {
      for (let stay = 0; stay < 150; stay++) {
        await createReservationRow(tx as unknown as typeof db, {
          userId: guest.id,
          roomId: room.id,
          checkin: addDays('2027-01-01', stay * 3),
          checkout: addDays('2027-01-01', stay * 3 + 3),
        });
      }
      const result = await tx.execute<{ count: number }>(
        sql`select count(*)::int as count from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`,
      );
      return Number(result.rows[0]?.count);
    });
    expect(locks).toBeGreaterThanOrEqual(256);
    expect(locks).toBeLessThan(300);
  });
});

describe('GET /api/user/reservations', () => {
  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/reservations' })).statusCode).toBe(401);
  });

  it("lists only the caller's reservations, newest check-in first, with payments and derived money", async () => {
    const me = await createSignedInUser(app);
    const stranger = await createUser(db);
    const room = await createRoom(db, { name: 'List Room' });
    const early = await createReservationRow(db, {
      userId: me.user.id,
      roomId: room.id,
      checkin: '2026-08-01',
      checkout: '2026-08-03',
      totalAmount: '10000.00',
      status: 'confirmed',
      payments: [
        { amount: '3000.00', status: 'success', kind: 'down_payment' },
        { amount: '2000.00', status: 'pending' },
        { amount: '500.00', status: 'rejected' },
      ],
    });
    const late = await createReservationRow(db, {
      userId: me.user.id,
      roomId: room.id,
      checkin: '2026-09-01',
      checkout: '2026-09-02',
    });
    await createReservationRow(db, {
      userId: stranger.id,
      roomId: room.id,
      checkin: '2026-10-01',
      checkout: '2026-10-02',
    });

    const response = await getMine(me.cookie);
    expect(response.statusCode).toBe(200);
    const list = response.json<ReservationDto[]>();
    expect(list.map((r) => r.id)).toEqual([late.id, early.id]);
    const confirmed = list[1]!;
    expect(confirmed).toMatchObject({
      totalAmount: '10000.00',
      paidAmount: '3000.00',
      balance: '7000.00',
      paymentStatus: 'Partially Paid',
      room: { name: 'List Room' },
    });
    expect(confirmed.payments.map((p) => p.status)).toEqual(['success', 'pending', 'rejected']);
    expect(list[0]?.paymentStatus).toBe('Unpaid');
  });
});

describe('PATCH /api/reservations/{id}', () => {
  const stay = (userId: string, status: ReservationStatus, checkin: string) =>
    createRoom(db).then((room) =>
      createReservationRow(db, { userId, roomId: room.id, checkin, checkout: '2026-12-30', status }),
    );

  it('needs a signed-in user', async () => {
    const row = await stay(guest.user.id, 'pending', '2026-12-20');
    expect((await patch(row.id, { status: 'cancelled' })).statusCode).toBe(401);
  });

  it("answers 404 for another customer's reservation, an unknown id and a malformed id", async () => {
    const row = await stay(guest.user.id, 'pending', '2026-12-20');
    const response = await patch(row.id, { status: 'cancelled' }, other.cookie);
    expect(response.statusCode).toBe(404);
    const unchanged = await rowOf(row.id);
    expect(unchanged?.status).toBe('pending');
    expect(
      (await patch('0b6f6c1e-5d0e-4b8e-9d6c-2f9b9b0f0a11', { status: 'cancelled' }, guest.cookie)).statusCode,
    ).toBe(404);
    expect((await patch('12345', { status: 'cancelled' }, guest.cookie)).statusCode).toBe(404);
  });

  it('lets the owner cancel a pending or confirmed booking and records who did it', async () => {
    for (const status of ['pending', 'confirmed'] as const) {
      const row = await stay(guest.user.id, status, '2026-12-20');
      const response = await patch(row.id, { status: 'cancelled' }, guest.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json<ReservationDto>()).toMatchObject({ id: row.id, status: 'cancelled' });
      await expectOnlyEvent(row.id, {
        action: 'cancelled',
        fromStatus: status,
        toStatus: 'cancelled',
        actorId: guest.user.id,
      });
    }
  });

  it('refuses to cancel checked-in, completed or already cancelled stays (409)', async () => {
    const cases = [
      ['checked_in', 'This reservation is checked in and can no longer be cancelled'],
      ['completed', 'This reservation is completed and can no longer be cancelled'],
      ['cancelled', 'This reservation is already cancelled'],
    ] as const;
    for (const [status, message] of cases) {
      const row = await stay(guest.user.id, status, '2026-02-20');
      const response = await patch(row.id, { status: 'cancelled' }, guest.cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(message);
      const unchanged = await rowOf(row.id);
      expect(unchanged?.status).toBe(status);
    }
  });

  it('only allows cancelling (any other status is 400)', async () => {
    const row = await stay(guest.user.id, 'pending', '2026-12-20');
    const response = await patch(row.id, { status: 'confirmed' }, guest.cookie);
    expect(response.statusCode).toBe(400);
    const unchanged = await rowOf(row.id);
    expect(unchanged?.status).toBe('pending');
  });
});

describe('service API for the front desk', () => {
  it('books for a customer with a staff-entered total and a payment already received', async () => {
    const staff = await createUser(db, { role: 'receptionist', firstName: 'Rosa', lastName: 'Desk' });
    const customer = await createUser(db, { firstName: 'Walk', lastName: 'In' });
    const room = await createRoom(db, { basePrice: '4500.00' });
    const { reservation, created } = await createReservation(app, {
      guest: customer,
      createdBy: staff.id,
      roomId: room.id,
      checkin: '2026-03-01',
      checkout: '2026-03-03',
      adults: 1,
      kids: 0,
      paymentMethod: 'cash',
      transactionId: 'OR-0042',
      totalOverrideCentavos: 800_000,
      downPayment: { status: 'success', kind: 'desk', amountCentavos: 800_000 },
      note: 'Walk-in',
    });
    expect(created).toBe(true);
    expect(reservation).toMatchObject({
      totalAmount: '8000.00',
      paidAmount: '8000.00',
      balance: '0.00',
      paymentStatus: 'Paid',
      paymentMethod: 'cash',
    });
    expect(reservation.payments[0]).toMatchObject({ kind: 'desk', status: 'success', paymentMethod: 'cash' });
    const [payment] = await db.select().from(payments).where(eq(payments.reservationId, reservation.id));
    expect(payment).toMatchObject({ recordedBy: staff.id, verifiedBy: staff.id });
    const withHistory = await getReservationDto(app.deps, reservation.id, { history: true });
    expect(withHistory?.history).toEqual([
      expect.objectContaining({
        action: 'created',
        note: 'Walk-in',
        actor: { firstName: 'Rosa', lastName: 'Desk' },
      }),
    ]);
  });

  it('records no payment when downPayment is null; the 30% default rounds like quoteStay', async () => {
    const customer = await createUser(db);
    const room = await createRoom(db);
    const none = await createReservation(app, {
      guest: customer,
      roomId: room.id,
      checkin: '2026-05-10',
      checkout: '2026-05-11',
      adults: 1,
      kids: 0,
      paymentMethod: 'cash',
      transactionId: 'N/A',
      totalOverrideCentavos: 1_000_001,
      downPayment: null,
      sendEmail: false,
    });
    expect(none.reservation.payments).toEqual([]);
    const defaulted = await createReservation(app, {
      guest: customer,
      roomId: room.id,
      checkin: '2026-05-11',
      checkout: '2026-05-12',
      adults: 1,
      kids: 0,
      paymentMethod: 'BankTransfer',
      transactionId: 'BDO-1',
      totalOverrideCentavos: 1_000_001,
    });
    expect(defaulted.reservation.payments[0]).toMatchObject({
      amount: '3000.00',
      paymentMethod: 'bank_transfer',
      status: 'pending',
    });
  });

  it('writes the rows of each shape of booking statement: with or without a payment, with or without emails', async () => {
    const customer = await createUser(db);
    const staff = await createUser(db, { role: 'receptionist' });
    const room = await createRoom(db);
    const book = (day: string, options: Partial<Parameters<typeof createReservation>[1]>) =>
      createReservation(app, {
        guest: customer,
        roomId: room.id,
        checkin: day,
        checkout: addDays(day, 1),
        adults: 1,
        kids: 0,
        paymentMethod: 'cash',
        transactionId: 'OR-7',
        ...options,
      });
    const jobsOf = async (id: string) =>
      (await db.select().from(jobs)).filter(
        (job) => (job.payload as { reservationId?: string }).reservationId === id,
      );
    const paymentsOf = (id: string) => db.select().from(payments).where(eq(payments.reservationId, id));

    // the same shape twice: the second booking runs the statement prepared for the first
    for (const day of ['2026-07-01', '2026-07-02']) {
      const { reservation } = await book(day, {
        createdBy: staff.id,
        downPayment: { status: 'success', kind: 'desk' },
        sendEmail: false,
      });
      const [paid] = await paymentsOf(reservation.id);
      expect(paid).toMatchObject({
        status: 'success',
        kind: 'desk',
        recordedBy: staff.id,
        verifiedBy: staff.id,
      });
      expect(paid?.verifiedAt).toBeInstanceOf(Date);
      expect(await jobsOf(reservation.id)).toEqual([]);
      expect(await rowOf(reservation.id)).toMatchObject({
        createdBy: staff.id,
        holdExpiresAt: null,
        checkin: day,
      });
    }

    const pending = await book('2026-07-03', { paymentMethod: 'GCash', transactionId: 'GC-7' });
    const [waiting] = await paymentsOf(pending.reservation.id);
    expect(waiting).toMatchObject({
      status: 'pending',
      kind: 'down_payment',
      verifiedBy: null,
      verifiedAt: null,
    });
    expect(await jobsOf(pending.reservation.id)).toEqual([
      expect.objectContaining({ name: 'notify', status: 'queued', dedupeKey: null, maxAttempts: 5 }),
    ]);

    const unpaid = await book('2026-07-04', { downPayment: null, specialRequests: '  Late arrival  ' });
    expect(await paymentsOf(unpaid.reservation.id)).toEqual([]);
    expect(await jobsOf(unpaid.reservation.id)).toHaveLength(1);
    const row = await rowOf(unpaid.reservation.id);
    expect(row).toMatchObject({
      specialRequests: 'Late arrival',
      idempotencyKey: null,
      createdBy: customer.id,
    });
    expect(row?.holdExpiresAt).toBeInstanceOf(Date);
    expect(await eventsOf(unpaid.reservation.id)).toEqual([
      expect.objectContaining({
        action: 'created',
        fromStatus: null,
        toStatus: 'pending',
        actorId: customer.id,
      }),
    ]);

    const silent = await book('2026-07-05', { downPayment: null, sendEmail: false });
    expect(await paymentsOf(silent.reservation.id)).toEqual([]);
    expect(await jobsOf(silent.reservation.id)).toEqual([]);
  });

  it('loadReservationDtos loads many reservations with their history', async () => {
    const list = await loadReservationDtos(app.deps, { userId: guest.user.id, history: true });
    expect(list.length).toBeGreaterThan(5);
    expect(list.every((r) => Array.isArray(r.history))).toBe(true);
  });
});
