// POST /api/reservations: what a guest's booking writes, emails and answers, its price, and its refusals.
import type { ReservationDto } from '@domain/api-types';
import { REFERENCE_CODE } from '@domain/constants';
import { CONTENT_DEFAULTS } from '@domain/content';
import { formatDay } from '@domain/dates';
import { MSG } from '@domain/messages';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { contentItems, payments, reservations } from '../../db/schema';
import { createRoom, createSignedInUser, storedReservations } from '../../test/factories';
import { type Body, bookingBody as booking, reservationRequests } from '../../test/reservation-requests';
import { createTestApp } from '../../test/test-app';

// The resort's "today" is 2026-03-01 (10:00 in Manila).
const { app, db, sentMail } = await createTestApp({ now: () => new Date('2026-03-01T02:00:00Z') });
const { rowOf } = storedReservations(db);
const { post, expectOnlyEvent, newGuest } = reservationRequests(app, db);

let guest: { user: { id: string; email: string }; cookie: string };

describe('POST /api/reservations', () => {
  beforeEach(async () => {
    guest = await newGuest();
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
});
