// A booked day visit where a booking shows: the guest's receipt lists its entrance and cottage, the
// booking email names the day, its hours, the heads and the cottage, and the stay-only actions refuse it
// (extend-stay: no nights to add; a review: reviews are of rooms), changing nothing.
import type { ReceiptDto, ReservationDto } from '@domain/api-types';
import { addDays, DEFAULT_RESORT_TZ, todayIn } from '@domain/dates';
import { DAY_VISIT_NOT_EXTENDED, DAY_VISIT_NOT_REVIEWED } from '@domain/day-visits';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayPassSettings, reservations, reviews } from '../../db/schema';
import { DEMO_DAY_PASS } from '../../db/seed-day-visits';
import { insertTestCottages, WEEKEND_FAMILY_VISIT_LINES } from '../../test/cottages';
import { signInDeskAndGuest } from '../../test/factories';
import { expectDayVisitBooked } from '../../test/http';
import { createTestApp } from '../../test/test-app';

const { app, db, sentMail } = await createTestApp();
const today = todayIn(DEFAULT_RESORT_TZ, app.deps.now());
const { desk, guest } = await signInDeskAndGuest(app, { firstName: 'Liza', lastName: 'Reyes' });

/** The first Sunday from two weeks ahead: weekend fees (adult ₱200, child ₱150). */
let SUNDAY = addDays(today, 14);
while (new Date(`${SUNDAY}T00:00:00Z`).getUTCDay() !== 0) SUNDAY = addDays(SUNDAY, 1);

let visit: ReservationDto;
beforeAll(async () => {
  await db.insert(dayPassSettings).values({ id: 1, ...DEMO_DAY_PASS });
  const cabana = (await insertTestCottages(db)).find((cottage) => cottage.name === 'Bamboo Cabana');
  visit = await expectDayVisitBooked(
    app,
    {
      date: SUNDAY,
      adults: 2,
      kids: 1,
      infants: 1,
      cottageId: cabana?.id,
      paymentMethod: 'GCash',
      transactionId: 'GC-5512345',
    },
    guest.cookie,
  );
});

describe('a booked day visit', () => {
  it('has a receipt: the entrance by kind of head and the cottage, adding up to its total', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/reservations/${visit.id}/receipt`,
      headers: { cookie: guest.cookie },
    });
    expect(response.statusCode).toBe(200);
    const receipt = response.json<ReceiptDto>();
    expect(receipt.reservation).toMatchObject({
      kind: 'day_visit',
      room: null,
      cottage: { name: 'Bamboo Cabana' },
    });
    expect(receipt.nights).toEqual([]);
    expect(receipt.dayVisit).toEqual(WEEKEND_FAMILY_VISIT_LINES);
    expect(receipt.adjustments).toEqual([]);
    expect(receipt.totals.total).toBe(visit.totalAmount);
    expect(visit.totalAmount).toBe('2550.00');
  });

  it('is announced to the guest with its day, hours, heads and cottage', async () => {
    await app.jobs.runDue();
    const mail = sentMail.find(
      (each) => each.to === guest.user.email && each.subject.includes(visit.referenceCode),
    );
    expect(mail?.text).toContain('Booking: Day visit · Bamboo Cabana');
    expect(mail?.text).toContain(`, ${DEMO_DAY_PASS.openingHours}`);
    expect(mail?.text).toContain('Guests: 2 adults, 1 kid, 1 infant');
    expect(mail?.text).not.toContain('Nights:');
  });

  it('cannot be extended (409), and stays as it was', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/receptionist/reservations/${visit.id}/extend`,
      headers: { cookie: desk.cookie },
      payload: { newCheckout: addDays(SUNDAY, 2) },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(DAY_VISIT_NOT_EXTENDED);
    const [row] = await db.select().from(reservations).where(eq(reservations.id, visit.id));
    expect(row?.checkout).toBe(addDays(SUNDAY, 1));
    expect(row?.totalAmount).toBe('2550.00');
  });

  it('cannot be reviewed, even once completed (409), and no review is stored', async () => {
    await db.update(reservations).set({ status: 'completed' }).where(eq(reservations.id, visit.id));
    const response = await app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { cookie: guest.cookie },
      payload: { reservationId: visit.id, rating: 5, comment: 'A lovely day on the beach, thank you!' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(DAY_VISIT_NOT_REVIEWED);
    expect(await db.select().from(reviews).where(eq(reviews.reservationId, visit.id))).toEqual([]);
  });
});
