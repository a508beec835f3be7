// Day visits in the CSV files (docs/financial-report.md, "The CSV files"): the summary's room and day-use
// revenue, the monthly table's two columns at its end, and every day visit's row (no room, no night, its
// kind and cottage). The world and its hand-worked June: day-visit-world.fixtures.ts, day-visit-report.test.ts.
import { describe, expect, it } from 'vitest';
import { dayVisitWorld } from './day-visit-world.fixtures';
import { parseCsv } from './test-known-set';

const { call, desk, admin, d1 } = await dayVisitWorld();

const csvOf = async (url: string, cookie: string) => {
  const response = await call('GET', url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return parseCsv(response.body);
};

/** The rows of a table that starts at the row whose first cell is `first`, read as header -> cell. */
const tableAt = (rows: string[][], first: string) => {
  const start = rows.findIndex((row) => row[0] === first);
  const header = rows[start] ?? [];
  const body = rows.slice(start + 1);
  const end = body.findIndex((row) => row.length < 2);
  return (end < 0 ? body : body.slice(0, end)).map((row) =>
    Object.fromEntries(header.map((name, i) => [name, row[i]])),
  );
};

describe('day visits in the CSV exports', () => {
  it('financial_report.csv: room and day-use revenue beside booked revenue, day visits in the reservations', async () => {
    const rows = await csvOf('/api/export/financial-report?from=2031-06-01&to=2031-06-30', desk);
    const summary = rows.slice(rows.findIndex((row) => row[0] === 'Summary'));
    expect(summary.slice(0, 12)).toEqual([
      ['Summary'],
      ['Total Revenue', '8750.50'],
      ['Confirmed Revenue', '6800.00'],
      ['Pending Revenue', '500.00'],
      ['Total Reservations', '6'],
      ['Booked Revenue', '8750.50'],
      ['Room Revenue', '6000.00'],
      ['Extra-guest Charges (in Room Revenue)', '0.00'],
      ['Day-use Revenue', '2750.50'],
      ['Add-ons (beside Room Revenue)', '0.00'],
      ['Cash Collected', '3700.50'],
      [''],
    ]);
    for (const row of [
      ['Room-nights Sold', '2'],
      ['ADR', '3000.00'],
      ['RevPAR', '200.00'],
    ])
      expect(rows).toContainEqual(row);

    const reservations = tableAt(rows, 'Reference');
    expect(reservations.map((r) => [r.Kind, r.Room, r['Check-in'], r.Status, r.Total])).toEqual([
      ['Stay', 'Room A', '2031-06-10', 'Confirmed', '6000.00'],
      ['Day visit', '', '2031-06-14', 'Completed', '1250.50'],
      ['Day visit', '', '2031-06-20', 'Confirmed', '800.00'],
      ['Day visit', '', '2031-06-21', 'Cancelled', '1000.00'],
      ['Day visit', '', '2031-06-22', 'Pending', '500.00'],
      ['Day visit', '', '2031-06-25', 'No-show', '700.00'],
    ]);
    expect(reservations[1]).toMatchObject({
      Reference: d1.referenceCode,
      Cottage: 'Kubo by the Shore',
      Paid: '1250.50',
    });
    // the cancelled one: 300.00 in, 100.00 back
    expect(reservations[3]).toMatchObject({ Paid: '200.00', Refunds: '100.00', Cottage: '' });
  });

  it('revenue_report_{date}.csv: Room Revenue and Day-use Revenue added at the end of each month and the total', async () => {
    const months = tableAt(
      await csvOf('/api/admin/export/revenue?from=2031-06-01&to=2031-06-30', admin),
      'Month',
    );
    expect(
      months.map((m) => [m.Month, m['Booked Revenue'], m['Room Revenue'], m['Day-use Revenue'], m.ADR]),
    ).toEqual([
      ['2031-06', '8750.50', '6000.00', '2750.50', '3000.00'],
      ['Total', '8750.50', '6000.00', '2750.50', '3000.00'],
    ]);
    const header = (await csvOf('/api/admin/export/revenue', admin))[0] ?? [];
    expect(header.slice(-5)).toEqual([
      'Weather Refunds Due',
      'Room Revenue',
      'Day-use Revenue',
      'Extra-guest Charges',
      'Add-ons',
    ]);
  });

  it('reservations_{date}.csv: a day visit with no room and no night, its kind, cottage and infants last', async () => {
    const rows = await csvOf('/api/admin/export/reservations', admin);
    expect(rows[0]?.slice(-6)).toEqual([
      'Weather',
      'Kind',
      'Cottage',
      'Infants',
      'Extra-guest Charges',
      'Add-ons',
    ]);
    const all = tableAt(rows, 'Reference');
    expect(all).toHaveLength(6);
    expect(all.find((r) => r.Reference === d1.referenceCode)).toMatchObject({
      Room: '',
      'Check-in': '2031-06-14',
      'Check-out': '2031-06-15',
      Nights: '0',
      Adults: '2',
      Kids: '1',
      Infants: '1',
      Kind: 'Day visit',
      Cottage: 'Kubo by the Shore',
      Status: 'Completed',
      Balance: '0.00',
    });
    expect(all.find((r) => r.Kind === 'Stay')).toMatchObject({
      Room: 'Room A',
      Nights: '2',
      Cottage: '',
      Infants: '0',
    });
  });
});
