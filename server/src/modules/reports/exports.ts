// The CSV downloads (docs/financial-report.md, "The CSV files"): the financial report, the monthly figures
// (revenue report) and every reservation. Money is written "1234.56"; archived bookings are in every file.
import type { PeriodFiguresDto } from '@domain/api/reports';
import type { FinancialReportDto } from '@domain/api-types';
import { nightsBetween } from '@domain/dates';
import { refundDueCentavos } from '@domain/ledger';
import { toCentavos, toDecimalString } from '@domain/money';
import { summarizePayments } from '@domain/payment-status';
import { RESERVATION_STATUSES, STATUS_LABELS } from '@domain/reservation-status';
import type { ReportRange } from '@domain/schemas/reports';
import type { AppContext } from '../../lib/app-context';
import { type CsvCell, toCsv } from '../../lib/csv';
import { monthFigures, toFigures } from './figures';
import * as repo from './repository';
import {
  loadReport,
  type Report,
  type ReportOptions,
  reportOptions,
  reportToday,
  toReportDto,
} from './service';

/** One reservation's money: paid is verified payments minus refunds (the ledger's rule). */
const moneyOf = (row: repo.ReservationExportRow) => {
  const totalCentavos = toCentavos(row.totalAmount);
  const receivedCentavos = toCentavos(row.receivedAmount);
  const refundedCentavos = toCentavos(row.refundedAmount);
  const summary = summarizePayments(row.totalAmount, [
    { amount: toDecimalString(receivedCentavos), status: 'success' },
    ...(refundedCentavos
      ? [{ amount: toDecimalString(refundedCentavos), status: 'success', kind: 'refund' }]
      : []),
  ]);
  return {
    total: toDecimalString(totalCentavos),
    regular: toDecimalString(
      totalCentavos + toCentavos(row.vatExemptAmount) + toCentavos(row.discountAmount),
    ),
    received: toDecimalString(receivedCentavos),
    refunded: toDecimalString(refundedCentavos),
    paid: toDecimalString(summary.paidCentavos),
    balance: toDecimalString(summary.balanceCentavos),
    paymentStatus: summary.status,
    refundDue: toDecimalString(
      refundDueCentavos({ status: row.status, totalCentavos, paidCentavos: summary.paidCentavos }),
    ),
  };
};

/**
 * A money cell: "1234.56". A negative amount (cash collected in a month of refunds, an overpaid balance) is
 * written as a number, since a text cell starting with "-" is escaped as a possible formula.
 */
const money = (amount: string): CsvCell => (amount.startsWith('-') ? Number(amount) : amount);

const guestName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();
const statusLabel = (status: string) => STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status;
const archivedCell = (row: repo.ReservationExportRow) => (row.archivedAt ? 'Yes' : 'No');

/** What a reservation books, in the Kind column (a spreadsheet filters day visits by it). */
const KIND_CELL: Record<repo.ReservationExportRow['kind'], string> = { stay: 'Stay', day_visit: 'Day visit' };

/** Room-nights: a day visit's checkout is the day after its day, yet it holds no room's night. */
const nightsOf = (row: repo.ReservationExportRow) =>
  row.kind === 'stay' ? nightsBetween(row.checkin, row.checkout) : 0;

/** Why a booking moved or was refunded, for the reservations' Weather column. */
const WEATHER_CELL: Record<string, string> = {
  weather_moved: 'Moved because of weather',
  weather_cancelled: 'Cancelled because of weather (full refund due)',
};

type ReservationCell = (row: repo.ReservationExportRow, cash: ReturnType<typeof moneyOf>) => CsvCell;

/** Every column of the reservations export, in its order; the financial report shows some of them. */
const RESERVATION_COLUMNS = {
  Reference: (r) => r.referenceCode,
  'Reservation ID': (r) => r.id,
  Guest: (r) => guestName(r),
  Email: (r) => r.email,
  // empty for a day visit (Kind and Cottage say what it booked)
  Room: (r) => r.roomName ?? '',
  'Check-in': (r) => r.checkin,
  'Check-out': (r) => r.checkout,
  Nights: (r) => nightsOf(r),
  Adults: (r) => r.adults,
  Kids: (r) => r.kids,
  Status: (r) => statusLabel(r.status),
  Total: (_, cash) => money(cash.total),
  Paid: (_, cash) => money(cash.paid),
  Balance: (_, cash) => money(cash.balance),
  'Payment Status': (_, cash) => cash.paymentStatus,
  'Payment Method': (r) => r.paymentMethod,
  'Transaction ID': (r) => r.transactionId,
  'Special Requests': (r) => r.specialRequests,
  'Booked At': (r) => r.createdAt.toISOString(),
  'Payments Received': (_, cash) => money(cash.received),
  Refunds: (_, cash) => money(cash.refunded),
  'Refund Due': (_, cash) => money(cash.refundDue),
  Archived: (r) => archivedCell(r),
  'Senior/PWD Guests': (r) => r.discountGuests,
  'Regular Price': (_, cash) => money(cash.regular),
  'VAT-exempt Sales': (r) => money(toDecimalString(toCentavos(r.vatExemptSales))),
  'VAT Exemption': (r) => money(toDecimalString(toCentavos(r.vatExemptAmount))),
  'Senior/PWD Discount': (r) => money(toDecimalString(toCentavos(r.discountAmount))),
  // added last, like the discount's columns, so spreadsheets reading by position keep working
  Weather: (r) => WEATHER_CELL[r.weatherAction ?? ''] ?? '',
  Kind: (r) => KIND_CELL[r.kind],
  Cottage: (r) => r.cottageNames ?? '',
  Infants: (r) => r.infants,
  'Extra-guest Charges': (r) => money(toDecimalString(toCentavos(r.extraGuestAmount))),
  'Add-ons': (r) => money(toDecimalString(toCentavos(r.addOnAmount))),
} satisfies Record<string, ReservationCell>;

type ReservationColumn = keyof typeof RESERVATION_COLUMNS;

/** A header row of the given columns, then one row per reservation. */
const reservationTable = (columns: ReservationColumn[], rows: repo.ReservationExportRow[]): CsvCell[][] => [
  columns,
  ...rows.map((row) => {
    const cash = moneyOf(row);
    return columns.map((column) => RESERVATION_COLUMNS[column](row, cash));
  }),
];

/** The figures of one period in the columns of the monthly table. */
const FIGURE_COLUMNS: [string, (f: PeriodFiguresDto) => CsvCell][] = [
  ['Booked Revenue', (f) => money(f.bookedRevenue)],
  ['Cash Collected', (f) => money(f.cashCollected)],
  ['Payments Received', (f) => money(f.paymentsReceived)],
  ['Refunds', (f) => money(f.refunds)],
  ['Pending Revenue', (f) => money(f.pendingRevenue)],
  ['Room-nights Sold', (f) => f.roomNightsSold],
  ['Room-nights Available', (f) => f.roomNightsAvailable],
  ['Occupancy Rate (%)', (f) => f.occupancyRate.toFixed(1)],
  ['ADR', (f) => money(f.adr)],
  ['RevPAR', (f) => money(f.revpar)],
  ['Cancellations', (f) => f.cancellations],
  ['No-shows', (f) => f.noShows],
  ['Outstanding Balances', (f) => money(f.outstandingBalances)],
  ['Refunds Due', (f) => money(f.refundsDue)],
  // added after the older columns, so spreadsheets reading them by position keep working
  ['VAT-exempt Sales', (f) => money(f.vatExemptSales)],
  ['Senior/PWD Discounts', (f) => money(f.seniorPwdDiscounts)],
  ['Weather Moves', (f) => f.weatherMoves],
  ['Weather Moved Value', (f) => money(f.weatherMovedValue)],
  ['Weather Cancellations', (f) => f.weatherCancellations],
  ['Weather Refunds', (f) => money(f.weatherRefunds)],
  ['Weather Refunds Due', (f) => money(f.weatherRefundsDue)],
  ['Room Revenue', (f) => money(f.roomRevenue)],
  ['Day-use Revenue', (f) => money(f.dayVisitRevenue)],
  ['Extra-guest Charges', (f) => money(f.extraGuestCharges)],
  ['Add-ons', (f) => money(f.addOnRevenue)],
];

/** Month by month, then a Total row for the whole period (its ratios worked out from the sums). */
const monthlyTable = (report: Report): CsvCell[][] => {
  const dto = toReportDto(report);
  const figures = toFigures(report.result.total);
  return [
    ['Month', 'From', 'To', ...FIGURE_COLUMNS.map(([name]) => name)],
    ...report.result.months
      .map(monthFigures)
      .map((m) => [m.month, m.from, m.to, ...FIGURE_COLUMNS.map(([, cell]) => cell(m))]),
    [
      'Total',
      dto.period?.from ?? '',
      dto.period?.to ?? '',
      ...FIGURE_COLUMNS.map(([, cell]) => cell(figures)),
    ],
  ];
};

/** What the file covers, in words a spreadsheet keeps: "2026-01-01, 2026-03-31" or "All time". */
const periodRow = (report: Report, options: ReportOptions): CsvCell[] => {
  const dto = toReportDto(report);
  const label = options.range.from ? 'Period' : 'Period (all time)';
  return dto.period ? [label, dto.period.from, dto.period.to] : [label, 'no activity yet'];
};

/**
 * The financial report's figures: the spec's summary with the ledger's money figures, the hotel figures,
 * the senior / PWD sales, the weather's and the group bookings'.
 */
const figureRows = (dto: FinancialReportDto): CsvCell[][] => {
  const f = dto.figures;
  return [
    ['Summary'],
    // the spec's four figures, then the two money figures of the ledger beside them
    ['Total Revenue', money(dto.totalRevenue)],
    ['Confirmed Revenue', money(dto.confirmedRevenue)],
    ['Pending Revenue', money(dto.pendingRevenue)],
    ['Total Reservations', dto.totalReservations],
    ['Booked Revenue', money(f.bookedRevenue)],
    ['Room Revenue', money(f.roomRevenue)],
    ['Extra-guest Charges (in Room Revenue)', money(f.extraGuestCharges)],
    ['Day-use Revenue', money(f.dayVisitRevenue)],
    ['Add-ons (beside Room Revenue)', money(f.addOnRevenue)],
    ['Cash Collected', money(f.cashCollected)],
    [],
    ['Hotel Figures'],
    ['Payments Received', money(f.paymentsReceived)],
    ['Refunds', money(f.refunds)],
    ['Room-nights Sold', f.roomNightsSold],
    ['Room-nights Available', f.roomNightsAvailable],
    ['Occupancy Rate (%)', f.occupancyRate.toFixed(1)],
    ['ADR', money(f.adr)],
    ['RevPAR', money(f.revpar)],
    ['Cancellations', f.cancellations],
    ['No-shows', f.noShows],
    ['Outstanding Balances', money(f.outstandingBalances)],
    ['Refunds Due', money(f.refundsDue)],
    [],
    ['Senior Citizen and PWD Sales (RA 9994, RA 10754)'],
    ['VAT-exempt Sales', money(f.vatExemptSales)],
    ['Senior/PWD Discounts', money(f.seniorPwdDiscounts)],
    [],
    ['Weather (moved or cancelled by the guest because of a declared disruption)'],
    ['Weather Moves', f.weatherMoves],
    ['Weather Moved Value', money(f.weatherMovedValue)],
    ['Weather Cancellations', f.weatherCancellations],
    ['Weather Refunds', money(f.weatherRefunds)],
    ['Weather Refunds Due', money(f.weatherRefundsDue)],
    [],
    // beside the spec's figures, never in them: the period's group bookings (docs/financial-report.md)
    ['Group Bookings (several rooms under one code)'],
    ['Group Bookings', dto.groups?.groupBookings ?? 0],
    ['Rooms in Group Bookings', dto.groups?.roomsInGroups ?? 0],
    [],
  ];
};

/** The reservations table of the financial report: some of the export's columns. */
const REPORT_RESERVATION_COLUMNS: ReservationColumn[] = [
  'Reference',
  'Guest',
  'Email',
  'Room',
  'Check-in',
  'Check-out',
  'Status',
  'Total',
  'Paid',
  'Refunds',
  'Archived',
  'Weather',
  // at the end, as in the other files: a spreadsheet reading by position keeps working
  'Kind',
  'Cottage',
  'Extra-guest Charges',
  'Add-ons',
];

/** GET /api/export/financial-report: the summary, the hotel figures, the breakdown, the months, the stays. */
export const financialReportCsv = async (ctx: AppContext, range: ReportRange): Promise<string> => {
  const { db } = ctx.deps;
  const options = reportOptions(ctx, range);
  const report = await loadReport(db, options);
  const dto = toReportDto(report);
  // all time's window holds every night, so this is every reservation then
  const reservations = await repo.reservationsForExport(db, report.window ?? undefined);
  const rows: CsvCell[][] = [
    ['Casa Alon Beach Resort - Financial Report'],
    ['Generated on', reportToday(ctx)],
    periodRow(report, options),
    [],
    ...figureRows(dto),
    ['Reservation Status Breakdown'],
    ['Status', 'Count'],
    ...RESERVATION_STATUSES.map((status) => [STATUS_LABELS[status], dto.statusBreakdown[status]]),
    [],
    ['Monthly Figures (booked revenue by night of stay, cash by payment day)'],
    ...monthlyTable(report),
    [],
    ['Reservations'],
    ...reservationTable(REPORT_RESERVATION_COLUMNS, reservations),
  ];
  return toCsv(rows);
};

/** GET /api/admin/export/revenue: the monthly figures of the period and a Total row. */
export const revenueCsv = async (ctx: AppContext, range: ReportRange): Promise<string> =>
  toCsv(monthlyTable(await loadReport(ctx.deps.db, reportOptions(ctx, range))));

/** GET /api/admin/export/reservations: every reservation with its guest, stay or day visit, and money. */
export const reservationsCsv = async (ctx: AppContext): Promise<string> => {
  const columns = Object.keys(RESERVATION_COLUMNS) as ReservationColumn[];
  return toCsv(reservationTable(columns, await repo.reservationsForExport(ctx.deps.db)));
};
