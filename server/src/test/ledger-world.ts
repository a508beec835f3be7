// The ledger tests' world: an app on a movable clock (noon of 2026-06-10 in Manila), a desk clerk and
// the guest Lina Santos signed in, and stays of hers each in a room of its own.
import type { ReservationDto } from '@domain/api-types';
import { addDays } from '@domain/dates';
import { createReservationRow, createRoom, signInDeskAndGuest, storedReservations } from './factories';
import { callerOf } from './http';
import { createTestApp } from './test-app';

export const TODAY = '2026-06-10';

export const hours = (n: number) => n * 3_600_000;

export const openLedgerWorld = async () => {
  /** The resort's clock: a test moves it by setting `clock.now`. */
  const clock = { now: new Date('2026-06-10T04:00:00Z') };
  const test = await createTestApp({ now: () => clock.now });
  const { app, db, sentMail } = test;
  const {
    desk: { cookie: desk },
    guest: { user: guest, cookie: guestCookie },
  } = await signInDeskAndGuest(app, { firstName: 'Lina', lastName: 'Santos' });
  const call = callerOf(app);

  /** A stay of the guest in a room of its own: ₱9,000 for 2 nights from `checkin` (default in 5 days). */
  const newStay = async (options: Partial<Parameters<typeof createReservationRow>[1]> = {}) => {
    const room = await createRoom(db, { basePrice: '4500.00' });
    const checkin = options.checkin ?? addDays(TODAY, 5);
    return createReservationRow(db, {
      userId: guest.id,
      roomId: room.id,
      checkin,
      checkout: addDays(checkin, 2),
      totalAmount: '9000.00',
      ...options,
    });
  };

  const staffList = async () =>
    (await call('GET', '/api/receptionist/reservations', desk)).json<ReservationDto[]>();
  const mailsTo = (email: string) => sentMail.filter((mail) => mail.to === email);

  return {
    ...test,
    ...storedReservations(db),
    clock,
    desk,
    guest,
    guestCookie,
    call,
    newStay,
    staffList,
    mailsTo,
  };
};
