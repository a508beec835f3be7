// The financial report's CSV export: its sections, a chosen range, formula cells neutralised.
import { describe, expect, it } from 'vitest';
import { knownSetApp, parseCsv } from './test-known-set';

const { get, cookies, known } = await knownSetApp();

describe('GET /api/export/financial-report', () => {
  it('answers a visitor 401 and a customer 403', async () => {
    expect((await get('/api/export/financial-report')).statusCode).toBe(401);
    const customer = await get('/api/export/financial-report', cookies.customer);
    expect(customer.statusCode).toBe(403);
  });

  it('downloads financial_report.csv with both money figures, the hotel figures, months and reservations', async () => {
    const response = await get('/api/export/financial-report', cookies.receptionist);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="financial_report.csv"');
    const rows = parseCsv(response.body);
    expect(rows.slice(0, 15)).toEqual([
      ['Casa Alon Beach Resort - Financial Report'],
      ['Generated on', '2026-05-04'],
      ['Period (all time)', '2026-01-01', '2026-04-30'],
      [''],
      ['Summary'],
      ['Total Revenue', '7644.43'],
      ['Confirmed Revenue', '2000.10'],
      ['Pending Revenue', '1234.67'],
      ['Total Reservations', '11'],
      ['Booked Revenue', '7644.43'],
      // no day visits in the known set: booked revenue is all rooms
      ['Room Revenue', '7644.43'],
      // beside room revenue, inside it: nobody in the known set is an extra guest
      ['Extra-guest Charges (in Room Revenue)', '0.00'],
      ['Day-use Revenue', '0.00'],
      ['Add-ons (beside Room Revenue)', '0.00'],
      ['Cash Collected', '4751.00'],
    ]);
    for (const row of [
      ['Payments Received', '7750.99'],
      ['Refunds', '2999.99'],
      ['Room-nights Sold', '5'],
      ['Room-nights Available', '240'],
      ['Occupancy Rate (%)', '2.1'],
      ['ADR', '1528.89'],
      ['RevPAR', '31.85'],
      ['Cancellations', '4'],
      ['No-shows', '1'],
      ['Outstanding Balances', '2333.43'],
      ['Refunds Due', '0.00'],
      ['Checked In', '1'],
      ['Cancelled', '3'],
      ['Expired', '1'],
      ['No-show', '1'],
    ])
      expect(rows).toContainEqual(row);
    expect(rows.find((row) => row[0] === '2026-02')?.slice(0, 5)).toEqual([
      '2026-02',
      '2026-02-01',
      '2026-02-28',
      '4834.32',
      '1501.00',
    ]);

    // the reservations table starts at its header line, as it reads in the file
    const header =
      'Reference,Guest,Email,Room,Check-in,Check-out,Status,Total,Paid,Refunds,Archived,Weather,Kind,Cottage,Extra-guest Charges,Add-ons';
    const start = rows.findIndex((row) => row.join() === header);
    expect(start).toBeGreaterThan(0);
    const reservationRows = rows.slice(start + 1);
    expect(reservationRows).toHaveLength(11);
    // ordered by check-in; the comma in the guest's name stays inside one cell
    expect(reservationRows[0]?.slice(1)).toEqual([
      'Maria Cruz, Jr.',
      'maria@example.com',
      'Garden Room',
      '2026-01-10',
      '2026-01-11',
      'Pending',
      '1234.57',
      '0.00',
      '0.00',
      'No',
      '',
      'Stay',
      '',
      '0.00',
      '0.00',
    ]);
    // archived, still listed; paid is net of refunds
    expect(reservationRows.find((row) => row[7] === '4500.99')?.slice(6)).toEqual([
      'Completed',
      '4500.99',
      '4500.99',
      '0.00',
      'Yes',
      '',
      'Stay',
      '',
      '0.00',
      '0.00',
    ]);
    expect(reservationRows.find((row) => row[7] === '9999.99')?.slice(6)).toEqual([
      'Cancelled',
      '9999.99',
      '0.00',
      '2999.99',
      'No',
      '',
      'Stay',
      '',
      '0.00',
      '0.00',
    ]);
  });

  it('covers only the chosen dates when given a range', async () => {
    const response = await get(
      '/api/export/financial-report?from=2026-02-01&to=2026-02-28',
      cookies.receptionist,
    );
    expect(response.statusCode).toBe(200);
    const rows = parseCsv(response.body);
    expect(rows).toContainEqual(['Period', '2026-02-01', '2026-02-28']);
    // February: the checked-in 333.33 and the completed 4500.99; nothing confirmed
    expect(rows).toContainEqual(['Total Revenue', '4834.32']);
    expect(rows).toContainEqual(['Confirmed Revenue', '0.00']);
    expect(rows).toContainEqual(['Booked Revenue', '4834.32']);
    expect(rows).toContainEqual(['Cash Collected', '1501.00']);
    expect(rows).toContainEqual(['Refunds', '2999.99']);
    const start = rows.findIndex((row) => row[0] === 'Reference');
    // the two February stays
    expect(rows.slice(start + 1).map((row) => row[4])).toEqual(['2026-02-05', '2026-02-14']);
  });

  it('neutralises cells that would start a spreadsheet formula', async () => {
    const response = await get('/api/export/financial-report', cookies.admin);
    const row = parseCsv(response.body).find((cells) => cells[0] === known.injectionReference);
    expect(row?.slice(1, 4)).toEqual([
      `'=HYPERLINK("http://evil.example","Click") @SUM(1+1)`,
      'attacker@example.com',
      "'+cmd|calc",
    ]);
    expect(response.body).not.toMatch(/(^|,)[=+@-]/m);
  });
});
