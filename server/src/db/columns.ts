// Column sets of `users` that several repositories select, so a person's name reads one way everywhere.
import { reservations, users } from './schema';

/** A user by name: a guest in a list, who acted in a history, who recorded an ID. */
export const nameColumns = { firstName: users.firstName, lastName: users.lastName };

/** The guest's name and email, as the reservation, payment, calendar and export lists show them. */
export const guestColumns = { ...nameColumns, email: users.email };

/** A booking as the desk's lists name it: its code, its nights and its status. */
export const stayColumns = {
  referenceCode: reservations.referenceCode,
  checkin: reservations.checkin,
  checkout: reservations.checkout,
  status: reservations.status,
};
