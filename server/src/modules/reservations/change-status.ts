// PATCH /api/receptionist/reservations/{id}/confirm|checkin|checkout|cancel|no-show: the front desk moves
// a reservation one step, and the guest hears about it.
//
// The ledger's rules on top of spec section 4:
// - confirm needs a verified down payment (30%), or an override reason the history keeps;
// - check-out with money still owed needs the payment first, or an explicit "leave it unpaid" (kept);
// - a no-show can be marked from the day after check-in; it releases the nights, the money stays recorded.
import type { ReservationDto } from '@domain/api-types';
import { formatDay } from '@domain/dates';
import { downPaymentMissingMessage, unpaidCheckoutMessage } from '@domain/ledger';
import { toCentavos } from '@domain/money';
import { downPaymentOf } from '@domain/pricing';
import { ACTION_RESULT, canStaff, noShowOpens } from '@domain/reservation-status';
import type { AppContext } from '../../lib/app-context';
import { conflict } from '../../lib/errors';
import { type NotificationEvent, queueEmail } from '../notifications';
import { lockGroupRooms } from './booking-groups.repository';
import { pesoCents, type Staff } from './context';
import { groupMoneyIn } from './group-money';
import { sumSuccessfulPayments } from './payments.repository';
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

/** What the guest is told after each move (nothing at check-in: they are at the desk). */
const guestNotice = (action: StatusAction, reservationId: string): NotificationEvent | null => {
  switch (action) {
    case 'confirm':
      return { type: 'booking_confirmed', reservationId };
    case 'checkout':
      return { type: 'checked_out', reservationId };
    case 'cancel':
      return { type: 'cancelled', reservationId, by: 'resort' };
    case 'no_show':
      return { type: 'no_show', reservationId };
    default:
      return null;
  }
};

export type StatusChangeOptions = {
  id: string;
  action: StatusAction;
  staff: Staff;
  /** confirm: the reason to confirm without a verified down payment. */
  overrideReason?: string;
  /** checkout: the desk confirmed leaving the balance unpaid. */
  leaveUnpaid?: boolean;
  /** cancel: why, for the history (e.g. a travel site's booking took the nights: a calendar conflict). */
  reason?: string;
};

export const changeStatus = async (
  ctx: AppContext,
  options: StatusChangeOptions,
): Promise<ReservationDto> => {
  const { db, now } = ctx.deps;
  const { action } = options;
  const row = await findReservationOr404(ctx, options.id);
  if (!canStaff(row.status, action)) throw conflict(illegalMoveMessage(action, row.status));
  const today = resortToday(ctx);
  // Check-in opens on the check-in day (resort time), not before: an early click would start the
  // stay's clock and block the room on the wrong days. A late arrival (after the check-in day) is
  // still let in; the nights already passed stay paid for.
  if (action === 'checkin' && today < row.checkin)
    throw conflict(`This stay starts on ${formatDay(row.checkin, 'long')}; check-in opens that day.`);
  if (action === 'no_show' && !noShowOpens(row.checkin, today))
    throw conflict(
      `A no-show can be marked from the day after check-in (${formatDay(row.checkin, 'long')}).`,
    );

  const to = ACTION_RESULT[action];
  await db.transaction(async (tx) => {
    // a room of a group: its rooms locked together (room order, as every group writer locks them), so
    // two rooms confirmed at once queue and the last one sees the others confirmed (the group's email)
    const groupRooms = row.groupId ? await lockGroupRooms(tx, row.groupId) : [];
    const locked = await repo.lockReservation(tx, row.id);
    // a room of a group: the group was paid as one, so its down payment and balance are the group's
    const group = row.groupId ? await groupMoneyIn(tx, row.groupId) : null;
    const totalCentavos = group?.totalCentavos ?? toCentavos(locked?.totalAmount ?? row.totalAmount);
    const paidCentavos = group?.paidCentavos ?? toCentavos(await sumSuccessfulPayments(tx, row.id));
    const notes: string[] = [];
    if (action === 'cancel')
      notes.push(
        options.reason ? `Cancelled by the front desk ${options.reason}` : 'Cancelled by the front desk',
      );
    if (action === 'confirm') {
      const downPaymentCentavos = downPaymentOf(totalCentavos);
      const reason = options.overrideReason?.trim() ?? '';
      if (paidCentavos < downPaymentCentavos) {
        if (!reason) throw conflict(downPaymentMissingMessage(downPaymentCentavos));
        notes.push(`Confirmed without a verified down payment (paid ${pesoCents(paidCentavos)}): ${reason}`);
      }
    }
    if (action === 'checkout' && paidCentavos < totalCentavos) {
      const owed = totalCentavos - paidCentavos;
      if (!options.leaveUnpaid) throw conflict(unpaidCheckoutMessage(owed));
      notes.push(`Checked out leaving ${pesoCents(owed)} unpaid`);
    }
    if (action === 'no_show')
      notes.push(`Guest did not arrive; paid ${pesoCents(paidCentavos)} stays recorded`);

    const moved = await repo.moveStatus(tx, { id: row.id, from: row.status, to, now: now() });
    if (!moved) {
      // Someone else moved (or archived) it between our read and our write: explain from what it is now.
      const status = await currentStatusOr404(tx, row.id);
      throw conflict(canStaff(status, action) ? CHANGED_MEANWHILE : illegalMoveMessage(action, status));
    }
    if (action === 'confirm') await repo.setHoldExpiry(tx, row.id, null);
    await repo.insertEvent(tx, {
      reservationId: row.id,
      action: EVENT_ACTION[action],
      fromStatus: row.status,
      toStatus: to,
      note: notes.join('. '),
      actorId: options.staff.id,
    });
    const notice = guestNotice(action, row.id);
    // a group's confirmation is one email for the group: queued by the room confirmed last
    const awaitsRoom =
      action === 'confirm' && groupRooms.some((room) => room.id !== row.id && room.status === 'pending');
    if (notice && !awaitsRoom) await queueEmail(tx, notice, { at: now() });
  });
  return loadStaffReservation(ctx, row.id);
};
