// Figures for the front desk and the admin (spec section 3).
// docs/financial-report.md defines every figure: which statuses, which day decides the month, rounding.
import { z } from 'zod';
import { RESERVATION_STATUSES } from '../reservation-status';
import { calendarDay, money } from './common';

const count = z.number().int();

/**
 * The figures of one period (a month, a chosen range or all time). Two money figures are never mixed:
 * booked revenue is the value of the nights sold, cash collected is the money that came in.
 */
export const periodFiguresSchema = z
  .object({
    bookedRevenue: money.describe(
      'Value of what was sold in the period: each confirmed, checked-in, completed or no-show stay’s total spread over its nights, and each such day visit’s total on its day; roomRevenue + dayVisitRevenue',
    ),
    roomRevenue: money.describe('The part of bookedRevenue sold as stays (rooms), night by night'),
    dayVisitRevenue: money.describe(
      'The part of bookedRevenue sold as day visits (entrance fees and cottages), on the day of the visit',
    ),
    extraGuestCharges: money.describe(
      'Beside roomRevenue: the extra guests’ charges (beyond a room’s base occupancy) in the regular price of the sold stays, night by night; a senior citizen / PWD discount on a stay is not taken off them',
    ),
    addOnRevenue: money.describe(
      'The extras (add-ons: breakfast, transfers, tours) of the sold stays, spread over their nights like the stay; in bookedRevenue beside roomRevenue, never in it (bookedRevenue = roomRevenue + dayVisitRevenue + addOnRevenue)',
    ),
    vatExemptSales: money.describe(
      'Sales exempt from VAT in booked revenue: the senior citizen / PWD guests’ share of sold stays without VAT, before their 20% discount, night by night',
    ),
    seniorPwdDiscounts: money.describe(
      'Senior citizen / PWD discounts (20%) given on sold stays, night by night; booked revenue is after them',
    ),
    cashCollected: money.describe(
      'Verified payments minus refunds, by payment day (resort time); may be negative',
    ),
    paymentsReceived: money.describe('Verified payments (refunds not deducted), by payment day'),
    refunds: money.describe('Refunds paid back, by refund day'),
    pendingRevenue: money.describe(
      'Value of the nights of pending bookings and the days of pending day visits (not sold yet)',
    ),
    roomNightsSold: count.describe(
      'Nights of confirmed, checked-in, completed and no-show stays (day visits hold no room)',
    ),
    roomNightsAvailable: count.describe('Rooms × nights, each room until the day it was archived'),
    occupancyRate: z.number().describe('Room-nights sold / available × 100, one decimal'),
    adr: money.describe('Average daily rate: room revenue / room-nights sold'),
    revpar: money.describe('Revenue per available room: room revenue / room-nights available'),
    cancellations: count.describe('Bookings cancelled or expired in the period (by the day it happened)'),
    noShows: count.describe('No-show bookings whose check-in day is in the period'),
    outstandingBalances: money.describe(
      'What guests still owe today on confirmed, checked-in and completed stays checking in in the period (balances above zero; a cancelled, expired or no-show booking owes nothing)',
    ),
    refundsDue: money.describe('Money still to be paid back today on stays checking in in the period'),
    weatherMoves: count.describe('Stays the guest moved for free because of weather, by the day of the move'),
    weatherMovedValue: money.describe('What those moved stays total now (after the move)'),
    weatherCancellations: count.describe(
      'Bookings cancelled because of weather, by the day of the cancellation',
    ),
    weatherRefunds: money.describe(
      'Refunds paid back on bookings cancelled because of weather, by refund day',
    ),
    weatherRefundsDue: money.describe(
      'Money still to be paid back today on the bookings cancelled because of weather in the period',
    ),
  })
  .meta({ id: 'PeriodFigures' });

export const monthFiguresSchema = periodFiguresSchema
  .extend({
    month: z.string().describe("'YYYY-MM'"),
    from: calendarDay.describe('First day of the month inside the period'),
    to: calendarDay.describe('Last day of the month inside the period'),
  })
  .meta({ id: 'MonthFigures' });

const revenueByMonth = z
  .array(
    z.object({
      month: z.string().describe("'YYYY-MM'"),
      revenue: z.number().describe('Booked revenue of the month, in pesos'),
      cashCollected: z.number().describe('Cash collected in the month, in pesos'),
    }),
  )
  .describe('The chart: booked revenue and cash collected per month, in pesos, oldest first');

const period = z
  .object({ from: calendarDay, to: calendarDay })
  .nullable()
  .describe('The days the report covers (both included); all time = whole months with data; null when none');

/** The weather figures of a period no disruption touched (tests spread it into their expected figures). */
export const NO_WEATHER_FIGURES = {
  weatherMoves: 0,
  weatherMovedValue: '0.00',
  weatherCancellations: 0,
  weatherRefunds: '0.00',
  weatherRefundsDue: '0.00',
};

const EMPTY_FIGURES = {
  bookedRevenue: '0.00',
  roomRevenue: '0.00',
  dayVisitRevenue: '0.00',
  extraGuestCharges: '0.00',
  addOnRevenue: '0.00',
  vatExemptSales: '0.00',
  seniorPwdDiscounts: '0.00',
  cashCollected: '0.00',
  paymentsReceived: '0.00',
  refunds: '0.00',
  pendingRevenue: '0.00',
  roomNightsSold: 0,
  roomNightsAvailable: 0,
  occupancyRate: 0,
  adr: '0.00',
  revpar: '0.00',
  cancellations: 0,
  noShows: 0,
  outstandingBalances: '0.00',
  refundsDue: '0.00',
  ...NO_WEATHER_FIGURES,
};

// March 2025 of a 2-room resort: 20 of 62 room-nights sold for ₱84,000 and ₱6,000 of day visits;
// ₱60,500 came in, ₱2,700 went back.
const MARCH_FIGURES = {
  bookedRevenue: '90000.00',
  roomRevenue: '84000.00',
  dayVisitRevenue: '6000.00',
  extraGuestCharges: '0.00',
  addOnRevenue: '0.00',
  vatExemptSales: '5000.00',
  seniorPwdDiscounts: '1000.00',
  cashCollected: '57800.00',
  paymentsReceived: '60500.00',
  refunds: '2700.00',
  pendingRevenue: '9000.00',
  roomNightsSold: 20,
  roomNightsAvailable: 62,
  occupancyRate: 32.3,
  adr: '4200.00',
  revpar: '1354.84',
  cancellations: 1,
  noShows: 0,
  outstandingBalances: '31500.00',
  refundsDue: '0.00',
  weatherMoves: 1,
  weatherMovedValue: '9000.00',
  weatherCancellations: 0,
  weatherRefunds: '0.00',
  weatherRefundsDue: '0.00',
};

/** The report of a resort with no bookings yet: the second documented example, and what the API answers then. */
export const EMPTY_FINANCIAL_REPORT = {
  totalRevenue: '0.00',
  confirmedRevenue: '0.00',
  pendingRevenue: '0.00',
  totalReservations: 0,
  statusBreakdown: {
    pending: 0,
    confirmed: 0,
    checked_in: 0,
    completed: 0,
    cancelled: 0,
    expired: 0,
    no_show: 0,
  },
  revenueByMonth: [],
  period: null,
  figures: EMPTY_FIGURES,
  months: [],
  groups: { groupBookings: 0, roomsInGroups: 0 },
};

export const financialReportSchema = z
  .object({
    totalRevenue: money.describe(
      'Total Revenue (“All time revenue” when no range is given): the value of the period’s nights of every sold stay and days of every sold day visit (confirmed, checked in, completed, no-show); the same number as figures.bookedRevenue',
    ),
    confirmedRevenue: money.describe(
      'Confirmed Revenue (“Confirmed bookings”): the part of totalRevenue whose booking is confirmed now (not checked in yet), night by night',
    ),
    pendingRevenue: money.describe(
      'Pending Revenue (“Awaiting confirmation”): the value of pending bookings’ nights in the period (not in totalRevenue)',
    ),
    totalReservations: count.describe(
      'Total Reservations (“All bookings”): reservations with at least one night in the period, every status',
    ),
    statusBreakdown: z
      .record(z.enum(RESERVATION_STATUSES), count)
      .describe(
        'Those reservations per status: the spec’s five (pending, confirmed, checked_in, completed, cancelled), then expired and no_show; every key always present',
      ),
    revenueByMonth,
    period,
    figures: periodFiguresSchema,
    months: z.array(monthFiguresSchema).describe('The same figures for each month of the period'),
    groups: z
      .object({
        groupBookings: count.describe(
          'Group bookings (several rooms under one code) checking in in the period with at least one sold room',
        ),
        roomsInGroups: count.describe("Those groups' sold rooms (confirmed, checked in, completed, no-show)"),
      })
      .optional()
      .describe("Beside the spec's figures (docs/financial-report.md): the period's group bookings"),
  })
  .meta({
    id: 'FinancialReport',
    examples: [
      {
        totalRevenue: '90000.00',
        confirmedRevenue: '18000.00',
        pendingRevenue: '9000.00',
        totalReservations: 8,
        statusBreakdown: {
          pending: 1,
          confirmed: 2,
          checked_in: 1,
          completed: 3,
          cancelled: 1,
          expired: 0,
          no_show: 0,
        },
        revenueByMonth: [{ month: '2025-03', revenue: 90000, cashCollected: 57800 }],
        period: { from: '2025-03-01', to: '2025-03-31' },
        figures: MARCH_FIGURES,
        months: [{ month: '2025-03', from: '2025-03-01', to: '2025-03-31', ...MARCH_FIGURES }],
      },
      EMPTY_FINANCIAL_REPORT,
    ],
  });

export const adminStatsSchema = z
  .object({
    totalRevenue: money.describe(
      'Total Revenue (this month): booked revenue of the resort’s current calendar month, by night of stay',
    ),
    occupancyRate: z.number().describe('Room-nights sold this month / available, in percent, one decimal'),
    totalGuests: count.describe('Adults + kids of every booking not cancelled, expired or a no-show'),
    averageRating: z.number(),
    revenueByMonth,
    month: z.string().describe("This month, 'YYYY-MM'"),
    figures: periodFiguresSchema.describe('This month’s figures'),
  })
  .meta({
    id: 'AdminStats',
    examples: [
      {
        totalRevenue: '90000.00',
        occupancyRate: 32.3,
        totalGuests: 14,
        averageRating: 4.6,
        revenueByMonth: [{ month: '2025-03', revenue: 90000, cashCollected: 57800 }],
        month: '2025-03',
        figures: MARCH_FIGURES,
      },
    ],
  });

// (kept beside their schemas rather than in api-types.ts, which lists the answers of whole routes)
/** Booked revenue, cash collected and the hotel figures of one period (docs/financial-report.md). */
export type PeriodFiguresDto = z.infer<typeof periodFiguresSchema>;
export type MonthFiguresDto = z.infer<typeof monthFiguresSchema>;
