import { addDays } from '@domain/dates';
import { MSG } from '@domain/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { payments, reservations } from '../../db/schema';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../lib/errors';
import { createReservationRow, createRoom, createSignedInUser, createUser } from '../../test/factories';
import { bookingBody as booking, reservationRequests } from '../../test/reservation-requests';
import { createTestApp, testDbKind } from '../../test/test-app';

// The resort's "today" is 2026-03-01 (10:00 in Manila).
const { app, db, sentMail } = await createTestApp({ now: () => new Date('2026-03-01T02:00:00Z') });
const { post } = reservationRequests(app, db);

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
