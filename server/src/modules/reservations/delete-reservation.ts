// DELETE /api/receptionist/reservations/{id}: a finished reservation (completed, cancelled, expired,
// no-show) is archived, never erased: it leaves every list and the guest's dashboard, while its payments,
// refunds, history and review stay and every report and export still counts them. The answer (204) and
// the toasts stay as the spec has them.
import { canStaff } from '@domain/reservation-status';
import type { AppContext } from '../../lib/app-context';
import { conflict } from '../../lib/errors';
import type { Staff } from './context';
import * as repo from './repository';
import { currentStatusOr404, findReservationOr404, illegalMoveMessage } from './staff-moves';

export const deleteReservation = async (
  ctx: AppContext,
  options: { id: string; staff: Staff },
): Promise<void> => {
  const { db, now } = ctx.deps;
  const row = await findReservationOr404(ctx, options.id);
  if (!canStaff(row.status, 'delete')) throw conflict(illegalMoveMessage('delete', row.status));
  const archived = await db.transaction(async (tx) => {
    if (!(await repo.archiveFinished(tx, { id: row.id, by: options.staff.id, now: now() }))) return false;
    await repo.insertEvent(tx, {
      reservationId: row.id,
      action: 'archived',
      fromStatus: row.status,
      toStatus: row.status,
      note: 'Deleted from the lists by the front desk; kept for the books',
      actorId: options.staff.id,
    });
    return true;
  });
  if (archived) return;
  // someone moved it back (or archived it) meanwhile
  throw conflict(illegalMoveMessage('delete', await currentStatusOr404(ctx.deps.db, row.id)));
};
