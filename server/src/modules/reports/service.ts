// The financial report's figures (docs/financial-report.md defines them) and the CSV files built on them.
// Everything is added up in integer centavos and written out as "1234.56".
import type { FinancialReportDto } from '@domain/api-types';
import { nightsBetween } from '@domain/dates';
import { toCentavos, toDecimalString } from '@domain/money';
import { summarizePayments } from '@domain/payment-status';
import { RESERVATION_STATUSES, type ReservationStatus, STATUS_LABELS } from '@domain/reservation-status';
import type { Database } from '../../db/client';
import { type CsvCell, toCsv } from '../../lib/csv';
import * as repo from './repository';

/** Bookings whose money counts as confirmed: the guest was confirmed, is staying or has stayed. */
const CONFIRMED_REVENUE_STATUSES: readonly string[] = ['confirmed', 'checked_in', 'completed'];

type MonthTotals = {
  month: string;
  reservations: number;
  revenueCentavos: number;
  confirmedCentavos: number;
  pendingCentavos: number;
};

type Figures = {
  totalCentavos: number;
  confirmedCentavos: number;
  pendingCentavos: number;
  totalReservations: number;
  statusBreakdown: Record<ReservationStatus, number>;
  /** Months with at least one reservation that is not cancelled, ascending. */
  months: MonthTotals[];
};

/** Folds the per-month, per-status rows into the report's figures. */
export const computeFigures = (rows: readonly repo.MonthStatusRow[]): Figures => {
  const statusBreakdown = Object.fromEntries(RESERVATION_STATUSES.map((s) => [s, 0])) as Record<
    ReservationStatus,
    number
  >;
  const months = new Map<string, MonthTotals>();
  let totalCentavos = 0;
  let confirmedCentavos = 0;
  let pendingCentavos = 0;
  let totalReservations = 0;

  for (const row of rows) {
    const cents = toCentavos(row.total);
    totalReservations += row.count;
    statusBreakdown[row.status] += row.count;
    if (row.status === 'cancelled') continue;

    totalCentavos += cents;
    const confirmed = CONFIRMED_REVENUE_STATUSES.includes(row.status) ? cents : 0;
    const pending = row.status === 'pending' ? cents : 0;
    confirmedCentavos += confirmed;
    pendingCentavos += pending;

    const month = months.get(row.month) ?? {
      month: row.month,
      reservations: 0,
      revenueCentavos: 0,
      confirmedCentavos: 0,
      pendingCentavos: 0,
    };
    month.reservations += row.count;
    month.revenueCentavos += cents;
    month.confirmedCentavos += confirmed;
    month.pendingCentavos += pending;
    months.set(row.month, month);
  }

  return {
    totalCentavos,
    confirmedCentavos,
    pendingCentavos,
    totalReservations,
    statusBreakdown,
    months: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)),
  };
};

/** "0" or "4500.5" (a numeric sum) -> "0.00" / "4500.50". */
const money = (value: string) => toDecimalString(toCentavos(value));

/** The export rows with money written the API's way. */
const loadReservations = async (db: Database) =>
  (await repo.reservationsForExport(db)).map((row) => ({
    ...row,
    totalAmount: money(row.totalAmount),
    paidAmount: money(row.paidAmount),
  }));

const loadFigures = async (db: Database) => computeFigures(await repo.totalsByMonthAndStatus(db));

const toDto = (figures: Figures): FinancialReportDto => ({
  totalRevenue: toDecimalString(figures.totalCentavos),
  confirmedRevenue: toDecimalString(figures.confirmedCentavos),
  pendingRevenue: toDecimalString(figures.pendingCentavos),
  totalReservations: figures.totalReservations,
  statusBreakdown: figures.statusBreakdown,
  // the chart wants numbers; pesos with centavos, e.g. 12345.67
  revenueByMonth: figures.months.map((m) => ({
    month: m.month,
    revenue: Number(toDecimalString(m.revenueCentavos)),
  })),
});

export const financialReport = async (db: Database): Promise<FinancialReportDto> =>
  toDto(await loadFigures(db));

const guestName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

/** GET /api/export/financial-report: the report's figures, then one row per reservation. */
export const financialReportCsv = async (db: Database, today: string): Promise<string> => {
  const [figures, reservations] = await Promise.all([loadFigures(db), loadReservations(db)]);
  const rows: CsvCell[][] = [
    ['Casa Alon Beach Resort - Financial Report'],
    ['Generated on', today],
    [],
    ['Summary'],
    ['Total Revenue', toDecimalString(figures.totalCentavos)],
    ['Confirmed Revenue', toDecimalString(figures.confirmedCentavos)],
    ['Pending Revenue', toDecimalString(figures.pendingCentavos)],
    ['Total Reservations', figures.totalReservations],
    [],
    ['Reservation Status Breakdown'],
    ['Status', 'Count'],
    ...RESERVATION_STATUSES.map((status) => [STATUS_LABELS[status], figures.statusBreakdown[status]]),
    [],
    ['Monthly Revenue (by check-in month)'],
    ['Month', 'Revenue'],
    ...figures.months.map((m) => [m.month, toDecimalString(m.revenueCentavos)]),
    [],
    ['Reservations'],
    ['Reference', 'Guest', 'Email', 'Room', 'Check-in', 'Check-out', 'Status', 'Total', 'Paid'],
    ...reservations.map((r) => [
      r.referenceCode,
      guestName(r),
      r.email,
      r.roomName,
      r.checkin,
      r.checkout,
      STATUS_LABELS[r.status] ?? r.status,
      r.totalAmount,
      r.paidAmount,
    ]),
  ];
  return toCsv(rows);
};

/** GET /api/admin/export/reservations: every reservation with its guest, stay and payment position. */
export const reservationsCsv = async (db: Database): Promise<string> => {
  const reservations = await loadReservations(db);
  const rows: CsvCell[][] = [
    [
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
    ],
    ...reservations.map((r) => {
      const summary = summarizePayments(r.totalAmount, [{ amount: r.paidAmount, status: 'success' }]);
      return [
        r.referenceCode,
        r.id,
        guestName(r),
        r.email,
        r.roomName,
        r.checkin,
        r.checkout,
        nightsBetween(r.checkin, r.checkout),
        r.adults,
        r.kids,
        STATUS_LABELS[r.status] ?? r.status,
        r.totalAmount,
        r.paidAmount,
        toDecimalString(summary.balanceCentavos),
        summary.status,
        r.paymentMethod,
        r.transactionId,
        r.specialRequests,
        r.createdAt.toISOString(),
      ];
    }),
  ];
  return toCsv(rows);
};

/** GET /api/admin/export/revenue: revenue per check-in month (cancelled bookings left out) and the totals. */
export const revenueCsv = async (db: Database): Promise<string> => {
  const figures = await loadFigures(db);
  const reservations = figures.months.reduce((sum, m) => sum + m.reservations, 0);
  const rows: CsvCell[][] = [
    ['Month', 'Reservations', 'Revenue', 'Confirmed Revenue', 'Pending Revenue'],
    ...figures.months.map((m) => [
      m.month,
      m.reservations,
      toDecimalString(m.revenueCentavos),
      toDecimalString(m.confirmedCentavos),
      toDecimalString(m.pendingCentavos),
    ]),
    [
      'Total',
      reservations,
      toDecimalString(figures.totalCentavos),
      toDecimalString(figures.confirmedCentavos),
      toDecimalString(figures.pendingCentavos),
    ],
  ];
  return toCsv(rows);
};
