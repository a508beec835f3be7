// Extras added to a booking after it was made, and removed (ADR 0066): the guest's before check-in, the
// desk's while the booking holds its nights. The lines are priced by the add-ons module; the total and
// add_on_amount move with them in the same transaction, so the balance, the down payment rules, receipts
// and "refund due" (paid above the total) follow without another rule. A removed line keeps its row.
import { ADD_ON_LIMITS, ADD_ON_MESSAGES } from '@domain/add-ons';
import type { ReservationAddOnDto } from '@domain/api/add-ons';
import type { ReservationDto } from '@domain/api-types';
import { isUuid } from '@domain/ids';
import { toCentavos } from '@domain/money';
import type { ReservationStatus } from '@domain/reservation-status';
import type { AddOnLineInput } from '@domain/schemas/add-ons';
import type { Tx } from '../../db/client';
import type { AppContext } from '../../lib/app-context';
import { conflict, notFound } from '../../lib/errors';
import {
  attachAddOnLines,
  countLinesOf,
  findReservationLines,
  linesNote,
  markLineRemoved,
  priceAddOnLines,
} from '../add-ons';
import { RESERVATION_NOT_FOUND } from './context';
import * as repo from './repository';
import { requireReservationDto } from './reservation-dtos';

/** Who changes the extras: the guest who owns the booking (before check-in), or the desk. */
export type AddOnActor = { id: string; as: 'guest' | 'desk' };

const GUEST_STATUSES: readonly ReservationStatus[] = ['pending', 'confirmed'];
const DESK_STATUSES: readonly ReservationStatus[] = ['pending', 'confirmed', 'checked_in'];

/** The booking, locked, once the actor may change its extras; else 404 (not theirs) or 409 (its state). */
const lockChangeable = async (tx: Tx, reservationId: string, actor: AddOnActor) => {
  const row = await repo.lockReservation(tx, reservationId);
  if (!row || row.archivedAt || (actor.as === 'guest' && row.userId !== actor.id))
    throw notFound(RESERVATION_NOT_FOUND);
  if (row.kind !== 'stay') throw conflict(ADD_ON_MESSAGES.closedBooking);
  if (actor.as === 'guest' && row.status === 'checked_in') throw conflict(ADD_ON_MESSAGES.afterCheckin);
  if (!(actor.as === 'guest' ? GUEST_STATUSES : DESK_STATUSES).includes(row.status))
    throw conflict(ADD_ON_MESSAGES.closedBooking);
  return row;
};

export const addReservationAddOns = async (
  ctx: AppContext,
  options: { reservationId: string; actor: AddOnActor; lines: readonly AddOnLineInput[] },
): Promise<ReservationDto> => {
  const { db, now } = ctx.deps;
  if (!isUuid(options.reservationId)) throw notFound(RESERVATION_NOT_FOUND);
  await db.transaction(async (tx) => {
    const row = await lockChangeable(tx, options.reservationId, options.actor);
    if ((await countLinesOf(tx, row.id)) + options.lines.length > ADD_ON_LIMITS.linesPerReservationMax)
      throw conflict(ADD_ON_MESSAGES.tooManyOnBooking);
    const priced = await priceAddOnLines(tx, { ...row, persons: row.adults + row.kids }, options.lines);
    const at = now();
    await attachAddOnLines(tx, { reservationId: row.id, lines: priced.lines, by: options.actor.id, at });
    await repo.addToAddOnAmount(tx, { id: row.id, centavos: priced.totalCentavos, now: at });
    await repo.insertEvent(tx, {
      reservationId: row.id,
      action: 'add_ons_added',
      note: linesNote('Added extras', priced.lines),
      actorId: options.actor.id,
    });
  });
  return requireReservationDto(ctx, options.reservationId);
};

export const removeReservationAddOn = async (
  ctx: AppContext,
  options: { reservationId: string; lineId: string; actor: AddOnActor },
): Promise<ReservationDto> => {
  const { db, now } = ctx.deps;
  if (!isUuid(options.reservationId)) throw notFound(RESERVATION_NOT_FOUND);
  if (!isUuid(options.lineId)) throw notFound(ADD_ON_MESSAGES.lineNotFound);
  await db.transaction(async (tx) => {
    const row = await lockChangeable(tx, options.reservationId, options.actor);
    const at = now();
    const line = await markLineRemoved(tx, {
      id: options.lineId,
      reservationId: row.id,
      by: options.actor.id,
      at,
    });
    if (!line) throw notFound(ADD_ON_MESSAGES.lineNotFound);
    const centavos = toCentavos(line.amount);
    await repo.addToAddOnAmount(tx, { id: row.id, centavos: -centavos, now: at });
    const lines = (await findReservationLines(tx, [row.id])).get(row.id) ?? [];
    const name = lines.find((l) => l.id === line.id)?.nameEn ?? 'Extra';
    await repo.insertEvent(tx, {
      reservationId: row.id,
      action: 'add_on_removed',
      note: linesNote('Removed extra', [{ nameEn: name, quantity: line.quantity, amountCentavos: centavos }]),
      actorId: options.actor.id,
    });
  });
  return requireReservationDto(ctx, options.reservationId);
};

/** A booking's lines for its owner or the desk (removed ones too, with removedAt). */
export const listReservationAddOns = async (
  ctx: AppContext,
  options: { reservationId: string; viewer: AddOnActor },
): Promise<ReservationAddOnDto[]> => {
  const { db } = ctx.deps;
  if (!isUuid(options.reservationId)) throw notFound(RESERVATION_NOT_FOUND);
  const row = await repo.findReservation(db, options.reservationId);
  if (!row || (options.viewer.as === 'guest' && row.userId !== options.viewer.id))
    throw notFound(RESERVATION_NOT_FOUND);
  return (await findReservationLines(db, [row.id])).get(row.id) ?? [];
};
