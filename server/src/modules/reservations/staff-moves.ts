// What the front desk's reservation moves share (spec sections 4 to 6): the refusal messages, the
// row they start from and the reservation they answer with.
//
// Every move is one transaction that also writes a reservation_events row (who, when, what), which is
// the history the receptionist sees on each card. Status moves are `UPDATE ... WHERE status = <expected>`,
// so two clerks clicking the same button at once cannot both succeed: the second gets a 409.
import type { ReservationDto } from '@domain/api-types';
import { todayIn } from '@domain/dates';
import { isUuid } from '@domain/ids';
import {
  ACTION_RESULT,
  type ReservationStatus,
  STATUS_LABELS,
  type StaffAction,
} from '@domain/reservation-status';
import type { Database, Tx } from '../../db/client';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/errors';
import { RESERVATION_NOT_FOUND } from './context';
import { countStats } from './lists.repository';
import * as repo from './repository';
import { requireReservationDto } from './reservation-dtos';

export const CHANGED_MEANWHILE = 'This reservation was just changed by someone else. Refresh and try again.';

/** The resort's today ('YYYY-MM-DD'). */
export const resortToday = (ctx: AppContext) => todayIn(ctx.deps.config.resortTz, ctx.deps.now());

const VERB: Record<StaffAction, string> = {
  confirm: 'confirm',
  checkin: 'check in',
  checkout: 'check out',
  extend: 'extend',
  cancel: 'cancel',
  no_show: 'mark as a no-show',
  delete: 'delete',
};

/** Why a move is not allowed from `status`, in words the front desk can act on. */
export const illegalMoveMessage = (action: StaffAction, status: ReservationStatus): string => {
  const label = STATUS_LABELS[status].toLowerCase();
  if (action !== 'delete' && action !== 'extend' && ACTION_RESULT[action] === status)
    return `This reservation is already ${label}.`;
  const base = `Cannot ${VERB[action]} a reservation that is ${label}.`;
  if (action === 'checkin' && status === 'pending') return `${base} Confirm it first.`;
  if (action === 'checkout' && (status === 'pending' || status === 'confirmed'))
    return `${base} Check the guest in first.`;
  if (action === 'cancel' && status === 'checked_in') return `${base} Check the guest out instead.`;
  if (action === 'extend') return `${base} Only a checked-in stay can be extended.`;
  if (action === 'delete')
    return `${base} Only finished reservations (completed, cancelled, expired or no-show) can be deleted.`;
  return base;
};

/** The reservation row a move starts from; 404 for an unknown or malformed id. */
export const findReservationOr404 = async (ctx: AppContext, id: string) => {
  const row = isUuid(id) ? await repo.findReservation(ctx.deps.db, id) : null;
  // an archived reservation has left the desk's lists: it is gone as far as moves go
  if (!row || row.archivedAt) throw notFound(RESERVATION_NOT_FOUND);
  return row;
};

/** The status the reservation has now (after a lost race); 404 when it is gone. */
export const currentStatusOr404 = async (db: Database | Tx, id: string): Promise<ReservationStatus> => {
  const current = await repo.findReservation(db, id);
  if (!current || current.archivedAt) throw notFound(RESERVATION_NOT_FOUND);
  return current.status;
};

/** The moved reservation with its history, as the front desk's card shows it. */
export const loadStaffReservation = (ctx: AppContext, id: string): Promise<ReservationDto> =>
  requireReservationDto(ctx, id, { history: true });

/** Front desk dashboard: today's arrivals and departures, guests in house, all reservations. */
export const frontDeskStats = (ctx: AppContext) => countStats(ctx.deps.db, resortToday(ctx));
