// The gate: the day's day visitors (expected, arrived), what is left, the overnight guests who enter free,
// checking a day visit in with the desk's own moves, and the walk-in pass sale paid in full at the gate.
import type { GateDayDto } from '@domain/api/gate';
import type { ReservationDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { COTTAGE_NOT_FREE, DAY_VISIT_FULL } from '@domain/schemas/day-visits';
import { GATE_MESSAGES } from '@domain/schemas/gate';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayPassSettings, payments, reservations, users } from '../../db/schema';
import { DEMO_DAY_PASS } from '../../db/seed-day-visits';
import { insertTestCottages } from '../../test/cottages';
import { expectDayVisitBooked } from '../../test/http';
import { frontDeskTestApp, TODAY } from './test-desk';

const { app, db, staff, who, call, newStay, checkPayment, eventsOf } = await frontDeskTestApp();

const cottage = { kubo: '', cabana: '', hut: '' };
const readGate = async (query = '', cookie = staff.receptionist) => {
  const response = await call('GET', `/api/receptionist/day-visits${query}`, { cookie });
  expect(response.statusCode).toBe(200);
  return response.json<GateDayDto>();
};
const sale = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jose',
  lastName: 'Bautista',
  email: 'jose.bautista@example.com',
  adults: 2,
  kids: 1,
  infants: 1,
  paymentMethod: 'cash',
  transactionId: 'OR-0101',
  ...overrides,
});
const sell = (body: unknown, cookie = staff.receptionist, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/receptionist/day-visits/walk-in',
    payload: body as object,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });

let online: ReservationDto;
beforeAll(async () => {
  await db.insert(dayPassSettings).values({ id: 1, ...DEMO_DAY_PASS });
  const [kubo, cabana, hut] = await insertTestCottages(db);
  Object.assign(cottage, { kubo: kubo!.id, cabana: cabana!.id, hut: hut!.id });
  // a guest booked today online with the cabana: expected at the gate, down payment not verified yet
  online = await expectDayVisitBooked(
    app,
    {
      date: TODAY,
      adults: 3,
      kids: 0,
      cottageId: cottage.cabana,
      paymentMethod: 'GCash',
      transactionId: 'GC-7700123',
    },
    who.guestCookie,
  );
});

describe('GET /api/receptionist/day-visits', () => {
  it("answers today's offer, the day visits expected, and the overnight guests covering today", async () => {
    const inHouse = await newStay({ status: 'checked_in', checkin: '2026-06-09', nights: 3 });
    const arriving = await newStay({ status: 'confirmed', checkin: TODAY, nights: 1 });
    const leftToday = await newStay({ status: 'checked_in', checkin: '2026-06-08', nights: 2 });
    const later = await newStay({ status: 'confirmed', checkin: '2026-06-20' });
    const cancelled = await newStay({ status: 'cancelled', checkin: TODAY });

    const gate = await readGate();
    expect(gate.date).toBe(TODAY);
    // a Wednesday: the weekday fees
    expect(gate.offer).toMatchObject({
      dayType: 'weekday',
      prices: { adult: '150.00', child: '100.00' },
      dailyCapacity: 300,
      capacityLeft: 297,
    });
    expect(gate.offer.cottages.map((c) => c.id).sort()).toEqual([cottage.kubo, cottage.hut].sort());
    expect(gate.visits).toEqual([
      expect.objectContaining({ id: online.id, status: 'pending', adults: 3, amountDue: '2450.00' }),
    ]);
    // 3 x 150 + the cabana 2,000, nothing verified yet
    expect(gate.visits[0]?.cottage?.name).toBe('Bamboo Cabana');
    const overnight = gate.overnight.map((stay) => stay.id);
    expect(overnight).toEqual(expect.arrayContaining([inHouse.id, arriving.id]));
    for (const id of [leftToday.id, later.id, cancelled.id]) expect(overnight).not.toContain(id);
    expect(gate.overnight.find((stay) => stay.id === inHouse.id)).toMatchObject({
      guestName: 'Lina Santos',
      status: 'checked_in',
      adults: 1,
    });
  });

  it('reads another day when asked, and refuses a past day or a word with 400', async () => {
    const gate = await readGate('?date=2026-06-14');
    expect(gate.offer.dayType).toBe('weekend');
    expect(gate.visits).toEqual([]);
    for (const date of ['2026-06-01', 'soon']) {
      const response = await call('GET', `/api/receptionist/day-visits?date=${date}`, {
        cookie: staff.admin,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('checking in a day visit with the desk moves', () => {
  it('verifies the down payment, confirms and checks in; the gate shows it arrived', async () => {
    const [down] = await db.select().from(payments).where(eq(payments.reservationId, online.id));
    expect((await checkPayment(down!.id, 'success')).statusCode).toBe(200);
    const path = `/api/receptionist/reservations/${online.id}`;
    expect((await call('PATCH', `${path}/confirm`, { cookie: staff.receptionist })).statusCode).toBe(200);
    const checkin = await call('PATCH', `${path}/checkin`, { cookie: staff.receptionist });
    expect(checkin.statusCode).toBe(200);
    expect(checkin.json()).toMatchObject({ kind: 'day_visit', status: 'checked_in' });
    const gate = await readGate();
    expect(gate.visits.find((visit) => visit.id === online.id)?.status).toBe('checked_in');
  });
});

describe('POST /api/receptionist/day-visits/walk-in', () => {
  it('sells the passes and the cottage, paid in full and recorded, checked in at once', async () => {
    const response = await sell(sale({ cottageId: cottage.kubo }), staff.receptionist, 'gate-sale-1');
    expect(response.statusCode).toBe(201);
    const sold = response.json<ReservationDto>();
    // 2 x 150 + 1 x 100 + the infant free + the cottage 1,500
    expect(sold).toMatchObject({
      kind: 'day_visit',
      checkin: TODAY,
      status: 'checked_in',
      adults: 2,
      kids: 1,
      infants: 1,
      cottage: { id: cottage.kubo },
      user: { firstName: 'Jose', lastName: 'Bautista', email: 'jose.bautista@example.com' },
      totalAmount: '1900.00',
      paidAmount: '1900.00',
      balance: '0.00',
      paymentStatus: 'Paid',
      paymentMethod: 'cash',
      transactionId: 'OR-0101',
    });
    const rows = await db.select().from(payments).where(eq(payments.reservationId, sold.id));
    expect(rows).toEqual([
      expect.objectContaining({
        amount: '1900.00',
        status: 'success',
        kind: 'desk',
        paymentMethod: 'cash',
        transactionId: 'OR-0101',
        recordedBy: who.staffUsers.receptionist.id,
      }),
    ]);
    const events = await eventsOf(sold.id);
    expect(events.map((event) => event.action).sort()).toEqual(['checked_in', 'confirmed', 'created']);
    for (const event of events) expect(event.actorId).toBe(who.staffUsers.receptionist.id);
    const [guest] = await db.select().from(users).where(eq(users.email, 'jose.bautista@example.com'));
    expect(guest).toMatchObject({ role: 'customer', passwordHash: null });

    const gate = await readGate();
    expect(gate.visits.map((visit) => visit.id)).toContain(sold.id);
    expect(gate.offer.capacityLeft).toBe(300 - 3 - 4);
    expect(gate.offer.cottages.map((c) => c.id)).toEqual([cottage.hut]);

    // a retry after a lost answer: the same visit, nothing sold twice
    const again = await sell(sale({ cottageId: cottage.kubo }), staff.receptionist, 'gate-sale-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(sold.id);
  });

  it('takes a GCash reference and the senior / PWD discount on their own fee', async () => {
    const response = await sell(
      sale({
        email: 'lola.cruz@example.com',
        adults: 1,
        kids: 0,
        infants: 0,
        discountGuests: 1,
        paymentMethod: 'gcash',
        transactionId: 'GC-8812345',
      }),
      staff.admin,
    );
    expect(response.statusCode).toBe(201);
    // 150 less VAT (150 / 1.12 = 133.93) less 20% (26.79) = 107.14
    expect(response.json()).toMatchObject({
      totalAmount: '107.14',
      balance: '0.00',
      discountGuests: 1,
      paymentMethod: 'gcash',
      transactionId: 'GC-8812345',
    });
  });

  it('refuses a cottage another visit holds today with 409, and writes nothing', async () => {
    const response = await sell(sale({ email: 'late.comer@example.com', cottageId: cottage.kubo }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(COTTAGE_NOT_FREE);
    const made = await db
      .select({ id: reservations.id })
      .from(reservations)
      .innerJoin(users, eq(users.id, reservations.userId))
      .where(eq(users.email, 'late.comer@example.com'));
    expect(made).toEqual([]);
  });

  it('refuses a party the day has no places left for with 409', async () => {
    const { capacityLeft } = (await readGate()).offer;
    await db.update(dayPassSettings).set({ dailyCapacity: 300 - capacityLeft + 1 });
    try {
      const response = await sell(sale({ email: 'too.many@example.com', adults: 2, kids: 0, infants: 0 }));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(DAY_VISIT_FULL);
      expect(
        (await sell(sale({ email: 'just.one@example.com', adults: 1, kids: 0, infants: 0 }))).statusCode,
      ).toBe(201);
    } finally {
      await db.update(dayPassSettings).set({ dailyCapacity: 300 });
    }
  });

  it('refuses a sale without a payment method or its number, or without an adult, with 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ paymentMethod: 'BankTransfer' }, GATE_MESSAGES.method],
      [{ paymentMethod: 'gcash', transactionId: ' ' }, MSG.paymentTransactionRequired],
      [{ adults: 0 }, GATE_MESSAGES.adults],
      [{ email: 'not-an-email' }, MSG.invalidEmail],
    ];
    for (const [overrides, message] of cases) {
      const response = await sell(sale({ email: 'bad.form@example.com', ...overrides }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('is for staff only: a guest gets 403 and a visitor 401', async () => {
    expect((await sell(sale(), who.customerCookie)).statusCode).toBe(403);
    const read = await call('GET', '/api/receptionist/day-visits', { cookie: who.guestCookie });
    expect(read.statusCode).toBe(403);
    expect((await sell(sale(), '')).statusCode).toBe(401);
  });
});
