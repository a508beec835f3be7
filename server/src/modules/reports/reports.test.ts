import type { FinancialReportDto } from '@domain/api-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { createReservationRow, createRoom, createSignedInUser, createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { computeFigures } from './service';

const ctx = await createTestApp({ now: () => new Date('2026-05-04T02:00:00Z') });
const { app, db } = ctx;

const cookies = { receptionist: '', admin: '', customer: '' };

/** A minimal RFC 4180 reader, so the tests read the file the way a spreadsheet would. */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
};

// The known set: odd centavo totals in three check-in months, every status, and cancelled bookings
// (one alone in April) that must count in the breakdown but never in revenue.
const KNOWN = [
  { status: 'pending', checkin: '2026-01-10', total: '1234.57' },
  { status: 'confirmed', checkin: '2026-01-20', total: '2000.10' },
  { status: 'cancelled', checkin: '2026-01-15', total: '9999.99' },
  { status: 'checked_in', checkin: '2026-02-05', total: '333.33' },
  { status: 'completed', checkin: '2026-02-14', total: '4500.99' },
  { status: 'completed', checkin: '2026-03-01', total: '10.01' },
  { status: 'pending', checkin: '2026-03-30', total: '0.10' },
  { status: 'cancelled', checkin: '2026-04-02', total: '50.50' },
] as const;

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
  for (const stay of KNOWN) {
    await createReservationRow(db, {
      userId: guest.id,
      roomId: room.id,
      status: stay.status,
      checkin: stay.checkin,
      checkout: addOne(stay.checkin),
      totalAmount: stay.total,
      payments: stay.status === 'completed' ? [{ amount: stay.total }] : [],
    });
  }

  // CSV injection: a guest and a room whose names are spreadsheet formulas (on a cancelled booking,
  // so the figures above stay the known ones apart from the counts)
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
    const visitor = await app.inject({ method: 'GET', url: '/api/financial-report' });
    expect(visitor.statusCode).toBe(401);
    const customer = await app.inject({
      method: 'GET',
      url: '/api/financial-report',
      headers: { cookie: cookies.customer },
    });
    expect(customer.statusCode).toBe(403);
  });

  it.each(['receptionist', 'admin'] as const)(
    'computes the figures to the centavo for a %s',
    async (role) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/financial-report',
        headers: { cookie: cookies[role] },
      });
      expect(response.statusCode).toBe(200);
      const report = response.json<FinancialReportDto>();
      expect(report).toEqual({
        // 1234.57 + 2000.10 + 333.33 + 4500.99 + 10.01 + 0.10 (the cancelled 9999.99, 50.50 and 1.00 left out)
        totalRevenue: '8079.10',
        // confirmed + checked_in + completed: 2000.10 + 333.33 + 4500.99 + 10.01
        confirmedRevenue: '6844.43',
        // pending: 1234.57 + 0.10
        pendingRevenue: '1234.67',
        totalReservations: 9,
        statusBreakdown: { pending: 2, confirmed: 1, checked_in: 1, completed: 2, cancelled: 3 },
        revenueByMonth: [
          { month: '2026-01', revenue: 3234.67 },
          { month: '2026-02', revenue: 4834.32 },
          { month: '2026-03', revenue: 10.11 },
        ],
      });
    },
  );
});

describe('GET /api/export/financial-report', () => {
  it('answers a visitor 401 and a customer 403', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/export/financial-report' })).statusCode).toBe(401);
    const customer = await app.inject({
      method: 'GET',
      url: '/api/export/financial-report',
      headers: { cookie: cookies.customer },
    });
    expect(customer.statusCode).toBe(403);
  });

  it('downloads financial_report.csv with the summary, breakdown, months and reservations', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/export/financial-report',
      headers: { cookie: cookies.receptionist },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="financial_report.csv"');
    const rows = parseCsv(response.body);
    expect(rows).toContainEqual(['Generated on', '2026-05-04']);
    expect(rows).toContainEqual(['Total Revenue', '8079.10']);
    expect(rows).toContainEqual(['Confirmed Revenue', '6844.43']);
    expect(rows).toContainEqual(['Pending Revenue', '1234.67']);
    expect(rows).toContainEqual(['Total Reservations', '9']);
    expect(rows).toContainEqual(['Checked In', '1']);
    expect(rows).toContainEqual(['Cancelled', '3']);
    expect(rows).toContainEqual(['2026-02', '4834.32']);
    expect(rows.some((row) => row[0] === '2026-04')).toBe(false);

    const header = [
      'Reference',
      'Guest',
      'Email',
      'Room',
      'Check-in',
      'Check-out',
      'Status',
      'Total',
      'Paid',
    ];
    const start = rows.findIndex((row) => row.join() === header.join());
    expect(start).toBeGreaterThan(0);
    const reservationRows = rows.slice(start + 1);
    expect(reservationRows).toHaveLength(9);
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
    ]);
    expect(reservationRows.find((row) => row[7] === '4500.99')?.[8]).toBe('4500.99');
  });

  it('neutralises cells that would start a spreadsheet formula', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/export/financial-report',
      headers: { cookie: cookies.admin },
    });
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
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      for (const role of ['customer', 'receptionist'] as const) {
        const response = await app.inject({ method: 'GET', url, headers: { cookie: cookies[role] } });
        expect(response.statusCode).toBe(403);
      }
    }
  });

  it('downloads reservations_{date}.csv with every reservation and its payment position', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/export/reservations',
      headers: { cookie: cookies.admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="reservations_2026-05-04.csv"',
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header?.slice(0, 3)).toEqual(['Reference', 'Reservation ID', 'Guest']);
    expect(rows).toHaveLength(9);
    const completed = rows.find((row) => row[11] === '4500.99');
    expect(completed?.slice(10, 15)).toEqual(['Completed', '4500.99', '4500.99', '0.00', 'Paid']);
    const pending = rows.find((row) => row[11] === '1234.57');
    expect(pending?.slice(12, 15)).toEqual(['0.00', '1234.57', 'Unpaid']);
    expect(rows.find((row) => row[0] === injectionReference)?.[2]).toMatch(/^'=HYPERLINK/);
  });

  it('downloads revenue_report_{date}.csv by check-in month with a total row', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/export/revenue',
      headers: { cookie: cookies.admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="revenue_report_2026-05-04.csv"',
    );
    expect(parseCsv(response.body)).toEqual([
      ['Month', 'Reservations', 'Revenue', 'Confirmed Revenue', 'Pending Revenue'],
      ['2026-01', '2', '3234.67', '2000.10', '1234.57'],
      ['2026-02', '2', '4834.32', '4834.32', '0.00'],
      ['2026-03', '2', '10.11', '10.01', '0.10'],
      ['Total', '6', '8079.10', '6844.43', '1234.67'],
    ]);
  });
});

describe('an empty database', () => {
  it('reports zeros, all five statuses and no months', () => {
    expect(computeFigures([])).toEqual({
      totalCentavos: 0,
      confirmedCentavos: 0,
      pendingCentavos: 0,
      totalReservations: 0,
      statusBreakdown: { pending: 0, confirmed: 0, checked_in: 0, completed: 0, cancelled: 0 },
      months: [],
    });
  });
});
