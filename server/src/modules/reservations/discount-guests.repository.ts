// Drizzle queries of the senior citizen / PWD IDs recorded on a reservation, and the re-priced bill when
// one is removed (docs/pricing.md).
import type { DiscountedBill } from '@domain/pricing';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { reservationDiscountGuests, reservations } from '../../db/schema';
import { repricedColumns } from './repository';

type Db = Database | Tx;

/** IDs recorded and not removed, for one reservation. */
export const countActiveDiscountGuests = (db: Db, reservationId: string) =>
  db.$count(
    reservationDiscountGuests,
    and(
      eq(reservationDiscountGuests.reservationId, reservationId),
      isNull(reservationDiscountGuests.removedAt),
    ),
  );

export const insertDiscountGuest = (db: Db, values: typeof reservationDiscountGuests.$inferInsert) =>
  db.insert(reservationDiscountGuests).values(values).returning({ id: reservationDiscountGuests.id });

/** Marks a recorded ID removed (never deleted); null when it is not this reservation's or already removed. */
export const removeDiscountGuest = async (
  db: Db,
  options: { id: string; reservationId: string; by: string; reason: string; now: Date },
) => {
  const rows = await db
    .update(reservationDiscountGuests)
    .set({ removedAt: options.now, removedBy: options.by, removedReason: options.reason })
    .where(
      and(
        eq(reservationDiscountGuests.id, options.id),
        eq(reservationDiscountGuests.reservationId, options.reservationId),
        isNull(reservationDiscountGuests.removedAt),
      ),
    )
    .returning({ fullName: reservationDiscountGuests.fullName });
  return rows[0] ?? null;
};

/** One fewer eligible guest and the re-priced bill (the caller holds the reservation's lock). */
export const setDiscount = async (
  tx: Tx,
  options: { id: string; discountGuests: number; bill: DiscountedBill; now: Date },
) => {
  await tx
    .update(reservations)
    .set({ discountGuests: options.discountGuests, ...repricedColumns(options.bill), updatedAt: options.now })
    .where(eq(reservations.id, options.id));
};
