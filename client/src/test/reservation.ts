// A reservation as the API sends it, for the tests of the dashboard's and the front desk's views: the
// API reference's example (a confirmed, partly paid stay) moved to a two-night stay from 2026-03-10.
// Each one gets its own id; `overrides` set what a test is about.

import { dayVisitExample, reservationExample } from '@domain/api/reservations';
import type { ReservationDto } from '@domain/api-types';

/** The day aReservation checks in: today in the tests of the front desk's views. */
export const TODAY = '2026-03-10';

let made = 0;

export const aReservation = (overrides: Partial<ReservationDto> = {}): ReservationDto => {
  made += 1;
  return {
    ...reservationExample,
    id: `3f2a9c1b-0000-4000-8000-${String(made).padStart(12, '0')}`,
    referenceCode: 'ABCD2345',
    roomId: 'room-1',
    room: { name: 'Ocean View Suite', imagePath: null },
    user: { firstName: 'María', lastName: 'Santos', email: 'maria@example.com' },
    checkin: '2026-03-10',
    checkout: '2026-03-12',
    kids: 1,
    specialRequests: '',
    transactionId: 'GC-1',
    createdAt: '2026-03-01T00:00:00.000Z',
    paidAmount: '2700.00',
    balance: '6300.00',
    amountDue: '6300.00',
    downPaymentAmount: '0.00',
    payments: [],
    ...overrides,
  };
};

/** A day visit as the API sends it (dayVisitExample: 2 adults, 1 child, 1 infant, the Bamboo Cabana). */
export const aDayVisit = (overrides: Partial<ReservationDto> = {}): ReservationDto => {
  made += 1;
  return {
    ...dayVisitExample,
    id: `3f2a9c1b-0000-4000-9000-${String(made).padStart(12, '0')}`,
    checkin: '2026-03-14',
    checkout: '2026-03-15',
    createdAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
};
