// The name and one-line definition of every figure, as the report, the admin cards and their tooltips say
// it (docs/financial-report.md has the full rules). One place, so the two screens never word a figure
// differently.

import type { PeriodFiguresDto } from '@domain/api/reports';
import { REPORTS_ENGLISH } from '../messages';

export type FigureKey = keyof PeriodFiguresDto | 'totalRevenue' | 'confirmedRevenue' | 'totalReservations';

export const FIGURE_TEXT: Record<FigureKey, { label: string; definition: string }> = {
  // the spec's four summary cards, with its exact captions (docs/financial-report.md defines each)
  totalRevenue: { label: 'Total Revenue', definition: 'All time revenue' },
  confirmedRevenue: { label: 'Confirmed Revenue', definition: 'Confirmed bookings' },
  bookedRevenue: {
    label: 'Booked Revenue',
    definition:
      'Value of the nights and day visits sold (confirmed, checked-in, completed, no-show), night by night',
  },
  // booked revenue's two parts, also shown in Filipino (messages.ts): their English is written there once
  roomRevenue: REPORTS_ENGLISH.figures.roomRevenue,
  dayVisitRevenue: REPORTS_ENGLISH.figures.dayVisitRevenue,
  extraGuestCharges: REPORTS_ENGLISH.figures.extraGuestCharges,
  addOnRevenue: REPORTS_ENGLISH.figures.addOnRevenue,
  cashCollected: {
    label: 'Cash Collected',
    definition: 'Verified payments minus refunds, by payment day',
  },
  vatExemptSales: {
    label: 'VAT-exempt Sales',
    definition: 'Senior citizen / PWD share of sold nights, without VAT, before their discount',
  },
  seniorPwdDiscounts: {
    label: 'Senior/PWD Discounts',
    definition: '20% senior citizen / PWD discounts on sold nights (booked revenue is after them)',
  },
  paymentsReceived: { label: 'Payments Received', definition: 'Verified payments, before refunds' },
  refunds: { label: 'Refunds', definition: 'Money paid back to guests, by refund day' },
  pendingRevenue: { label: 'Pending Revenue', definition: 'Awaiting confirmation' },
  roomNightsSold: {
    label: 'Room-nights Sold',
    definition: 'Nights of sold stays, of the room-nights available',
  },
  roomNightsAvailable: {
    label: 'Room-nights Available',
    definition: 'Rooms × nights, each room until it was archived',
  },
  occupancyRate: { label: 'Occupancy Rate', definition: 'Room-nights sold ÷ room-nights available' },
  adr: { label: 'ADR', definition: 'Average daily rate: room revenue ÷ room-nights sold' },
  revpar: {
    label: 'RevPAR',
    definition: 'Revenue per available room: room revenue ÷ room-nights available',
  },
  cancellations: { label: 'Cancellations', definition: 'Cancelled or expired, on the day it happened' },
  noShows: { label: 'No-shows', definition: 'Guests who never arrived, by check-in day' },
  outstandingBalances: {
    label: 'Outstanding Balances',
    definition:
      'Still owed today on stays checking in in the period (never a cancelled, expired or no-show one)',
  },
  refundsDue: {
    label: 'Refunds Due',
    definition: 'Still to pay back today on stays checking in in the period',
  },
  weatherMoves: {
    label: 'Weather Moves',
    definition: 'Stays guests moved for free because of a declared weather disruption, by day of the move',
  },
  weatherMovedValue: {
    label: 'Weather Moved Value',
    definition: 'What the stays moved for weather total now',
  },
  weatherCancellations: {
    label: 'Weather Cancellations',
    definition: 'Bookings cancelled because of weather (full refund due), by day of the cancellation',
  },
  weatherRefunds: {
    label: 'Weather Refunds',
    definition: 'Refunds paid on bookings cancelled because of weather, by refund day',
  },
  weatherRefundsDue: {
    label: 'Weather Refunds Due',
    definition: 'Still to pay back today on the bookings cancelled because of weather in the period',
  },
  totalReservations: { label: 'Total Reservations', definition: 'All bookings' },
};
