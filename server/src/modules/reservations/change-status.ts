// PATCH /api/receptionist/reservations/{id}/confirm|checkin|checkout|cancel: the front desk moves a
// reservation one step; confirming emails the guest.
import type { ReservationDto } from '@domain/api-types';
import { formatDay } from '@domain/dates';
import { ACTION_RESULT, canStaff } from '@domain/reservation-status';
import { conflict } from '../../lib/errors';
import { findContentMap } from '../content';
import type { ServiceContext, Staff } from './context';
import { CONFIRMATION_EMAIL_CONTENT_KEYS, reservationConfirmedMail } from './emails';
import * as repo from './repository';
import {
  CHANGED_MEANWHILE,
  currentStatusOr404,
  findReservationOr404,
  illegalMoveMessage,
  loadStaffReservation,
  resortToday,
} from './staff-moves';

export type StatusAction = keyof typeof ACTION_RESULT;

/** The history entry of each move (past tense, as the card shows it). */
const EVENT_ACTION: Record<StatusAction, string> = {
  confirm: 'confirmed',
  checkin: 'checked_in',
  checkout: 'checked_out',
  cancel: 'cancelled',
  no_show: 'no_show',
};

export const changeStatus = async (
  ctx: ServiceContext,
  options: { id: string; action: StatusAction; staff: Staff },
): Promise<ReservationDto> => {
  const { db, now } = ctx.deps;
  const { action } = options;
  const row = await findReservationOr404(ctx, options.id);
  if (!canStaff(row.status, action)) throw conflict(illegalMoveMessage(action, row.status));
  // Check-in opens on the check-in day (resort time), not before: an early click would start the
  // stay's clock and block the room on the wrong days. A late arrival (after the check-in day) is
  // still let in; the nights already passed stay paid for.
  if (action === 'checkin' && resortToday(ctx) < row.checkin)
    throw conflict(`This stay starts on ${formatDay(row.checkin, 'long')}; check-in opens that day.`);

  const to = ACTION_RESULT[action];
  await db.transaction(async (tx) => {
    const moved = await repo.moveStatus(tx, { id: row.id, from: row.status, to, now: now() });
    if (!moved) {
      // Someone else moved (or deleted) it between our read and our write: explain from what it is now.
      const status = await currentStatusOr404(tx, row.id);
      throw conflict(canStaff(status, action) ? CHANGED_MEANWHILE : illegalMoveMessage(action, status));
    }
    await repo.insertEvent(tx, {
      reservationId: row.id,
      action: EVENT_ACTION[action],
      fromStatus: row.status,
      toStatus: to,
      note: action === 'cancel' ? 'Cancelled by the front desk' : '',
      actorId: options.staff.id,
    });
  });

  const dto = await loadStaffReservation(ctx, row.id);
  if (action === 'confirm') await sendConfirmation(ctx, dto);
  return dto;
};

/** The move is committed: a mail problem is logged (the outbox keeps the mail), never thrown. */
const sendConfirmation = async (ctx: ServiceContext, reservation: ReservationDto) => {
  try {
    const content = await findContentMap(ctx.deps.db, CONFIRMATION_EMAIL_CONTENT_KEYS);
    await ctx.deps.mailer.send(ctx.deps.db, reservationConfirmedMail(reservation, content));
  } catch (error) {
    ctx.log?.error({ err: error }, 'confirmation email failed');
  }
};
