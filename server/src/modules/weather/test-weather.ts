// The weather tests' shared set-up: a test app on the resort's clock (noon of 2026-06-10 in Manila), the
// desk, a guest and another customer signed in, and the calls the tests make.
import { expect } from 'vitest';
import {
  createReservationRow,
  createRoom,
  createSignedInUser,
  signInDeskAndGuest,
} from '../../test/factories';
import { reservationTestApp } from '../../test/reservation-test-app';

/** A refusal: its status and the message the guest or the desk reads. */
export const expectRefusal = (
  response: { statusCode: number; json: () => { message: string } },
  status: number,
  message: string,
) => {
  expect(response.statusCode).toBe(status);
  expect(response.json().message).toBe(message);
};

/** A fresh test app for one test file, with its people signed in. */
export const weatherTestApp = async () => {
  const world = await reservationTestApp({ now: () => new Date('2026-06-10T04:00:00Z') });
  const { app, db, call } = world;

  const {
    desk: { cookie: desk },
    guest: { user: guest, cookie: guestCookie },
  } = await signInDeskAndGuest(app, { firstName: 'Lina' });
  const otherCookie = (await createSignedInUser(app)).cookie;

  const declare = (startDate: string, endDate: string, note = 'PAGASA TCWS No. 2 for La Union') =>
    call('POST', '/api/receptionist/weather-disruptions', desk, { startDate, endDate, note });

  /** The guest's ₱9,000 stay of 2 nights in a ₱4,500 room, ₱2,700 paid. */
  const stayOn = async (checkin: string, checkout: string, room?: { id: string }) => {
    const roomId = room?.id ?? (await createRoom(db, { basePrice: '4500.00' })).id;
    return createReservationRow(db, {
      userId: guest.id,
      roomId,
      checkin,
      checkout,
      totalAmount: '9000.00',
      status: 'confirmed',
      payments: [{ amount: '2700.00', kind: 'down_payment' }],
    });
  };

  const move = (id: string, body: object, cookie = guestCookie) =>
    call('POST', `/api/reservations/${id}/weather-move`, cookie, body);

  return { ...world, desk, guest, guestCookie, otherCookie, declare, stayOn, move };
};
