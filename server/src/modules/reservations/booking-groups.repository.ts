// Drizzle queries of group bookings (several rooms booked together, docs/adr/0065): the group's rows
// written in one transaction, and the group's reads (by code, by idempotency key, its rooms locked).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { bookingGroups, payments, reservationEvents, reservations, rooms } from '../../db/schema';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../lib/errors';
import type { BookingSteps, NewBooking } from './booking.repository';
import type { ReservationRow } from './repository';

type Db = Database | Tx;

export type BookingGroupRow = typeof bookingGroups.$inferSelect;

/** A room of the group lost its nights to another booking: which one, so the refusal can name it. */
export class GroupRoomTaken extends Error {
  constructor(
    readonly index: number,
    override readonly cause: unknown,
  ) {
    super('A room of the group is taken');
  }
}

/**
 * The group's rows in one transaction: `check(tx)`, the group, then each room's reservation, down payment
 * and 'created' event in the order given (callers sort by room, so racing groups lock rooms in one order),
 * and `after(tx)`. An overlap on any room throws GroupRoomTaken and nothing is written.
 */
export const insertGroupBooking = (
  db: Database,
  booking: { group: typeof bookingGroups.$inferInsert & { id: string }; rooms: NewBooking[] },
  { check, after }: BookingSteps = {},
): Promise<ReservationRow[]> =>
  db.transaction(async (tx) => {
    await check?.(tx);
    await tx.insert(bookingGroups).values(booking.group);
    const written: ReservationRow[] = [];
    for (const [index, room] of booking.rooms.entries()) {
      try {
        written.push(
          onlyRow(await tx.insert(reservations).values(room.reservation).returning(), 'a group room insert'),
        );
      } catch (error) {
        if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw new GroupRoomTaken(index, error);
        throw error;
      }
      if (room.payment) await tx.insert(payments).values(room.payment);
      await tx.insert(reservationEvents).values(room.event);
    }
    await after?.(tx);
    return written;
  });

export const findGroupByCode = async (db: Db, code: string): Promise<BookingGroupRow | null> => {
  const [row] = await db.select().from(bookingGroups).where(eq(bookingGroups.referenceCode, code)).limit(1);
  return row ?? null;
};

export const findGroupById = async (db: Db, id: string): Promise<BookingGroupRow | null> => {
  const [row] = await db.select().from(bookingGroups).where(eq(bookingGroups.id, id)).limit(1);
  return row ?? null;
};

export const findGroupsByIds = (db: Db, ids: string[]): Promise<BookingGroupRow[]> =>
  ids.length ? db.select().from(bookingGroups).where(inArray(bookingGroups.id, ids)) : Promise.resolve([]);

export const findGroupIdByIdempotencyKey = async (db: Db, userId: string, key: string) => {
  const [row] = await db
    .select({ id: bookingGroups.id })
    .from(bookingGroups)
    .where(and(eq(bookingGroups.userId, userId), eq(bookingGroups.idempotencyKey, key)))
    .limit(1);
  return row?.id ?? null;
};

/** The group's rooms, locked until the transaction ends, in room order (every writer locks them alike). */
export const lockGroupRooms = (tx: Tx, groupId: string): Promise<ReservationRow[]> =>
  tx
    .select()
    .from(reservations)
    .where(eq(reservations.groupId, groupId))
    .orderBy(asc(reservations.id))
    .for('update');

/** The group's rooms' statuses and totals (no lock: a read for the desk's money checks). */
export const selectGroupRoomTotals = (db: Db, groupId: string) =>
  db
    .select({ id: reservations.id, status: reservations.status, totalAmount: reservations.totalAmount })
    .from(reservations)
    .where(eq(reservations.groupId, groupId))
    .orderBy(asc(reservations.id));

/** Each room of the groups with what was paid on it net of refunds (the groups' money, in one query). */
export const selectGroupsRoomMoney = (db: Db, groupIds: readonly string[]) =>
  groupIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          groupId: sql<string>`${reservations.groupId}`,
          status: reservations.status,
          totalAmount: reservations.totalAmount,
          paid: sql<string>`coalesce((select sum(case when ${payments.kind} = 'refund' then -${payments.amount} else ${payments.amount} end) from ${payments} where ${payments.reservationId} = ${reservations.id} and ${payments.status} = 'success'), 0)::text`,
        })
        .from(reservations)
        .where(inArray(reservations.groupId, [...groupIds]));

/**
 * Group bookings by code with only what quoting the code may reveal (as a reservation's): each room's
 * code, name, dates and status, in room-name order.
 */
export const findGroupsByCodes = async (db: Db, codes: readonly string[]) => {
  if (codes.length === 0) return [];
  const rows = await db
    .select({
      groupCode: bookingGroups.referenceCode,
      referenceCode: reservations.referenceCode,
      roomName: rooms.name,
      checkin: reservations.checkin,
      checkout: reservations.checkout,
      status: reservations.status,
    })
    .from(bookingGroups)
    .innerJoin(reservations, eq(reservations.groupId, bookingGroups.id))
    .leftJoin(rooms, eq(rooms.id, reservations.roomId))
    .where(inArray(bookingGroups.referenceCode, [...codes]))
    .orderBy(asc(rooms.name));
  const groups = new Map<
    string,
    { referenceCode: string; rooms: Omit<(typeof rows)[number], 'groupCode'>[] }
  >();
  for (const { groupCode, ...room } of rows) {
    const group = groups.get(groupCode) ?? { referenceCode: groupCode, rooms: [] };
    group.rooms.push(room);
    groups.set(groupCode, group);
  }
  return [...groups.values()];
};
