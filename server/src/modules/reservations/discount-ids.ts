// The senior citizen / PWD discount at the front desk (RA 9994, RA 10754; docs/pricing.md): the desk
// records each eligible guest's ID, and removes the discount of a guest whose ID it cannot verify.
// Removing re-prices the stay with one eligible guest fewer; the history keeps both totals, and the
// recorded ID stays (marked removed), so nothing a report counted disappears.
import type { ReservationDto } from '@domain/api-types';
import { DISCOUNT_ID_TYPE_LABELS, discountStay } from '@domain/pricing';
import type { DiscountIdInput } from '@domain/schemas/staff';
import type { AppContext } from '../../lib/app-context';
import { conflict, notFound } from '../../lib/errors';
import { pesoCents, RESERVATION_NOT_FOUND, type Staff } from './context';
import {
  countActiveDiscountGuests,
  insertDiscountGuest,
  removeDiscountGuest,
  setDiscount,
} from './discount-guests.repository';
import { billOf } from './dto';
import * as repo from './repository';
import { findReservationOr404, loadStaffReservation } from './staff-moves';

/** The discount is settled while the nights are held: after check-out the bill is history. */
const OPEN_STATUSES: readonly string[] = ['pending', 'confirmed', 'checked_in'];

export const NO_DISCOUNT_CLAIMED = 'No guest on this reservation claims the senior citizen or PWD discount.';
export const ALL_IDS_RECORDED = 'Every eligible guest’s ID is already recorded.';
export const DISCOUNT_CLOSED = 'The discount can only change before check-out.';
export const DISCOUNT_ID_NOT_FOUND = 'Discount ID not found';
export const EVERY_CLAIM_HAS_AN_ID =
  'Every discount has a recorded ID: choose the ID that could not be verified.';

/** Locks the reservation and checks the discount may change; the caller runs in a transaction. */
const lockOpen = async (tx: Parameters<typeof repo.lockReservation>[0], id: string) => {
  const row = await repo.lockReservation(tx, id);
  if (!row || row.archivedAt) throw notFound(RESERVATION_NOT_FOUND);
  if (!OPEN_STATUSES.includes(row.status)) throw conflict(DISCOUNT_CLOSED);
  if (row.discountGuests === 0) throw conflict(NO_DISCOUNT_CLAIMED);
  return row;
};

export const recordDiscountId = async (
  ctx: AppContext,
  options: { reservationId: string; id: DiscountIdInput; staff: Staff },
): Promise<ReservationDto> => {
  const { db, now } = ctx.deps;
  const { id: reservationId } = await findReservationOr404(ctx, options.reservationId);
  await db.transaction(async (tx) => {
    const row = await lockOpen(tx, reservationId);
    if ((await countActiveDiscountGuests(tx, row.id)) >= row.discountGuests) throw conflict(ALL_IDS_RECORDED);
    await insertDiscountGuest(tx, {
      reservationId: row.id,
      idType: options.id.idType,
      idNumber: options.id.idNumber,
      fullName: options.id.fullName,
      recordedBy: options.staff.id,
      recordedAt: now(),
    });
    await repo.insertEvent(tx, {
      reservationId: row.id,
      action: 'discount_id_recorded',
      fromStatus: row.status,
      toStatus: row.status,
      note: `${DISCOUNT_ID_TYPE_LABELS[options.id.idType]} ${options.id.idNumber} of ${options.id.fullName} recorded`,
      actorId: options.staff.id,
    });
  });
  return loadStaffReservation(ctx, reservationId);
};

export const removeDiscount = async (
  ctx: AppContext,
  options: { reservationId: string; discountIdId?: string; reason: string; staff: Staff },
): Promise<ReservationDto> => {
  const { db, now } = ctx.deps;
  const { id: reservationId } = await findReservationOr404(ctx, options.reservationId);
  await db.transaction(async (tx) => {
    const row = await lockOpen(tx, reservationId);
    const at = now();
    let whose = 'a guest without a recorded ID';
    if (options.discountIdId) {
      const removed = await removeDiscountGuest(tx, {
        id: options.discountIdId,
        reservationId: row.id,
        by: options.staff.id,
        reason: options.reason,
        now: at,
      });
      if (!removed) throw notFound(DISCOUNT_ID_NOT_FOUND);
      whose = removed.fullName;
    } else if ((await countActiveDiscountGuests(tx, row.id)) >= row.discountGuests) {
      throw conflict(EVERY_CLAIM_HAS_AN_ID);
    }
    const before = billOf(row);
    const after = discountStay({
      regularCentavos: before.regularCentavos,
      guests: row.adults + row.kids,
      eligibleGuests: row.discountGuests - 1,
    });
    await setDiscount(tx, { id: row.id, discountGuests: row.discountGuests - 1, bill: after, now: at });
    await repo.insertEvent(tx, {
      reservationId: row.id,
      action: 'discount_removed',
      fromStatus: row.status,
      toStatus: row.status,
      note: `Senior/PWD discount removed for ${whose}: total ${pesoCents(before.totalCentavos)} to ${pesoCents(
        after.totalCentavos,
      )}. ${options.reason}`,
      actorId: options.staff.id,
    });
  });
  return loadStaffReservation(ctx, reservationId);
};
