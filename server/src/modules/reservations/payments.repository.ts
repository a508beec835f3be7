// Drizzle queries of a reservation's payments: what was paid, a payment's row and its settling, and the
// payments list with their bookings. The only code that writes the payments table (a booking's down
// payment aside: booking.repository.ts writes it with the booking).
import type { PaymentRecordStatus } from '@domain/payment-status';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { guestColumns } from '../../db/columns';
import { onlyRow } from '../../db/rows';
import { payments, reservations, rooms, users } from '../../db/schema';

type Db = Database | Tx;

export type PaymentRow = typeof payments.$inferSelect;

/** What was paid: the reservation's successful payments minus its refunds, as numeric text ("0" when none). */
export const sumSuccessfulPayments = async (db: Db, reservationId: string): Promise<string> => {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(case when ${payments.kind} = 'refund' then -${payments.amount} else ${payments.amount} end), 0)::text`,
    })
    .from(payments)
    .where(and(eq(payments.reservationId, reservationId), eq(payments.status, 'success')));
  return row?.total ?? '0';
};

export const insertPayment = async (db: Db, values: typeof payments.$inferInsert): Promise<PaymentRow> =>
  onlyRow(await db.insert(payments).values(values).returning(), 'insert payment');

export const findPayment = async (db: Db, id: string): Promise<PaymentRow | null> => {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
};

/** The parts of a group payment still awaiting verification, in reservation order (the order they are locked in). */
export const findPendingGroupParts = (db: Db, groupPaymentId: string): Promise<PaymentRow[]> =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.groupPaymentId, groupPaymentId), eq(payments.status, 'pending')))
    .orderBy(asc(payments.reservationId));

/** Settles a payment that is still pending; null when it is not (someone else settled it first). */
export const settlePendingPayment = async (
  tx: Tx,
  options: { id: string; status: 'success' | 'rejected'; verifiedBy: string; now: Date; reason?: string },
): Promise<PaymentRow | null> => {
  const [row] = await tx
    .update(payments)
    .set({
      status: options.status,
      verifiedBy: options.verifiedBy,
      verifiedAt: options.now,
      ...(options.reason ? { reason: options.reason } : {}),
    })
    .where(and(eq(payments.id, options.id), eq(payments.status, 'pending')))
    .returning();
  return row ?? null;
};

/** Payments with their booking's reference, room (null: a day visit), guest and status; the oldest first when awaiting a check. */
export const selectPaymentsWithBooking = (
  db: Db,
  options: { status?: PaymentRecordStatus; ids?: string[]; userId?: string },
) =>
  db
    .select({
      payment: payments,
      referenceCode: reservations.referenceCode,
      reservationStatus: reservations.status,
      roomName: rooms.name,
      guest: guestColumns,
    })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .leftJoin(rooms, eq(rooms.id, reservations.roomId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(
      and(
        options.status ? eq(payments.status, options.status) : undefined,
        options.ids ? inArray(payments.id, options.ids) : undefined,
        options.userId ? eq(reservations.userId, options.userId) : undefined,
      ),
    )
    .orderBy(options.status === 'pending' ? asc(payments.paymentDate) : desc(payments.paymentDate));
