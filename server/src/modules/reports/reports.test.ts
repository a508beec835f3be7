import { NO_WEATHER_FIGURES } from '@domain/api/reports';
import type { FinancialReportDto } from '@domain/api-types';
import type { ReservationStatus } from '@domain/reservation-status';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createRefundRow,
  createReservationRow,
  createRoom,
  createSignedInUser,
  createUser,
} from '../../test/factories';
import { callerOf } from '../../test/http';
import { createTestApp } from '../../test/test-app';

const ctx = await createTestApp({ now: () => new Date('2026-05-04T02:00:00Z') });
const { app, db } = ctx;

const cookies = { receptionist: '', admin: '', customer: '' };

/** A GET as the caller whose cookie is given (none: a visitor). */
const get = (url: string, cookie?: string) => callerOf(app)('GET', url, cookie);

/** The CSV file as a spreadsheet reads it: BOM dropped, quoted cells whole, rows of any width. */
const parseCsv = (text: string): string[][] => parse(text, { bom: true, relax_column_count: true });

// The known set: odd centavo totals over four check-in months and every status. Cancelled and expired
// bookings count in the breakdown and the cancellations, never in revenue; one cancelled booking's down
// payment is cash in January and its refund takes it back out in February; a completed stay is archived
// and still counts. Payments are at noon, resort time.
const KNOWN = [
  { status: 'pending', checkin: '2026-01-10', total: '1234.57' },
  { status: 'confirmed', checkin: '2026-01-20', total: '2000.10' },
  {
    status: 'cancelled',
    checkin: '2026-01-15',
    total: '9999.99',
    calledOff: '2026-01-05',
    paid: [{ amount: '2999.99', on: '2026-01-03' }],
    refund: { amount: '2999.99', on: '2026-02-02' },
  },
  { status: 'checked_in', checkin: '2026-02-05', total: '333.33' },
  {
    status: 'completed',
    checkin: '2026-02-14',
    total: '4500.99',
    paid: [{ amount: '4500.99', on: '2026-02-14' }],
    archived: true,
  },
  {
    status: 'completed',
    checkin: '2026-03-01',
    total: '10.01',
    paid: [{ amount: '10.01', on: '2026-03-01' }],
  },
  { status: 'pending', checkin: '2026-03-30', total: '0.10' },
  { status: 'cancelled', checkin: '2026-04-02', total: '50.50', calledOff: '2026-03-20' },
  { status: 'expired', checkin: '2026-04-10', total: '700.00', calledOff: '2026-04-01' },
  {
    status: 'no_show',
    checkin: '2026-04-20',
    total: '800.00',
    paid: [{ amount: '240.00', on: '2026-04-01' }],
  },
] as const satisfies readonly KnownStay[];

type KnownStay = {
  status: ReservationStatus;
  checkin: string;
  total: string;
  calledOff?: string;
  paid?: readonly { amount: string; on: string }[];
  refund?: { amount: string; on: string };
  archived?: boolean;
};

const noonIn = (day: string) => new Date(`${day}T12:00:00+08:00`);

let injectionReference = '';

beforeAll(async () => {
  cookies.receptionist = (await createSignedInUser(app, { role: 'receptionist' })).cookie;
  cookies.admin = (await createSignedInUser(app, { role: 'admin' })).cookie;
  cookies.customer = (await createSignedInUser(app)).cookie;

  const guest = await createUser(db, {
    firstName: 'Maria',
    lastName: 'Cruz, Jr.',
    email: 'maria@example.com',
  });
  const room = await createRoom(db, { name: 'Garden Room' });
  for (const stay of KNOWN as readonly KnownStay[]) {
    const row = await createReservationRow(db, {
      userId: guest.id,
      roomId: room.id,
      status: stay.status,
      checkin: stay.checkin,
      checkout: addOne(stay.checkin),
      totalAmount: stay.total,
      ...(stay.calledOff ? { updatedAt: noonIn(stay.calledOff) } : {}),
      ...(stay.archived ? { archivedAt: noonIn('2026-02-20') } : {}),
      payments: (stay.paid ?? []).map((payment) => ({
        amount: payment.amount,
        paymentDate: noonIn(payment.on),
      })),
    });
    if (stay.refund)
      await createRefundRow(db, {
        reservationId: row.id,
        amount: stay.refund.amount,
        paymentDate: noonIn(stay.refund.on),
      });
  }

  // CSV injection: a guest and a room whose names are spreadsheet formulas (on a cancelled booking,
  // so the money figures above stay the known ones apart from the counts)
  const attacker = await createUser(db, {
    firstName: '=HYPERLINK("http://evil.example","Click")',
    lastName: '@SUM(1+1)',
    email: 'attacker@example.com',
  });
  const evilRoom = await createRoom(db, { name: '+cmd|calc' });
  const evil = await createReservationRow(db, {
    userId: attacker.id,
    roomId: evilRoom.id,
    status: 'cancelled',
    checkin: '2026-04-02',
    checkout: '2026-04-03',
    totalAmount: '1.00',
    updatedAt: noonIn('2026-03-20'),
  });
  injectionReference = evil.referenceCode;
});

function addOne(day: string) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

describe('GET /api/financial-report', () => {
  it('answers a visitor 401 and a customer 403', async () => {
    const visitor = await get('/api/financial-report');
    expect(visitor.statusCode).toBe(401);
    const customer = await get('/api/financial-report', cookies.customer);
    expect(customer.statusCode).toBe(403);
  });

  it.each(['receptionist', 'admin'] as const)(
    'computes the figures to the centavo for a %s',
    async (role) => {
      const response = await get('/api/financial-report', cookies[role]);
      expect(response.statusCode).toBe(200);
      const report = response.json<FinancialReportDto>();
      expect(report).toMatchObject({
        // booked revenue: confirmed 2000.10 + checked in 333.33 + completed 4500.99 (archived) and 10.01
        // + no-show 800.00; never the pending, cancelled or expired ones
        totalRevenue: '7644.43',
        // the one booking confirmed now: 2000.10 (checked in, completed and no-show are not)
        confirmedRevenue: '2000.10',
        // pending: 1234.57 + 0.10
        pendingRevenue: '1234.67',
        // every booking, the two of the formula test included
        totalReservations: 11,
        statusBreakdown: {
          pending: 2,
          confirmed: 1,
          checked_in: 1,
          completed: 2,
          cancelled: 3,
          expired: 1,
          no_show: 1,
        },
        // all time: the whole months from the first activity (the down payment of Jan 3) to the last night
        period: { from: '2026-01-01', to: '2026-04-30' },
        revenueByMonth: [
          // the cancelled booking's down payment is cash in January, never booked revenue
          { month: '2026-01', revenue: 2000.1, cashCollected: 2999.99 },
          // its refund leaves February: 4500.99 - 2999.99
          { month: '2026-02', revenue: 4834.32, cashCollected: 1501 },
          { month: '2026-03', revenue: 10.01, cashCollected: 10.01 },
          { month: '2026-04', revenue: 800, cashCollected: 240 },
        ],
      });
      expect(report.figures).toEqual({
        bookedRevenue: '7644.43',
        vatExemptSales: '0.00',
        seniorPwdDiscounts: '0.00',
        // 2999.99 + 4500.99 + 10.01 + 240.00 in, 2999.99 back out
        cashCollected: '4751.00',
        paymentsReceived: '7750.99',
        refunds: '2999.99',
        pendingRevenue: '1234.67',
        roomNightsSold: 5,
        // two rooms: 2 x (31 + 28 + 31 + 30)
        roomNightsAvailable: 240,
        // 5 / 240 = 2.08 %
        occupancyRate: 2.1,
        // 7644.43 / 5 = 1528.886
        adr: '1528.89',
        // 7644.43 / 240 = 31.85
        revpar: '31.85',
        // three cancelled, one expired
        cancellations: 4,
        noShows: 1,
        // confirmed 2000.10 + checked in 333.33; the no-show's unpaid 560.00 is owed by no one
        outstandingBalances: '2333.43',
        // the cancelled booking's money went back
        refundsDue: '0.00',
        ...NO_WEATHER_FIGURES,
      });
      expect(report.months.map((m) => [m.month, m.bookedRevenue, m.cashCollected])).toEqual([
        ['2026-01', '2000.10', '2999.99'],
        ['2026-02', '4834.32', '1501.00'],
        ['2026-03', '10.01', '10.01'],
        ['2026-04', '800.00', '240.00'],
      ]);
    },
  );
});

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
    expect(rows.slice(0, 11)).toEqual([
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
    const header = 'Reference,Guest,Email,Room,Check-in,Check-out,Status,Total,Paid,Refunds,Archived,Weather';
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
    ]);
    // archived, still listed; paid is net of refunds
    expect(reservationRows.find((row) => row[7] === '4500.99')?.slice(6)).toEqual([
      'Completed',
      '4500.99',
      '4500.99',
      '0.00',
      'Yes',
      '',
    ]);
    expect(reservationRows.find((row) => row[7] === '9999.99')?.slice(6)).toEqual([
      'Cancelled',
      '9999.99',
      '0.00',
      '2999.99',
      'No',
      '',
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
    const row = parseCsv(response.body).find((cells) => cells[0] === injectionReference);
    expect(row?.slice(1, 4)).toEqual([
      `'=HYPERLINK("http://evil.example","Click") @SUM(1+1)`,
      'attacker@example.com',
      "'+cmd|calc",
    ]);
    expect(response.body).not.toMatch(/(^|,)[=+@-]/m);
  });
});

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
    ]);
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
    expect(rows.find((row) => row[0] === injectionReference)?.[2]).toMatch(/^'=HYPERLINK/);
  });

  it('downloads revenue_report_{date}.csv: the monthly figures and a total row', async () => {
    const response = await get('/api/admin/export/revenue', cookies.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="revenue_report_2026-05-04.csv"',
    );
    const table = parseCsv(response.body);
    // the weather figures are the last five columns: nothing moved or refunded for weather here
    expect(table[0]?.slice(19)).toEqual([
      'Weather Moves',
      'Weather Moved Value',
      'Weather Cancellations',
      'Weather Refunds',
      'Weather Refunds Due',
    ]);
    expect(table.slice(1).map((row) => row.slice(19))).toEqual(
      table.slice(1).map(() => ['0', '0.00', '0', '0.00', '0.00']),
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
