// DELETE /api/receptionist/reservations/{id}: only cancelled or completed ones; payments and history go too.
import { canStaff } from '@domain/reservation-status';
import { conflict } from '../../lib/errors';
import type { ServiceContext } from './context';
import * as repo from './repository';
import { currentStatusOr404, findReservationOr404, illegalMoveMessage } from './staff-moves';

export const deleteReservation = async (ctx: ServiceContext, options: { id: string }): Promise<void> => {
  const row = await findReservationOr404(ctx, options.id);
  if (!canStaff(row.status, 'delete')) throw conflict(illegalMoveMessage('delete', row.status));
  if (await repo.deleteFinished(ctx.deps.db, row.id)) return;
  // someone moved it back (or deleted it) meanwhile
  throw conflict(illegalMoveMessage('delete', await currentStatusOr404(ctx.deps.db, row.id)));
};
