// Drizzle queries behind the financial report and the CSV exports. Sums stay numeric in SQL and
// travel as text ("1234.56"), so no float touches a peso before the service counts centavos.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, reservations, rooms, users } from '../../db/schema';

export type MonthStatusRow = { month: string; status: string; count: number; total: string };

/** Reservations counted and summed per check-in month and status: every figure of the report comes from this. */
export const totalsByMonthAndStatus = (db: Database): Promise<MonthStatusRow[]> => {
  const month = sql<string>`to_char(${reservations.checkin}, 'YYYY-MM')`;
  return db
    .select({
      month,
      status: reservations.status,
      count: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${reservations.totalAmount}), 0)::text`,
    })
    .from(reservations)
    .groupBy(month, reservations.status)
    .orderBy(month);
};

export type ReservationExportRow = {
  id: string;
  referenceCode: string;
  firstName: string;
  lastName: string;
  email: string;
  roomName: string;
  checkin: string;
  checkout: string;
  adults: number;
  kids: number;
  status: string;
  totalAmount: string;
  paidAmount: string;
  paymentMethod: string | null;
  transactionId: string | null;
  specialRequests: string;
  createdAt: Date;
};

/** Every reservation with its guest, room and the sum of its successful payments, by check-in. */
export const reservationsForExport = (db: Database): Promise<ReservationExportRow[]> =>
  db
    .select({
      id: reservations.id,
      referenceCode: reservations.referenceCode,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      roomName: rooms.name,
      checkin: reservations.checkin,
      checkout: reservations.checkout,
      adults: reservations.adults,
      kids: reservations.kids,
      status: reservations.status,
      totalAmount: reservations.totalAmount,
      paidAmount: sql<string>`coalesce((
        select sum(${payments.amount}) from ${payments}
        where ${payments.reservationId} = ${reservations.id} and ${payments.status} = 'success'
      ), 0)::text`,
      paymentMethod: reservations.paymentMethod,
      transactionId: reservations.transactionId,
      specialRequests: reservations.specialRequests,
      createdAt: reservations.createdAt,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(rooms, eq(rooms.id, reservations.roomId))
    .orderBy(asc(reservations.checkin), asc(reservations.createdAt));
