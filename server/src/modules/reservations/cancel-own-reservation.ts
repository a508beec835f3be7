// PATCH /api/reservations/{id} {status:'cancelled'}: the owner cancels a pending or confirmed booking.
import type { ReservationDto } from '@domain/api-types';
import { isUuid } from '@domain/ids';
import { canCustomerCancel, type ReservationStatus, STATUS_LABELS } from '@domain/reservation-status';
import type { AppContext } from '../../lib/app-context';
import { conflict, notFound } from '../../lib/errors';
import { queueEmail } from '../notifications';
import { RESERVATION_NOT_FOUND } from './context';
import * as repo from './repository';
import { requireReservationDto } from './reservation-dtos';

const cannotCancelMessage = (status: ReservationStatus) =>
  status === 'cancelled'
    ? 'This reservation is already cancelled'
    : `This reservation is ${STATUS_LABELS[status].toLowerCase()} and can no longer be cancelled`;

export const cancelOwnReservation = async (
  ctx: AppContext,
  options: { reservationId: string; userId: string },
): Promise<ReservationDto> => {
  const { db, now } = ctx.deps;
  if (!isUuid(options.reservationId)) throw notFound(RESERVATION_NOT_FOUND);
  await db.transaction(async (tx) => {
    const row = await repo.lockReservation(tx, options.reservationId);
    if (!row || row.userId !== options.userId || row.archivedAt) throw notFound(RESERVATION_NOT_FOUND);
    const status = row.status;
    if (!canCustomerCancel(status)) throw conflict(cannotCancelMessage(status));
    // the row is locked, so the move cannot lose a race here
    await repo.moveStatus(tx, { id: row.id, from: status, to: 'cancelled', now: now() });
    await repo.insertEvent(tx, {
      reservationId: row.id,
      action: 'cancelled',
      fromStatus: status,
      toStatus: 'cancelled',
      note: 'Cancelled by the guest',
      actorId: options.userId,
    });
    await queueEmail(tx, { type: 'cancelled', reservationId: row.id, by: 'guest' }, { at: now() });
  });
  return requireReservationDto(ctx, options.reservationId);
};
