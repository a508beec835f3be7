// Senior citizen / PWD sales in the reports (docs/financial-report.md): VAT-exempt sales and discounts of
// sold stays, spread over their nights like booked revenue, in the report, its CSV, the revenue CSV and
// the reservations export. Pending and cancelled stays' discounts never count.
import type { FinancialReportDto } from '@domain/api-types';
import { discountStay } from '@domain/pricing';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { createReservationRow, createRoom, createSignedInUser, createUser } from '../../test/factories';
import { callerOf } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { billColumns } from '../reservations/repository';

const { app, db } = await createTestApp({ now: () => new Date('2026-05-04T02:00:00Z') });
const get = (url: string, cookie?: string) => callerOf(app)('GET', url, cookie);
const parseCsv = (text: string): string[][] => parse(text, { bom: true, relax_column_count: true });

const cookies = { receptionist: '', admin: '' };

beforeAll(async () => {
  cookies.receptionist = (await createSignedInUser(app, { role: 'receptionist' })).cookie;
  cookies.admin = (await createSignedInUser(app, { role: 'admin' })).cookie;
  const guest = await createUser(db);
  const room = await createRoom(db, { basePrice: '5600.00', maxAdults: 4 });
  /** A stay of `adults` guests at 5,600 a night, `discountGuests` of them senior citizens or PWDs. */
  const stay = (options: {
    status: 'completed' | 'pending' | 'cancelled';
    checkin: string;
    checkout: string;
    nights: number;
    adults: number;
    discountGuests: number;
  }) =>
    createReservationRow(db, {
      userId: guest.id,
      roomId: room.id,
      status: options.status,
      checkin: options.checkin,
      checkout: options.checkout,
      adults: options.adults,
      discountGuests: options.discountGuests,
      ...billColumns(
        discountStay({
          regularCentavos: options.nights * 560_000,
          guests: options.adults,
          eligibleGuests: options.discountGuests,
        }),
      ),
    });
  // April 29 to May 2, 1 of 2 eligible: 16,800 regular; VAT-exempt sales 7,500, discount 1,500, total 14,400.
  // Spread over 3 nights (2 in April, 1 in May): 2,500 + 2,500 | 2,500 of sales, 500 + 500 | 500 of discount.
  await stay({
    status: 'completed',
    checkin: '2026-04-29',
    checkout: '2026-05-02',
    nights: 3,
    adults: 2,
    discountGuests: 1,
  });
  // never counted: a pending and a cancelled stay with the discount (other nights: no overlap)
  await stay({
    status: 'pending',
    checkin: '2026-04-10',
    checkout: '2026-04-11',
    nights: 1,
    adults: 1,
    discountGuests: 1,
  });
  await stay({
    status: 'cancelled',
    checkin: '2026-04-12',
    checkout: '2026-04-13',
    nights: 1,
    adults: 1,
    discountGuests: 1,
  });
});

describe('senior citizen and PWD sales in the reports', () => {
  it('shows VAT-exempt sales and discounts of sold nights, month by month', async () => {
    const response = await get('/api/financial-report?from=2026-04-01&to=2026-05-31', cookies.receptionist);
    expect(response.statusCode).toBe(200);
    const report = response.json<FinancialReportDto>();
    expect(report.figures).toMatchObject({
      bookedRevenue: '14400.00',
      roomRevenue: '14400.00',
      dayVisitRevenue: '0.00',
      extraGuestCharges: '0.00',
      addOnRevenue: '0.00',
      vatExemptSales: '7500.00',
      seniorPwdDiscounts: '1500.00',
    });
    expect(
      report.months.map((m) => [m.month, m.bookedRevenue, m.vatExemptSales, m.seniorPwdDiscounts]),
    ).toEqual([
      ['2026-04', '9600.00', '5000.00', '1000.00'],
      ['2026-05', '4800.00', '2500.00', '500.00'],
    ]);
  });

  it('writes them in financial_report.csv and as the last columns of the revenue CSV', async () => {
    const rows = parseCsv(
      (await get('/api/export/financial-report?from=2026-04-01&to=2026-05-31', cookies.receptionist)).body,
    );
    const section = rows.findIndex((row) => row[0] === 'Senior Citizen and PWD Sales (RA 9994, RA 10754)');
    expect(rows.slice(section + 1, section + 3)).toEqual([
      ['VAT-exempt Sales', '7500.00'],
      ['Senior/PWD Discounts', '1500.00'],
    ]);

    const revenue = parseCsv(
      (await get('/api/admin/export/revenue?from=2026-04-01&to=2026-05-31', cookies.admin)).body,
    );
    expect(revenue[0]?.slice(17, 19)).toEqual(['VAT-exempt Sales', 'Senior/PWD Discounts']);
    expect(revenue.map((row) => [row[0], ...row.slice(17, 19)])).toEqual([
      ['Month', 'VAT-exempt Sales', 'Senior/PWD Discounts'],
      ['2026-04', '5000.00', '1000.00'],
      ['2026-05', '2500.00', '500.00'],
      ['Total', '7500.00', '1500.00'],
    ]);
  });

  it('lists each reservation’s discount in the reservations export, after the older columns', async () => {
    const rows = parseCsv((await get('/api/admin/export/reservations', cookies.admin)).body);
    expect(rows[0]?.slice(22, 28)).toEqual([
      'Archived',
      'Senior/PWD Guests',
      'Regular Price',
      'VAT-exempt Sales',
      'VAT Exemption',
      'Senior/PWD Discount',
    ]);
    const completed = rows.find((row) => row[10] === 'Completed');
    expect(completed?.slice(11, 12)).toEqual(['14400.00']);
    expect(completed?.slice(23, 28)).toEqual(['1', '16800.00', '7500.00', '900.00', '1500.00']);
  });
});
