// The discount tests' shared set-up: a test app on 2026-06-10 (noon in Manila), a front-desk clerk and
// a guest signed in, a room whose price makes docs/pricing.md's examples, and a reservation's money lines.
import type { ReservationDto } from '@domain/api-types';
import { createRoom, signInDeskAndGuest, storedReservations } from '../../test/factories';
import { callerOf } from '../../test/http';
import { createTestApp } from '../../test/test-app';

export const money = (r: ReservationDto) => ({
  regularAmount: r.regularAmount,
  vatExemptSales: r.vatExemptSales,
  vatExemptAmount: r.vatExemptAmount,
  discountAmount: r.discountAmount,
  totalAmount: r.totalAmount,
  vatIncludedAmount: r.vatIncludedAmount,
});

/** A fresh test app for one test file, with the desk and the guest signed in. */
export const discountTestApp = async () => {
  const { app, db } = await createTestApp({ now: () => new Date('2026-06-10T04:00:00Z') });
  const { desk, guest } = await signInDeskAndGuest(app, { firstName: 'Lola', lastName: 'Cruz' });
  /** A 5,600-peso room for up to 4 guests, so the examples of docs/pricing.md can be checked by hand. */
  const room5600 = () => createRoom(db, { basePrice: '5600.00', maxAdults: 4, maxKids: 2, maxOccupancy: 4 });
  return { app, db, ...storedReservations(db), call: callerOf(app), desk, guest, room5600 };
};
