// Drizzle queries for payments. No rules here.
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, reservations, rooms } from '../../db/schema';

/** A guest's payments with the booking's reference code and room name, newest first. */
export const selectUserPayments = (db: Database, userId: string) =>
  db
    .select({ payment: payments, referenceCode: reservations.referenceCode, roomName: rooms.name })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .innerJoin(rooms, eq(rooms.id, reservations.roomId))
    .where(eq(reservations.userId, userId))
    .orderBy(desc(payments.paymentDate));

export const selectRoomName = async (db: Database, roomId: string) => {
  const [row] = await db.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, roomId)).limit(1);
  return row?.name ?? '';
};
