// PATCH /api/receptionist/reservations/{id}/extend-hold: the desk keeps an unverified online booking's
// nights past its "verify by" time. It stops that clock (as verifying a payment does): the booking then
// waits for the desk like any other pending one. Who, when and why go in the reservation's history.
import type { ReservationDto } from '@domain/api-types';
import { isUuid } from '@domain/ids';
import type { AppContext } from '../../lib/app-context';
import { conflict, notFound } from '../../lib/errors';
import { RESERVATION_NOT_FOUND, type Staff } from './context';
import * as repo from './repository';
import { loadStaffReservation } from './staff-moves';

export const NO_HOLD_TO_EXTEND =
  'This booking is not waiting for a payment to be verified: it has no hold to extend.';

export const extendHold = async (
  ctx: AppContext,
  options: { id: string; reason: string; staff: Staff },
): Promise<ReservationDto> => {
  const { db } = ctx.deps;
  if (!isUuid(options.id)) throw notFound(RESERVATION_NOT_FOUND);
  await db.transaction(async (tx) => {
    const row = await repo.lockReservation(tx, options.id);
    if (!row || row.archivedAt) throw notFound(RESERVATION_NOT_FOUND);
    if (row.status !== 'pending' || !row.verifyBy) throw conflict(NO_HOLD_TO_EXTEND);
    await repo.setVerifyBy(tx, row.id, null);
    await repo.insertEvent(tx, {
      reservationId: row.id,
      action: 'hold_extended',
      fromStatus: null,
      toStatus: null,
      note: `Hold extended past ${row.verifyBy.toISOString()}: ${options.reason.trim()}`,
      actorId: options.staff.id,
    });
  });
  return loadStaffReservation(ctx, options.id);
};
