// Weather moves and cancellations in the financial report and its CSV.
import { describe, expect, it } from 'vitest';
import { createRefundRow, createRoom, createSignedInUser } from '../../test/factories';
import { weatherTestApp } from './test-weather';

const { app, db, desk, guestCookie, call, declare, stayOn, move } = await weatherTestApp();

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

    // Every weather answer of this file happened on the resort's 2026-06-10: earlier tests moved one
    // stay (₱6,000 now) and cancelled one (₱2,700 held); this one moves one (₱8,000) and cancels one.
    const report = await call('GET', '/api/financial-report?from=2026-06-10&to=2026-06-10', desk);
    expect(report.statusCode).toBe(200);
    expect(report.json().figures).toMatchObject({
      weatherMoves: 2,
      weatherMovedValue: '14000.00',
      weatherCancellations: 2,
      weatherRefunds: '1000.00',
      weatherRefundsDue: '4400.00',
    });
    const admin = (await createSignedInUser(app, { role: 'admin' })).cookie;
    const csv = (await call('GET', '/api/admin/export/reservations', admin)).body;
    const lineOf = (code: string) => csv.split('\r\n').find((line) => line.startsWith(code)) ?? '';
    expect(lineOf(moved.referenceCode).endsWith(',Moved because of weather')).toBe(true);
    expect(lineOf(cancelled.referenceCode).endsWith(',Cancelled because of weather (full refund due)')).toBe(
      true,
    );
    const financial = (await call('GET', '/api/export/financial-report?from=2026-06-10&to=2026-06-10', desk))
      .body;
    expect(financial).toContain('Weather Moves,2');
  });
});
