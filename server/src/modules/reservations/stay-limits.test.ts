// Issue "Safe to open to the public", findings 2 to 4: stay length, booking horizon, NUL characters
// and money overflow answer a clear 400 (never a 500, never seconds of work) at every door.
import { beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../db/schema';
import {
  createRoom,
  createSignedInUser,
  createStayOfNewGuest,
  createUser,
  storedReservations,
} from '../../test/factories';
import { expectAnswer, postBooking } from '../../test/http';
import { createTestApp } from '../../test/test-app';

// The resort's today is 2026-03-01.
const { app, db } = await createTestApp({ now: () => new Date('2026-03-01T02:00:00Z') });
const { eventsOf } = storedReservations(db);

type Body = Record<string, unknown>;
let receptionist = '';
let roomId = '';

beforeAll(async () => {
  receptionist = (await createSignedInUser(app, { role: 'receptionist' })).cookie;
  roomId = (await createRoom(db, { basePrice: '3200.00' })).id;
});

/** A booking of `body`; by a new guest unless `cookie` says who, so the cap on unverified nights stays out of it. */
const book = async (body: Body, cookie?: string) =>
  postBooking(app, cookie ?? (await createSignedInUser(app)).cookie, {
    roomId,
    specialRequests: '',
    ...body,
  });

const countReservations = async () => (await db.select({ id: reservations.id }).from(reservations)).length;

describe('stay limits on POST /api/reservations', () => {
  it('refuses a stay to year 9999 at once with the horizon message, and stores nothing', async () => {
    const before = await countReservations();
    const started = Date.now();
    const response = await book({ checkin: '2030-01-01', checkout: '9999-12-31' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Bookings open up to 365 days ahead',
      errors: { checkin: 'Bookings open up to 365 days ahead' },
    });
    expect(await countReservations()).toBe(before);
  });

  it('refuses 10,000 nights and 31 nights with the stay message; 30 nights is fine', async () => {
    for (const checkout of ['2053-07-17', '2026-04-01']) {
      const response = await book({ checkin: '2026-03-01', checkout });
      expect(response.statusCode, checkout).toBe(400);
      expect(response.json().errors).toEqual({ checkout: 'Stays can be at most 30 nights' });
    }
    const ok = await book({ checkin: '2026-03-02', checkout: '2026-04-01' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().totalAmount).toBe('96000.00');
  });

  it('accepts a check-in on the last day of the horizon and refuses the day after', async () => {
    expect((await book({ checkin: '2027-03-01', checkout: '2027-03-02' })).statusCode).toBe(201);
    expect((await book({ checkin: '2027-03-02', checkout: '2027-03-03' })).json().message).toBe(
      'Bookings open up to 365 days ahead',
    );
  });

  it('refuses impossible and odd dates with a 400', async () => {
    for (const [checkin, checkout] of [
      ['2026-02-30', '2026-03-02'],
      ['9999-12-31', '9999-12-31'],
      ['0000-01-01', '0000-01-02'],
      ['+10000-01-01', '+10000-01-02'],
    ]) {
      expect((await book({ checkin, checkout })).statusCode, `${checkin}`).toBe(400);
    }
  });

  it('follows MAX_STAY_NIGHTS and BOOKING_HORIZON_DAYS from the configuration', async () => {
    const strict = await createTestApp({
      now: () => new Date('2026-03-01T02:00:00Z'),
      config: { stayLimits: { maxStayNights: 7, bookingHorizonDays: 60 } },
    });
    const room = await createRoom(strict.db);
    const { cookie } = await createSignedInUser(strict.app);
    const attempt = (checkin: string, checkout: string) =>
      postBooking(strict.app, cookie, { roomId: room.id, checkin, checkout });
    expect((await attempt('2026-03-10', '2026-03-18')).json().message).toBe('Stays can be at most 7 nights');
    expect((await attempt('2026-05-01', '2026-05-02')).json().message).toBe(
      'Bookings open up to 60 days ahead',
    );
    expect((await attempt('2026-03-10', '2026-03-17')).statusCode).toBe(201);
    const config = await strict.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toEqual({
      resortTz: 'Asia/Manila',
      today: '2026-03-01',
      maxStayNights: 7,
      bookingHorizonDays: 60,
      unverifiedHoldHours: 48,
    });
  });
});

describe('stay limits at the front desk', () => {
  const walkIn = async (body: Body) => {
    const customer = await createUser(db);
    return app.inject({
      method: 'POST',
      url: '/api/receptionist/book-for-customer',
      headers: { cookie: receptionist },
      payload: {
        customerId: customer.id,
        roomId,
        adults: 1,
        kids: 0,
        totalAmount: '1000.00',
        paymentMethod: 'cash',
        transactionId: 'OR-1',
        ...body,
      },
    });
  };

  it('refuses a long walk-in stay unless staff give a reason, which the history keeps', async () => {
    const stay = { checkin: '2026-06-01', checkout: '2026-07-16' };
    const refused = await walkIn(stay);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Stays can be at most 30 nights');

    const allowed = await walkIn({ ...stay, longStayReason: 'Film crew, paid in full' });
    expect(allowed.statusCode).toBe(201);
    const [created] = await eventsOf(allowed.json().id);
    expect(created?.note).toContain('Long stay of 45 nights allowed (limit 30): Film crew, paid in full');
  });

  it('never lets the override pass the horizon or a year-long ceiling', async () => {
    const far = await walkIn({ checkin: '2028-01-01', checkout: '2028-01-05', longStayReason: 'Because' });
    expect(far.json().message).toBe('Bookings open up to 365 days ahead');
    const decades = await walkIn({
      checkin: '2026-08-01',
      checkout: '9999-12-31',
      longStayReason: 'Because',
    });
    expect(decades.statusCode).toBe(400);
    expect(decades.json().message).toBe('Stays can be at most 365 nights');
  });

  it('an extension past the limit needs the same override', async () => {
    const stay = await createStayOfNewGuest(db, {
      checkin: '2026-02-25',
      checkout: '2026-03-05',
      status: 'checked_in',
    });
    const extend = (body: Body) =>
      app.inject({
        method: 'PATCH',
        url: `/api/receptionist/reservations/${stay.id}/extend`,
        headers: { cookie: receptionist },
        payload: body,
      });
    const refused = await extend({ newCheckout: '2026-04-01' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ newCheckout: 'Stays can be at most 30 nights' });
    expect((await extend({ newCheckout: '9999-12-31', longStayReason: 'x' })).statusCode).toBe(400);

    const allowed = await extend({
      newCheckout: '2026-04-01',
      longStayReason: 'Guest recovering from surgery',
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().checkout).toBe('2026-04-01');
    const notes = await eventsOf(stay.id);
    expect(notes.map((n) => n.note).join(' ')).toContain('Long stay of 35 nights allowed (limit 30)');
  });
});

describe('room search', () => {
  it('answers any range with one query: a stay to year 9999 is cheap to search, and only booking refuses it', async () => {
    const started = Date.now();
    const far = await app.inject({ method: 'GET', url: '/api/rooms?checkin=2027-06-01&checkout=9999-12-30' });
    expect(far.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('NUL characters and money overflow', () => {
  it('refuses NUL in free text with the field named, and changes nothing', async () => {
    const before = await countReservations();
    const response = await book({
      checkin: '2026-05-01',
      checkout: '2026-05-02',
      specialRequests: 'Late\u0000 arrival',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      specialRequests: "This text contains a character we can't accept. Please retype it.",
    });
    expect(await countReservations()).toBe(before);
  });

  it('strips other control characters but keeps line breaks in multi-line fields', async () => {
    const booking = book({
      checkin: '2026-05-03',
      checkout: '2026-05-04',
      specialRequests: 'Crib please\r\n\u0007Thanks',
      transactionId: 'GC\t\u001b-42',
    });
    const stored = { specialRequests: 'Crib please\nThanks', transactionId: 'GC -42' };
    expect(await expectAnswer(booking, 201)).toMatchObject(stored);
  });

  it('caps money at ₱10,000,000.00: payments, desk totals, room prices and rates', async () => {
    const admin = (await createSignedInUser(app, { role: 'admin' })).cookie;
    const customer = await createUser(db);
    const attempts = [
      {
        cookie: receptionist,
        url: '/api/receptionist/book-for-customer',
        payload: {
          customerId: customer.id,
          roomId,
          checkin: '2026-09-01',
          checkout: '2026-09-02',
          totalAmount: '10000000000',
          paymentMethod: 'cash',
          transactionId: 'OR-9',
        },
      },
      {
        cookie: admin,
        url: '/api/admin/rooms',
        payload: { name: 'Gold Suite', basePrice: 1e12, images: ['/a.webp', '/b.webp', '/c.webp'] },
      },
      {
        cookie: admin,
        url: `/api/admin/rooms/${roomId}/rates`,
        payload: {
          rateType: 'Peak',
          price: '99999999999.99',
          validFrom: '2026-12-01',
          validTo: '2026-12-31',
        },
      },
    ];
    for (const attempt of attempts) {
      const response = await app.inject({
        method: 'POST',
        url: attempt.url,
        headers: { cookie: attempt.cookie },
        payload: attempt.payload,
      });
      expect(response.statusCode, attempt.url).toBe(400);
      expect(response.json().message, attempt.url).toBe('Amounts can be at most ₱10,000,000.00');
    }
  });
});
