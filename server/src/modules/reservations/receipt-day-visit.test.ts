// A day visit's receipt: no nights; the entrance fee times the heads of each kind and the cottage at the
// day's prices (quoteDayVisit), the senior citizen / PWD lines and a front-desk adjustment as for rooms,
// and totals from the stored bill. Built from the reservation as the API answers it.
import { dayVisitExample } from '@domain/api/reservations';
import type { ReservationDto } from '@domain/api-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayPassSettings, holidays } from '../../db/schema';
import { DEMO_DAY_PASS } from '../../db/seed-day-visits';
import { insertTestCottages, WEEKEND_FAMILY_VISIT_LINES } from '../../test/cottages';
import { createTestApp } from '../../test/test-app';
import { ADJUSTED_BY_DESK, buildReceipt } from './receipt';

const { app, db } = await createTestApp();

// Saturday 2 May 2026 (weekend fees: adult ₱200, child ₱150), Wednesday 6 May a holiday (weekend fees too)
const visitOf = (overrides: Partial<ReservationDto>): ReservationDto => ({
  ...dayVisitExample,
  checkin: '2026-05-02',
  checkout: '2026-05-03',
  ...overrides,
});

let cabana = { id: '', name: '' };
beforeAll(async () => {
  await db.insert(dayPassSettings).values({ id: 1, ...DEMO_DAY_PASS });
  await db.insert(holidays).values({ date: '2026-05-06', name: 'Town fiesta' });
  const rows = await insertTestCottages(db);
  const row = rows.find((cottage) => cottage.name === 'Bamboo Cabana');
  if (!row) throw new Error('the test cottages have the Bamboo Cabana');
  cabana = { id: row.id, name: row.name };
});

describe('a day visit’s receipt', () => {
  it('lists the entrance by kind of head and the cottage; no nights, no adjustment when they add up', async () => {
    const receipt = await buildReceipt(app, visitOf({ cottage: { ...cabana, imagePath: null } }));
    expect(receipt.reservation).toMatchObject({
      kind: 'day_visit',
      room: null,
      cottage: { name: 'Bamboo Cabana' },
      adults: 2,
      kids: 1,
      infants: 1,
    });
    expect(receipt.nights).toEqual([]);
    expect(receipt.dayVisit).toEqual(WEEKEND_FAMILY_VISIT_LINES);
    expect(receipt.adjustments).toEqual([]);
    expect(receipt.totals).toMatchObject({ total: '2550.00', vatIncluded: '273.21', paid: '765.00' });
    expect(receipt.totals.balance).toBe('1785.00');
  });

  it('prices a holiday as a weekend, a weekday at the weekday fees; without a cottage, no cottage line', async () => {
    const holiday = await buildReceipt(
      app,
      visitOf({
        checkin: '2026-05-06',
        checkout: '2026-05-07',
        cottage: null,
        kids: 0,
        infants: 0,
        regularAmount: '400.00',
        totalAmount: '400.00',
      }),
    );
    expect(holiday.dayVisit).toEqual([{ item: 'adult', quantity: 2, unitPrice: '200.00', amount: '400.00' }]);
    const weekday = await buildReceipt(
      app,
      visitOf({
        checkin: '2026-05-05',
        checkout: '2026-05-06',
        cottage: null,
        kids: 0,
        infants: 0,
        regularAmount: '300.00',
        totalAmount: '300.00',
      }),
    );
    expect(weekday.dayVisit).toEqual([{ item: 'adult', quantity: 2, unitPrice: '150.00', amount: '300.00' }]);
    expect(weekday.adjustments).toEqual([]);
  });

  it('shows the senior citizen / PWD lines and a front-desk change as a room’s receipt does', async () => {
    // one senior of two adults, no cottage: fees ₱400, eligible ₱200 -> VAT exemption ₱21.43, discount ₱35.71;
    // the desk then took ₱50 off the regular price
    const receipt = await buildReceipt(
      app,
      visitOf({
        cottage: null,
        kids: 0,
        infants: 0,
        discountGuests: 1,
        regularAmount: '350.00',
        vatExemptSales: '178.57',
        vatExemptAmount: '21.43',
        discountAmount: '35.71',
        totalAmount: '292.86',
      }),
    );
    expect(receipt.adjustments.map((line) => [line.label, line.amount])).toEqual([
      [ADJUSTED_BY_DESK, '-50.00'],
      ['VAT exemption (12%), senior citizen / PWD', '-21.43'],
      ['Senior citizen / PWD discount (20%)', '-35.71'],
    ]);
    const lines = [...receipt.dayVisit, ...receipt.adjustments].reduce(
      (sum, line) => sum + Math.round(Number(line.amount) * 100),
      0,
    );
    expect(lines).toBe(29286);
  });
});
