// Helpers for the guest journeys: signed-in pages without a sign-in round trip (the session cookie
// that POST /api/signup set), free rooms and unused dates, customer calls through the API, and the
// front desk's moves (confirm, check in, check out) done by the run's admin through the API.
import { randomInt } from 'node:crypto';
import type { ReservationDto, RoomDto } from '@domain/api-types';
import { REFERENCE_ALPHABET } from '@domain/constants';
import { addDays, todayIn } from '@domain/dates';
import type { signUp } from '../support/accounts';
import { adminSession, bookThroughApi, call, DESK_MOVE_BODY, listRooms } from '../support/api';
import { pageWithSession, type ViewportName } from '../support/browser';

// the shared piece the journeys reach through this file
export { logInHere } from '../support/accounts';
export { bookThroughApi } from '../support/api';

export type Customer = Awaited<ReturnType<typeof signUp>>;

/** 8 characters of the look-alike-free alphabet (ARCHITECTURE: referenceCode). */
export const REFERENCE_CODE = new RegExp(`^[${REFERENCE_ALPHABET}]{8}$`);

/** The resort's today (the browser contexts run in Asia/Manila too). */
export const resortToday = () => todayIn();

/**
 * A stay `nights` long starting somewhere in [fromDay, fromDay + spread) days ahead, drawn at random
 * so files, tests and reruns against a long-lived server do not reach for the same nights.
 */
export const randomStay = (options: { fromDay?: number; spread?: number; nights?: number } = {}) => {
  const checkin = addDays(resortToday(), (options.fromDay ?? 30) + randomInt(options.spread ?? 30));
  return { checkin, checkout: addDays(checkin, options.nights ?? 2) };
};

/** A bookable room free for every night of the stay (the API's own availability search), at random. */
export const freeRoom = async (stay: { checkin: string; checkout: string }): Promise<RoomDto> => {
  const rooms = await listRooms(`checkin=${stay.checkin}&checkout=${stay.checkout}`);
  const room = rooms[randomInt(Math.max(rooms.length, 1))];
  if (!room) throw new Error(`No room is free from ${stay.checkin} to ${stay.checkout}`);
  return room;
};

/** A random stay (see randomStay) and a room free for every night of it. */
export const stayInFreeRoom = async (options: Parameters<typeof randomStay>[0]) => {
  const stay = randomStay(options);
  return { stay, room: await freeRoom(stay) };
};

/** The customer's booking, made through the API, of a room free for every night of the stay. */
export const bookFreeRoom = async (customer: Customer, stay: { checkin: string; checkout: string }) =>
  bookThroughApi(customer, { roomId: (await freeRoom(stay)).id, ...stay });

/** A page whose browser context carries the customer's session: no sign-in request, no rate limit. */
export const signedInPage = (customer: Customer, options: { viewport?: ViewportName } = {}) =>
  pageWithSession(customer.cookie, { ...options, owner: customer.email });

export const myReservations = (customer: Customer) =>
  call<ReservationDto[]>('GET', '/api/user/reservations', customer.cookie);

/** The front desk's moves (spec section 7, Receptionist), as the admin. */
export const frontDesk = async (reservationId: string, action: 'confirm' | 'checkin' | 'checkout') =>
  call<ReservationDto>(
    'PATCH',
    `/api/receptionist/reservations/${reservationId}/${action}`,
    await adminSession(),
    DESK_MOVE_BODY[action],
  );

/** Every reservation as the front desk sees it. */
export const frontDeskReservations = async () =>
  call<ReservationDto[]>('GET', '/api/receptionist/reservations', await adminSession());
