// An affected guest's choices after a weather disruption: moving the stay for free, or cancelling with
// everything paid due back; then the report and the CSV count this file's moves and cancellations.
import type { ReservationDto, WeatherDisruptionDto, WeatherMoveOptionDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { MSG_WEATHER } from '@domain/weather';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addOns, payments, reservationAddOns, reservations } from '../../db/schema';
import { createRefundRow, createReservationRow, createRoom, createSignedInUser } from '../../test/factories';
import { expectRefusal, weatherTestApp } from './test-weather';

const {
  app,
  db,
  sentMail,
  desk,
  guest,
  guestCookie,
  otherCookie,
  rowOf,
  eventsOf,
  call,
  declare,
  stayOn,
  move,
} = await weatherTestApp();

describe('moving a stay for free', () => {
  it('moves to new dates and another room at a lower price, keeping the payments, once', async () => {
    const stay = await stayOn('2026-08-01', '2026-08-03');
    const cheaper = await createRoom(db, { basePrice: '3000.00', name: 'Garden Room' });
    const pricier = await createRoom(db, { basePrice: '9000.00' });
    const { id: disruptionId } = (await declare('2026-08-01', '2026-08-02')).json<WeatherDisruptionDto>();

    const options = await call(
      'GET',
      `/api/reservations/${stay.id}/weather-move/options?checkin=2026-09-10&checkout=2026-09-12`,
      guestCookie,
    );
    expect(options.statusCode).toBe(200);
    const rooms = options.json<WeatherMoveOptionDto[]>();
    expect(rooms[0]).toMatchObject({ roomId: stay.roomId, current: true, totalAmount: '9000.00' });
    expect(rooms.find((r) => r.roomId === cheaper.id)?.totalAmount).toBe('6000.00');
    expect(rooms.some((r) => r.roomId === pricier.id)).toBe(false);

    const tooDear = await move(stay.id, {
      checkin: '2026-09-10',
      checkout: '2026-09-12',
      roomId: pricier.id,
    });
    expectRefusal(tooDear, 400, MSG_WEATHER.tooExpensive);
    expect((await rowOf(stay.id))?.roomId).toBe(stay.roomId);

    const moved = await move(stay.id, { checkin: '2026-09-10', checkout: '2026-09-12', roomId: cheaper.id });
    expect(moved.statusCode).toBe(200);
    const dto = moved.json<ReservationDto>();
    expect(dto).toMatchObject({ checkin: '2026-09-10', totalAmount: '6000.00', paidAmount: '2700.00' });
    expect(dto.weather?.choice).toBe('moved');
    const row = await rowOf(stay.id);
    expect(row).toMatchObject({
      roomId: cheaper.id,
      checkin: '2026-09-10',
      checkout: '2026-09-12',
      status: 'confirmed',
    });
    const paid = await db.select().from(payments).where(eq(payments.reservationId, stay.id));
    expect(paid).toHaveLength(1);
    const event = (await eventsOf(stay.id)).find((e) => e.action === 'weather_moved');
    expect(event).toMatchObject({ weatherDisruptionId: disruptionId, actorId: guest.id });
    expect(event?.note).toContain('Moved because of weather (from 2026-08-01 – 2026-08-03');

    const again = await move(stay.id, { checkin: '2026-09-20', checkout: '2026-09-22', roomId: cheaper.id });
    expectRefusal(again, 409, MSG_WEATHER.alreadyChosen);
    await app.jobs.runDue();
    expect(sentMail.some((m) => m.subject === `Stay moved because of weather – ${stay.referenceCode}`)).toBe(
      true,
    );
    const list = (await call('GET', '/api/receptionist/weather-disruptions', desk)).json<
      WeatherDisruptionDto[]
    >();
    expect(list.find((d) => d.id === disruptionId)?.affected[0]?.choice).toBe('moved');
  });

  it('keeps the extras and their amounts, and moves their days with the stay', async () => {
    const stay = await stayOn('2026-08-05', '2026-08-07');
    const [transfer] = await db
      .insert(addOns)
      .values({ nameEn: 'Airport transfer', unit: 'trip', price: '1800.00' })
      .returning();
    if (!transfer) throw new Error('no add-on');
    // a transfer on arrival and one on departure: ₱3,600 on top of the ₱9,000 stay
    await db.insert(reservationAddOns).values(
      ['2026-08-05', '2026-08-07'].map((day) => ({
        reservationId: stay.id,
        addOnId: transfer.id,
        day,
        quantity: 1,
        unitPrice: '1800.00',
        amount: '1800.00',
      })),
    );
    await db
      .update(reservations)
      .set({ totalAmount: '12600.00', addOnAmount: '3600.00' })
      .where(eq(reservations.id, stay.id));
    await declare('2026-08-05', '2026-08-06');

    // one night shorter, two weeks later: the departure transfer falls on the new check-out
    const moved = await move(stay.id, { checkin: '2026-08-19', checkout: '2026-08-20', roomId: stay.roomId });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<ReservationDto>()).toMatchObject({ totalAmount: '8100.00', addOnAmount: '3600.00' });
    const lines = await db
      .select()
      .from(reservationAddOns)
      .where(eq(reservationAddOns.reservationId, stay.id));
    expect(lines.map((line) => line.day).sort()).toEqual(['2026-08-19', '2026-08-20']);
  });

  it('refuses taken dates with 409, bad dates with 400, and other people’s bookings with 404', async () => {
    const room = await createRoom(db);
    const stay = await stayOn('2026-08-10', '2026-08-12', room);
    await createReservationRow(db, {
      userId: guest.id,
      roomId: room.id,
      checkin: '2026-09-01',
      checkout: '2026-09-03',
      status: 'confirmed',
    });
    await declare('2026-08-10', '2026-08-11');
    const base = { roomId: room.id };

    const taken = await move(stay.id, { ...base, checkin: '2026-09-02', checkout: '2026-09-04' });
    expectRefusal(taken, 409, MSG.datesTaken);
    const inStorm = await move(stay.id, { ...base, checkin: '2026-08-11', checkout: '2026-08-13' });
    expectRefusal(inStorm, 400, MSG_WEATHER.moveInDisruption);
    const tooLate = await move(stay.id, { ...base, checkin: '2027-02-11', checkout: '2027-02-13' });
    expect(tooLate.json().errors?.checkin).toBe(MSG_WEATHER.moveOutsideWindow('2027-02-10'));
    for (const odd of [
      { ...base, checkin: '9999-12-31', checkout: '9999-12-32' },
      { checkin: 'x\u0000', roomId: 'nope' },
      { ...base, checkin: 'x'.repeat(10_000) },
    ])
      expect((await move(stay.id, odd as object)).statusCode).toBe(400);
    expect(
      (await move(stay.id, { ...base, checkin: '2026-09-20', checkout: '2026-09-22' }, otherCookie))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', `/api/reservations/${stay.id}/weather-cancel`, otherCookie)).statusCode).toBe(
      404,
    );
    expect((await move('not-an-id', base)).statusCode).toBe(404);
    expect(await rowOf(stay.id)).toMatchObject({ checkin: '2026-08-10', roomId: room.id });
  });

  it('a booking weather did not touch cannot be moved for free', async () => {
    const stay = await stayOn('2026-10-20', '2026-10-22');
    const response = await move(stay.id, {
      checkin: '2026-10-25',
      checkout: '2026-10-27',
      roomId: stay.roomId,
    });
    expectRefusal(response, 409, MSG_WEATHER.notAffected);
  });
});

describe('cancelling because of weather', () => {
  it('cancels with everything paid due back, records it, and then nothing else is allowed', async () => {
    const stay = await stayOn('2026-08-20', '2026-08-22');
    await declare('2026-08-21', '2026-08-21');
    const response = await call('POST', `/api/reservations/${stay.id}/weather-cancel`, guestCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<ReservationDto>()).toMatchObject({ status: 'cancelled', refundDue: '2700.00' });
    const event = (await eventsOf(stay.id)).find((e) => e.action === 'weather_cancelled');
    expect(event?.note).toBe('Cancelled because of weather — full refund due ₱2,700.00');
    expect((await call('POST', `/api/reservations/${stay.id}/weather-cancel`, guestCookie)).statusCode).toBe(
      409,
    );
    const moveAfter = await move(stay.id, {
      checkin: '2026-09-25',
      checkout: '2026-09-27',
      roomId: stay.roomId,
    });
    expect(moveAfter.statusCode).toBe(409);
    await app.jobs.runDue();
    expect(
      sentMail.some((m) => m.subject === `Booking cancelled because of weather – ${stay.referenceCode}`),
    ).toBe(true);
  });
});

describe('the report and the CSV', () => {
  it('count weather moves and cancellations with their amounts, and mark the bookings', async () => {
    const moved = await stayOn('2026-12-01', '2026-12-03');
    const cancelled = await stayOn('2026-12-02', '2026-12-04');
    await declare('2026-12-02', '2026-12-02');
    const cheaper = await createRoom(db, { basePrice: '4000.00' });
    expect(
      (await move(moved.id, { checkin: '2027-01-05', checkout: '2027-01-07', roomId: cheaper.id }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/api/reservations/${cancelled.id}/weather-cancel`, guestCookie)).statusCode,
    ).toBe(200);
    await createRefundRow(db, {
      reservationId: cancelled.id,
      amount: '1000.00',
      paymentDate: new Date('2026-06-10T05:00:00Z'),
    });

    // Every weather answer of this file happened on the resort's 2026-06-10: earlier tests moved two
    // stays (₱6,000, and ₱8,100 with its extras) and cancelled one (₱2,700 held); this one moves one
    // (₱8,000) and cancels one.
    const report = await call('GET', '/api/financial-report?from=2026-06-10&to=2026-06-10', desk);
    expect(report.statusCode).toBe(200);
    expect(report.json().figures).toMatchObject({
      weatherMoves: 3,
      weatherMovedValue: '22100.00',
      weatherCancellations: 2,
      weatherRefunds: '1000.00',
      weatherRefundsDue: '4400.00',
    });
    const admin = (await createSignedInUser(app, { role: 'admin' })).cookie;
    const csv = (await call('GET', '/api/admin/export/reservations', admin)).body;
    const lineOf = (code: string) => csv.split('\r\n').find((line) => line.startsWith(code)) ?? '';
    // the weather column, then the kind, cottage, infants, extra-guest charges and add-ons columns of every row
    expect(lineOf(moved.referenceCode).endsWith(',Moved because of weather,Stay,,0,0.00,0.00')).toBe(true);
    expect(
      lineOf(cancelled.referenceCode).endsWith(
        ',Cancelled because of weather (full refund due),Stay,,0,0.00,0.00',
      ),
    ).toBe(true);
    const financial = (await call('GET', '/api/export/financial-report?from=2026-06-10&to=2026-06-10', desk))
      .body;
    expect(financial).toContain('Weather Moves,3');
  });
});
