// The admin's exports: every reservation, and the monthly revenue with a total row.
import { describe, expect, it } from 'vitest';
import { knownSetApp, parseCsv } from './test-known-set';

const { get, cookies, known } = await knownSetApp();

describe('admin exports', () => {
  it('are for admins only', async () => {
    for (const url of ['/api/admin/export/reservations', '/api/admin/export/revenue']) {
      expect((await get(url)).statusCode).toBe(401);
      for (const role of ['customer', 'receptionist'] as const) {
        const response = await get(url, cookies[role]);
        expect(response.statusCode).toBe(403);
      }
    }
  });

  it('downloads reservations_{date}.csv with every reservation, its money and whether it is archived', async () => {
    const response = await get('/api/admin/export/reservations', cookies.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="reservations_2026-05-04.csv"',
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'Reference',
      'Reservation ID',
      'Guest',
      'Email',
      'Room',
      'Check-in',
      'Check-out',
      'Nights',
      'Adults',
      'Kids',
      'Status',
      'Total',
      'Paid',
      'Balance',
      'Payment Status',
      'Payment Method',
      'Transaction ID',
      'Special Requests',
      'Booked At',
      'Payments Received',
      'Refunds',
      'Refund Due',
      'Archived',
      'Senior/PWD Guests',
      'Regular Price',
      'VAT-exempt Sales',
      'VAT Exemption',
      'Senior/PWD Discount',
      'Weather',
      // what a reservation books, after the older columns: all stays here
      'Kind',
      'Cottage',
      'Infants',
      // the stays' extra guests' charges (docs/pricing.md), then their extras (ADR 0066), last
      'Extra-guest Charges',
      'Add-ons',
    ]);
    expect(new Set(rows.map((row) => row.slice(-5).join()))).toEqual(new Set(['Stay,,0,0.00,0.00']));
    expect(rows).toHaveLength(11);
    /** Status, Total, Paid, Balance, Payment Status ... Payments Received, Refunds, Refund Due, Archived */
    const money = (total: string) => {
      const row = rows.find((cells) => cells[11] === total);
      return [...(row?.slice(10, 15) ?? []), ...(row?.slice(19, 23) ?? [])];
    };
    expect(money('4500.99')).toEqual([
      'Completed',
      '4500.99',
      '4500.99',
      '0.00',
      'Paid',
      '4500.99',
      '0.00',
      '0.00',
      'Yes',
    ]);
    expect(money('1234.57')).toEqual([
      'Pending',
      '1234.57',
      '0.00',
      '1234.57',
      'Unpaid',
      '0.00',
      '0.00',
      '0.00',
      'No',
    ]);
    // paid net of the refund: nothing held, nothing due
    expect(money('9999.99')).toEqual([
      'Cancelled',
      '9999.99',
      '0.00',
      '9999.99',
      'Unpaid',
      '2999.99',
      '2999.99',
      '0.00',
      'No',
    ]);
    expect(money('800.00')).toEqual([
      'No-show',
      '800.00',
      '240.00',
      '560.00',
      'Partially Paid',
      '240.00',
      '0.00',
      '0.00',
      'No',
    ]);
    expect(money('700.00').slice(0, 1)).toEqual(['Expired']);
    expect(rows.find((row) => row[0] === known.injectionReference)?.[2]).toMatch(/^'=HYPERLINK/);
  });

  it('downloads revenue_report_{date}.csv: the monthly figures and a total row', async () => {
    const response = await get('/api/admin/export/revenue', cookies.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="revenue_report_2026-05-04.csv"',
    );
    const table = parseCsv(response.body);
    // then the five weather figures: nothing moved or refunded for weather here
    expect(table[0]?.slice(19, 24)).toEqual([
      'Weather Moves',
      'Weather Moved Value',
      'Weather Cancellations',
      'Weather Refunds',
      'Weather Refunds Due',
    ]);
    expect(table.slice(1).map((row) => row.slice(19, 24))).toEqual(
      table.slice(1).map(() => ['0', '0.00', '0', '0.00', '0.00']),
    );
    // last, booked revenue's two parts: no day visits here, so all of it is room revenue
    expect(table[0]?.slice(24)).toEqual([
      'Room Revenue',
      'Day-use Revenue',
      'Extra-guest Charges',
      'Add-ons',
    ]);
    expect(table.slice(1).map((row) => row.slice(24))).toEqual(
      table.slice(1).map((row) => [row[3], '0.00', '0.00', '0.00']),
    );
    expect(table.map((row) => row.slice(0, 19))).toEqual([
      [
        'Month',
        'From',
        'To',
        'Booked Revenue',
        'Cash Collected',
        'Payments Received',
        'Refunds',
        'Pending Revenue',
        'Room-nights Sold',
        'Room-nights Available',
        'Occupancy Rate (%)',
        'ADR',
        'RevPAR',
        'Cancellations',
        'No-shows',
        'Outstanding Balances',
        'Refunds Due',
        'VAT-exempt Sales',
        'Senior/PWD Discounts',
      ],
      // January: one confirmed night of 2000.10 of 62; the cancellation was on Jan 5
      [
        '2026-01',
        '2026-01-01',
        '2026-01-31',
        '2000.10',
        '2999.99',
        '2999.99',
        '0.00',
        '1234.57',
        '1',
        '62',
        '1.6',
        '2000.10',
        '32.26',
        '1',
        '0',
        '2000.10',
        '0.00',
        '0.00',
        '0.00',
      ],
      [
        '2026-02',
        '2026-02-01',
        '2026-02-28',
        '4834.32',
        '1501.00',
        '4500.99',
        '2999.99',
        '0.00',
        '2',
        '56',
        '3.6',
        '2417.16',
        '86.33',
        '0',
        '0',
        '333.33',
        '0.00',
        '0.00',
        '0.00',
      ],
      [
        '2026-03',
        '2026-03-01',
        '2026-03-31',
        '10.01',
        '10.01',
        '10.01',
        '0.00',
        '0.10',
        '1',
        '62',
        '1.6',
        '10.01',
        '0.16',
        '2',
        '0',
        '0.00',
        '0.00',
        '0.00',
        '0.00',
      ],
      [
        '2026-04',
        '2026-04-01',
        '2026-04-30',
        '800.00',
        '240.00',
        '240.00',
        '0.00',
        '0.00',
        '1',
        '60',
        '1.7',
        '800.00',
        '13.33',
        '1',
        '1',
        // the no-show's unpaid 560.00 is not owed
        '0.00',
        '0.00',
        '0.00',
        '0.00',
      ],
      [
        'Total',
        '2026-01-01',
        '2026-04-30',
        '7644.43',
        '4751.00',
        '7750.99',
        '2999.99',
        '1234.67',
        '5',
        '240',
        '2.1',
        '1528.89',
        '31.85',
        '4',
        '1',
        '2333.43',
        '0.00',
        '0.00',
        '0.00',
      ],
    ]);
  });

  it('takes the same date range as the report, and refuses a bad one', async () => {
    const ranged = await get('/api/admin/export/revenue?from=2026-03-15&to=2026-04-05', cookies.admin);
    const rows = parseCsv(ranged.body);
    expect(rows.map((row) => row.slice(0, 4))).toEqual([
      ['Month', 'From', 'To', 'Booked Revenue'],
      ['2026-03', '2026-03-15', '2026-03-31', '0.00'],
      ['2026-04', '2026-04-01', '2026-04-05', '0.00'],
      ['Total', '2026-03-15', '2026-04-05', '0.00'],
    ]);
    const bad = await get('/api/admin/export/revenue?from=2026-04-05&to=2026-03-15', cookies.admin);
    expect(bad.statusCode).toBe(400);
  });
});
