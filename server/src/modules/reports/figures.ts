// Booked revenue, cash collected and the hotel figures of a period, month by month (docs/financial-report.md
// defines each). The database sums per month in integer centavos; here the months are added up and the
// ratios worked out once, from the sums, so a period's ADR is never an average of monthly ADRs.
import type { MonthFiguresDto, PeriodFiguresDto } from '@domain/api/reports';
import { addDays } from '@domain/dates';
import { amountDueCentavos, refundDueCentavos } from '@domain/ledger';
import { toDecimalString } from '@domain/money';
import { RESERVATION_STATUSES, type ReservationStatus } from '@domain/reservation-status';
import type { Database } from '../../db/client';
import * as repo from './figures.repository';
import { type DayWindow, OWING_STATUSES } from './figures-sql.repository';
import { weatherByMonth } from './weather-figures.repository';

export type { DayWindow };

/** Every figure as an integer: centavos, nights or bookings. */
export type Totals = {
  /** Booked revenue: room revenue + day-use revenue. */
  bookedCentavos: number;
  /** The part of booked revenue sold as stays (nights of a room): ADR and RevPAR divide it. */
  roomCentavos: number;
  /** The part of booked revenue sold as day visits (entrance fees and cottages of their day). */
  dayVisitCentavos: number;
  /** Beside room revenue: the extra guests' charges in the regular price of the sold stays. */
  extraGuestCentavos: number;
  /** The extras (add-ons) of the sold stays: in booked revenue, beside room revenue and never in it. */
  addOnCentavos: number;
  /** The part of booked revenue whose booking is confirmed now (not checked in or finished yet). */
  confirmedCentavos: number;
  vatExemptSalesCentavos: number;
  discountCentavos: number;
  pendingCentavos: number;
  soldNights: number;
  availableNights: number;
  receivedCentavos: number;
  refundCentavos: number;
  cancellations: number;
  noShows: number;
  outstandingCentavos: number;
  refundDueCentavos: number;
  weatherMoves: number;
  weatherMovedCentavos: number;
  weatherCancellations: number;
  weatherRefundCentavos: number;
  weatherRefundDueCentavos: number;
};

const ZERO: Totals = {
  bookedCentavos: 0,
  roomCentavos: 0,
  dayVisitCentavos: 0,
  extraGuestCentavos: 0,
  addOnCentavos: 0,
  confirmedCentavos: 0,
  vatExemptSalesCentavos: 0,
  discountCentavos: 0,
  pendingCentavos: 0,
  soldNights: 0,
  availableNights: 0,
  receivedCentavos: 0,
  refundCentavos: 0,
  cancellations: 0,
  noShows: 0,
  outstandingCentavos: 0,
  refundDueCentavos: 0,
  weatherMoves: 0,
  weatherMovedCentavos: 0,
  weatherCancellations: 0,
  weatherRefundCentavos: 0,
  weatherRefundDueCentavos: 0,
};

export const addTotals = (a: Totals, b: Totals): Totals =>
  Object.fromEntries(
    Object.keys(ZERO).map((key) => [key, a[key as keyof Totals] + b[key as keyof Totals]]),
  ) as Totals;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Centavos per night, rounded half up to the centavo; 0 when there are no nights. */
const perNight = (centavos: number, nights: number) => (nights > 0 ? Math.round(centavos / nights) : 0);

/** The ratios, from the sums; ADR and RevPAR are of rooms: stays' revenue over room-nights. */
export const toFigures = (t: Totals): PeriodFiguresDto => ({
  bookedRevenue: toDecimalString(t.bookedCentavos),
  roomRevenue: toDecimalString(t.roomCentavos),
  dayVisitRevenue: toDecimalString(t.dayVisitCentavos),
  extraGuestCharges: toDecimalString(t.extraGuestCentavos),
  addOnRevenue: toDecimalString(t.addOnCentavos),
  vatExemptSales: toDecimalString(t.vatExemptSalesCentavos),
  seniorPwdDiscounts: toDecimalString(t.discountCentavos),
  cashCollected: toDecimalString(t.receivedCentavos - t.refundCentavos),
  paymentsReceived: toDecimalString(t.receivedCentavos),
  refunds: toDecimalString(t.refundCentavos),
  pendingRevenue: toDecimalString(t.pendingCentavos),
  roomNightsSold: t.soldNights,
  roomNightsAvailable: t.availableNights,
  occupancyRate: t.availableNights > 0 ? oneDecimal((t.soldNights / t.availableNights) * 100) : 0,
  adr: toDecimalString(perNight(t.roomCentavos, t.soldNights)),
  revpar: toDecimalString(perNight(t.roomCentavos, t.availableNights)),
  cancellations: t.cancellations,
  noShows: t.noShows,
  outstandingBalances: toDecimalString(t.outstandingCentavos),
  refundsDue: toDecimalString(t.refundDueCentavos),
  weatherMoves: t.weatherMoves,
  weatherMovedValue: toDecimalString(t.weatherMovedCentavos),
  weatherCancellations: t.weatherCancellations,
  weatherRefunds: toDecimalString(t.weatherRefundCentavos),
  weatherRefundsDue: toDecimalString(t.weatherRefundDueCentavos),
});

export type MonthSlice = { month: string; from: string; end: string };

/** The calendar months of a window, each clipped to it ('2026-01-15'..'2026-02-10' gives two slices). */
export const monthSlices = (window: DayWindow): MonthSlice[] => {
  const slices: MonthSlice[] = [];
  let from = window.from;
  while (from < window.end) {
    const [year, month] = from.split('-').map(Number) as [number, number];
    const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
    const end = next < window.end ? next : window.end;
    slices.push({ month: from.slice(0, 7), from, end });
    from = end;
  }
  return slices;
};

/** Whole calendar months from the month of `first` to the month of `last`, as a window. */
export const wholeMonths = (first: string, last: string): DayWindow => {
  const [year, month] = last.split('-').map(Number) as [number, number];
  return {
    from: `${first.slice(0, 7)}-01`,
    end: new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10),
  };
};

const emptyBreakdown = () =>
  Object.fromEntries(RESERVATION_STATUSES.map((status) => [status, 0])) as Record<ReservationStatus, number>;

export type PeriodResult = {
  total: Totals;
  months: (MonthSlice & { totals: Totals })[];
  statusBreakdown: Record<ReservationStatus, number>;
};

/** Nothing at all: an empty database's all time. */
export const emptyPeriod = (): PeriodResult => ({
  total: ZERO,
  months: [],
  statusBreakdown: emptyBreakdown(),
});

const cents = (text: string | null | undefined) => (text ? Number(text) : 0);

/**
 * A month's sold or pending value of one status and kind. Both kinds make booked, confirmed and pending
 * revenue alike; only a stay's nights are room-nights (a day visit holds no room).
 */
const soldOrPending = (row: repo.StayMonthRow): Partial<Totals> => {
  const value = cents(row.cents);
  if (row.status === 'pending') return { pendingCentavos: value };
  const stay = row.kind === 'stay';
  const addOns = stay ? cents(row.addOnCents) : 0;
  return {
    bookedCentavos: value,
    // the extras are sold with the room but are not its revenue: ADR and RevPAR stay the rooms'
    roomCentavos: stay ? value - addOns : 0,
    addOnCentavos: addOns,
    dayVisitCentavos: stay ? 0 : value,
    extraGuestCentavos: stay ? cents(row.extraGuestCents) : 0,
    confirmedCentavos: row.status === 'confirmed' ? value : 0,
    vatExemptSalesCentavos: cents(row.vatExemptSalesCents),
    discountCentavos: cents(row.discountCents),
    soldNights: stay ? row.nights : 0,
  };
};

/** Loads every figure of a window, per month. */
export const loadPeriod = async (db: Database, window: DayWindow, tz: string): Promise<PeriodResult> => {
  const [stays, available, paid, cancelled, noShows, open, statuses, weather] = await Promise.all([
    repo.stayNightsByMonth(db, window),
    repo.availableNightsByMonth(db, window, tz),
    repo.paymentsByMonth(db, window, tz),
    repo.cancellationsByMonth(db, window, tz),
    repo.noShowsByMonth(db, window),
    repo.openMoneyByCheckin(db, window),
    repo.statusCounts(db, window),
    weatherByMonth(db, window, tz),
  ]);

  const byMonth = new Map(monthSlices(window).map((slice) => [slice.month, { ...ZERO }]));
  const add = (month: string, values: Partial<Totals>) => {
    const totals = byMonth.get(month);
    if (!totals) return;
    for (const [key, value] of Object.entries(values)) totals[key as keyof Totals] += value ?? 0;
  };

  for (const row of stays) add(row.month, soldOrPending(row));
  for (const row of available) add(row.month, { availableNights: row.count });
  for (const row of paid)
    add(row.month, { receivedCentavos: cents(row.receivedCents), refundCentavos: cents(row.refundCents) });
  for (const row of cancelled) add(row.month, { cancellations: row.count });
  for (const row of noShows) add(row.month, { noShows: row.count });
  for (const row of open) {
    const totalCentavos = cents(row.totalCents);
    const paidCentavos = cents(row.paidCents);
    add(row.month, {
      outstandingCentavos: OWING_STATUSES.includes(row.status)
        ? amountDueCentavos({ status: row.status, totalCentavos, paidCentavos })
        : 0,
      refundDueCentavos: refundDueCentavos({ status: row.status, totalCentavos, paidCentavos }),
    });
  }

  for (const row of weather)
    add(row.month, {
      weatherMoves: row.moves,
      weatherMovedCentavos: cents(row.movedCents),
      weatherCancellations: row.cancellations,
      weatherRefundCentavos: cents(row.refundCents),
      weatherRefundDueCentavos: cents(row.refundDueCents),
    });

  const statusBreakdown = emptyBreakdown();
  for (const row of statuses) statusBreakdown[row.status] += row.count;

  const months = monthSlices(window).map((slice) => ({ ...slice, totals: byMonth.get(slice.month) ?? ZERO }));
  return { total: months.reduce((sum, m) => addTotals(sum, m.totals), ZERO), months, statusBreakdown };
};

export const monthFigures = (month: PeriodResult['months'][number]): MonthFiguresDto => ({
  month: month.month,
  from: month.from,
  to: addDays(month.end, -1),
  ...toFigures(month.totals),
});
