// Holds of online bookings whose payment nobody verified (domain/unverified-holds.ts): they keep their
// nights until "verify by", then expire; verifying or the desk's extension (who, when, why) stops the
// clock; the nights they hold are capped per account (by its age) and per address; walk-ins are untouched.
import type { ReservationDto } from '@domain/api-types';
import { addDays } from '@domain/dates';
import { MSG } from '@domain/messages';
import { HOLD_EXTENSION_REASON_REQUIRED } from '@domain/schemas/staff';
import {
  DEFAULT_UNVERIFIED_HOLD_HOURS,
  UNVERIFIED_NIGHTS_BY_ACCOUNT_AGE,
  UNVERIFIED_NIGHTS_PER_ADDRESS,
} from '@domain/unverified-holds';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import {
  createReservationRow,
  createRoom,
  createSignedInUser,
  signInDeskAndGuest,
  storedReservations,
} from '../../test/factories';
import { callerOf, expectAnswer } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { NO_HOLD_TO_EXTEND } from './extend-hold';

// The resort's clock (movable): noon of 2026-06-10 in Manila.
const TODAY = '2026-06-10';
const START = new Date('2026-06-10T04:00:00Z');
let clock = START;
const { app, db } = await createTestApp({ now: () => clock });
const { rowOf, eventsOf } = storedReservations(db);
const call = callerOf(app);
const {
  desk: { user: deskUser, cookie: desk },
} = await signInDeskAndGuest(app);

const hours = (n: number) => n * 3_600_000;
let lateRuns = 0;
/**
 * A clock an hour past every hold these tests make, a little later each time: the expiry job runs once a
 * minute of the clock, so each test's run gets a slot of its own.
 */
const pastTheDeadline = () =>
  new Date(START.getTime() + hours(DEFAULT_UNVERIFIED_HOLD_HOURS + 1) + lateRuns++ * 5 * 60_000);
const days = (n: number) => hours(24 * n);
let addresses = 0;
const newAddress = () => `10.61.${(addresses >> 8) & 255}.${addresses++ & 255}`;

/** An account created `ageDays` before the resort's clock, signed in. */
const accountAged = (ageDays: number) =>
  createSignedInUser(app, { createdAt: new Date(clock.getTime() - days(ageDays)) });

/** POST /api/reservations of `nights` nights from `checkin` in a room of its own, from `address`. */
const book = async (options: { cookie: string; nights: number; address: string; checkin?: string }) => {
  const room = await createRoom(db, { basePrice: '3000.00' });
  const checkin = options.checkin ?? addDays(TODAY, 5);
  return app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers: { cookie: options.cookie },
    remoteAddress: options.address,
    payload: {
      roomId: room.id,
      checkin,
      checkout: addDays(checkin, options.nights),
      adults: 1,
      kids: 0,
      paymentMethod: 'GCash',
      transactionId: 'GC-MADE-UP-1',
    },
  });
};

const nightsOf = (reservation: ReservationDto) =>
  (Date.parse(reservation.checkout) - Date.parse(reservation.checkin)) / days(1);

describe('the caps on nights held unverified', () => {
  it('30 fresh accounts from one address hold at most the address cap; the rest are refused with the message', async () => {
    clock = START;
    const address = newAddress();
    const accounts = await Promise.all(Array.from({ length: 30 }, () => accountAged(0)));
    const answers = await Promise.all(accounts.map(({ cookie }) => book({ cookie, nights: 7, address })));
    const created = answers.filter((a) => a.statusCode === 201).map((a) => a.json<ReservationDto>());
    const refused = answers.filter((a) => a.statusCode !== 201);
    const held = created.reduce((sum, r) => sum + nightsOf(r), 0);
    expect(held).toBeLessThanOrEqual(UNVERIFIED_NIGHTS_PER_ADDRESS);
    // every booking that fitted went through: 8 of 7 nights fit under 60, a 9th does not
    expect(created).toHaveLength(Math.floor(UNVERIFIED_NIGHTS_PER_ADDRESS / 7));
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(MSG.unverifiedNightsAddress);
    }
    // a refused account books nothing
    const refusedGuest = accounts[answers.findIndex((a) => a.statusCode === 409)];
    const mine = await call('GET', '/api/user/reservations', refusedGuest?.cookie);
    expect(mine.json()).toEqual([]);
  });

  it('gives an account younger than a day the smallest cap, an older one more', async () => {
    clock = START;
    const [newest, older] = UNVERIFIED_NIGHTS_BY_ACCOUNT_AGE;
    const fresh = await accountAged(0);
    const address = newAddress();
    expect((await book({ cookie: fresh.cookie, nights: 20, address })).statusCode).toBe(201);
    const second = await book({ cookie: fresh.cookie, nights: newest.nights - 20 + 1, address });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(MSG.unverifiedNightsAccount);

    const weekOld = await accountAged(7);
    const otherAddress = newAddress();
    expect((await book({ cookie: weekOld.cookie, nights: 20, address: otherAddress })).statusCode).toBe(201);
    expect(
      (await book({ cookie: weekOld.cookie, nights: older.nights - 20, address: otherAddress })).statusCode,
    ).toBe(201);
  });

  it('no longer counts a booking whose payment the desk verified', async () => {
    clock = START;
    const fresh = await accountAged(0);
    const address = newAddress();
    const first = await expectAnswer<ReservationDto>(
      book({ cookie: fresh.cookie, nights: 30, address }),
      201,
    );
    expect((await book({ cookie: fresh.cookie, nights: 1, address })).statusCode).toBe(409);
    const [payment] = await db.select().from(payments).where(eq(payments.reservationId, first.id));
    await expectAnswer(
      call('PATCH', `/api/receptionist/payments/${payment?.id}`, desk, { status: 'success' }),
      200,
    );
    expect((await book({ cookie: fresh.cookie, nights: 1, address })).statusCode).toBe(201);
  });
});

describe('"verify by": an unverified booking keeps its nights for UNVERIFIED_HOLD_HOURS', () => {
  it('shows the deadline, and the job expires the booking on time, releasing the nights', async () => {
    clock = START;
    const guest = await accountAged(100);
    const booked = await expectAnswer<ReservationDto>(
      book({ cookie: guest.cookie, nights: 2, address: newAddress(), checkin: addDays(TODAY, 20) }),
      201,
    );
    const deadline = new Date(START.getTime() + hours(DEFAULT_UNVERIFIED_HOLD_HOURS));
    expect(booked.verifyBy).toBe(deadline.toISOString());
    expect((await rowOf(booked.id))?.verifyBy?.toISOString()).toBe(deadline.toISOString());

    // a reference waiting for the desk does not keep it past the deadline; just before, it stays
    clock = new Date(deadline.getTime() - 60_000);
    await app.jobs.runDue();
    expect((await rowOf(booked.id))?.status).toBe('pending');

    clock = new Date(deadline.getTime() + 60_000);
    await app.jobs.runDue();
    expect((await rowOf(booked.id))?.status).toBe('expired');
    expect((await eventsOf(booked.id)).at(-1)).toMatchObject({
      action: 'expired',
      toStatus: 'expired',
      note: 'No payment was verified by the verify-by time; the nights are released',
    });
    // the nights are free again
    if (!booked.roomId) throw new Error('a stay holds a room');
    await expect(
      createReservationRow(db, {
        userId: guest.user.id,
        roomId: booked.roomId,
        checkin: booked.checkin,
        checkout: booked.checkout,
      }),
    ).resolves.toBeTruthy();
  });

  it('stops when the desk verifies the payment', async () => {
    clock = START;
    const guest = await accountAged(100);
    const booked = await expectAnswer<ReservationDto>(
      book({ cookie: guest.cookie, nights: 2, address: newAddress(), checkin: addDays(TODAY, 30) }),
      201,
    );
    const [payment] = await db.select().from(payments).where(eq(payments.reservationId, booked.id));
    await expectAnswer(
      call('PATCH', `/api/receptionist/payments/${payment?.id}`, desk, { status: 'success' }),
      200,
    );
    expect((await rowOf(booked.id))?.verifyBy).toBeNull();
    const [listed] = (await call('GET', '/api/user/reservations', guest.cookie)).json<ReservationDto[]>();
    expect(listed?.verifyBy).toBeNull();

    clock = pastTheDeadline();
    await app.jobs.runDue();
    expect((await rowOf(booked.id))?.status).toBe('pending');
  });

  it('stops when the desk extends the hold with a reason, recorded with who, when and why', async () => {
    clock = START;
    const guest = await accountAged(100);
    const booked = await expectAnswer<ReservationDto>(
      book({ cookie: guest.cookie, nights: 2, address: newAddress(), checkin: addDays(TODAY, 40) }),
      201,
    );
    const url = `/api/receptionist/reservations/${booked.id}/extend-hold`;
    const blank = await call('PATCH', url, desk, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ reason: HOLD_EXTENSION_REASON_REQUIRED });
    expect((await rowOf(booked.id))?.verifyBy).not.toBeNull();
    expect((await call('PATCH', url, guest.cookie, { reason: 'mine' })).statusCode).toBe(403);

    clock = new Date(START.getTime() + hours(30));
    const before = Date.now();
    const extended = await expectAnswer<ReservationDto>(
      call('PATCH', url, desk, { reason: 'Guest called: bank transfer clears Monday' }),
      200,
    );
    expect(extended.verifyBy).toBeNull();
    const entry = extended.history?.find((e) => e.action === 'hold_extended');
    expect(entry).toMatchObject({ actor: { firstName: deskUser.firstName, lastName: deskUser.lastName } });
    expect(entry?.note).toContain('Guest called: bank transfer clears Monday');
    // when: the database's time of the extension (the history's clock)
    expect(Date.parse(entry?.createdAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(entry?.createdAt ?? '')).toBeLessThanOrEqual(Date.now() + 1000);
    const [event] = (await eventsOf(booked.id)).filter((e) => e.action === 'hold_extended');
    expect(event?.actorId).toBe(deskUser.id);

    // nothing left to extend
    const again = await call('PATCH', url, desk, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(NO_HOLD_TO_EXTEND);

    clock = pastTheDeadline();
    await app.jobs.runDue();
    expect((await rowOf(booked.id))?.status).toBe('pending');
  });
});

describe('walk-in and desk bookings', () => {
  it('get no "verify by" and count against no cap', async () => {
    clock = START;
    const customer = await accountAged(0);
    const room = await createRoom(db, { basePrice: '3000.00' });
    const walkIn = await expectAnswer<ReservationDto>(
      call('POST', '/api/receptionist/book-for-customer', desk, {
        customerId: customer.user.id,
        roomId: room.id,
        checkin: addDays(TODAY, 60),
        checkout: addDays(TODAY, 90),
        adults: 1,
        kids: 0,
        totalAmount: '90000.00',
        paymentMethod: 'cash',
        transactionId: 'OR-3001',
      }),
      201,
    );
    expect(walkIn.verifyBy).toBeNull();
    const row = await rowOf(walkIn.id);
    expect(row).toMatchObject({ verifyBy: null, bookedFrom: null });
    // the same new account can still hold its own unverified stay online
    expect((await book({ cookie: customer.cookie, nights: 30, address: newAddress() })).statusCode).toBe(201);

    clock = pastTheDeadline();
    await app.jobs.runDue();
    expect((await rowOf(walkIn.id))?.status).toBe('pending');
  });
});
