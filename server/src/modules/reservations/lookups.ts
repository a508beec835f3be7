// Small reads other modules need about a reservation, without its payments or history.
import type { ReservationKind } from '@domain/day-visits';
import { isUuid } from '@domain/ids';
import type { Database } from '../../db/client';
import { findGroupsByCodes as groupsByCodes } from './booking-groups.repository';
import * as lists from './lists.repository';
import * as repo from './repository';

/** Who holds a reservation and where it stands (a review is for the owner of a completed stay). */
export const findReservationSummary = async (
  db: Database,
  id: string,
): Promise<{ id: string; userId: string; status: string; kind: ReservationKind } | null> => {
  const row = isUuid(id) ? await repo.findReservation(db, id) : null;
  return row ? { id: row.id, userId: row.userId, status: row.status, kind: row.kind } : null;
};

/** Reservations by reference code with only what quoting the code may reveal: room name, dates, status. */
export const findReservationsByCodes = (db: Database, codes: readonly string[]) =>
  lists.findReservationsByCodes(db, codes);

/** Group bookings by code, each room with only what quoting a code may reveal: its code, room name, dates, status. */
export const findGroupsByCodes = (db: Database, codes: readonly string[]) => groupsByCodes(db, codes);
