// What a guest and the front desk do to a whole group booking (docs/adr/0065): the guest pays toward
// the group's balance (split over the rooms that take payments, in proportion to what each owes) or
// cancels every room; the desk cancels every room still open. One room alone is cancelled, checked in and
// out through the ordinary per-reservation moves (change-status.ts reads the group's money for it).
import { randomUUID } from 'node:crypto';
import type { BookingGroupDto } from '@domain/api-types';
import { GROUP_NOT_FOUND, groupMoney, splitCentavos } from '@domain/booking-groups';
import { exceedsBalanceMessage } from '@domain/ledger';
import { toCentavos, toDecimalString } from '@domain/money';
import { canMakePayment } from '@domain/payment-status';
import {
  CLOSED_STATUSES,
  canCustomerCancel,
  canStaff,
  type ReservationStatus,
  STATUS_LABELS,
} from '@domain/reservation-status';
import type { Tx } from '../../db/client';
import type { AppContext } from '../../lib/app-context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { queueEmail } from '../notifications';
import { findGroupByCode, lockGroupRooms } from './booking-groups.repository';
import type { Staff } from './context';
import { loadBookingGroupDto } from './group-dto';
import { sumSuccessfulPayments } from './payments.repository';
import { insertGuestPayment } from './record-guest-payment';
import * as repo from './repository';

/** The group of this code (the guest's own when `ownerId` is given), its rooms locked; 404 otherwise. */
const lockGroup = async (tx: Tx, code: string, ownerId?: string) => {
  const group = await findGroupByCode(tx, code.trim().toUpperCase());
  if (!group || (ownerId && group.userId !== ownerId)) throw notFound(GROUP_NOT_FOUND);
  const rooms = await lockGroupRooms(tx, group.id);
  const withPaid = [];
  for (const room of rooms)
    withPaid.push({ room, paidCentavos: toCentavos(await sumSuccessfulPayments(tx, room.id)) });
  return { group, rooms: withPaid };
};

const answer = async (ctx: AppContext, groupId: string): Promise<BookingGroupDto> => {
  const dto = await loadBookingGroupDto(ctx, groupId);
  if (!dto) throw notFound(GROUP_NOT_FOUND);
  return dto;
};

export const payGroupBalance = async (
  ctx: AppContext,
  options: {
    userId: string;
    code: string;
    amountCentavos: number;
    paymentMethod: string;
    transactionId: string;
  },
): Promise<BookingGroupDto> => {
  const { db, now } = ctx.deps;
  const groupId = await db.transaction(async (tx) => {
    const { group, rooms } = await lockGroup(tx, options.code, options.userId);
    const owing = rooms.map(({ room, paidCentavos }) => {
      const balance = toCentavos(room.totalAmount) - paidCentavos;
      const onHold = room.status === 'pending' && room.holdExpiresAt !== null;
      return canMakePayment(room.status, balance, { onHold }) ? balance : 0;
    });
    const due = groupMoney(
      rooms.map(({ room, paidCentavos }) => ({
        status: room.status,
        totalCentavos: toCentavos(room.totalAmount),
        paidCentavos,
      })),
    ).amountDueCentavos;
    const open = Math.min(
      due,
      owing.reduce((a, b) => a + b, 0),
    );
    if (open <= 0)
      throw conflict(
        'This group booking takes no payments right now: nothing is owed, or it awaits confirmation',
      );
    if (options.amountCentavos > open) {
      const message = exceedsBalanceMessage(open);
      throw badRequest(message, { amount: message });
    }
    const parts = splitCentavos(options.amountCentavos, owing);
    const groupPaymentId = randomUUID();
    let first: { reservationId: string; paymentId: string } | null = null;
    for (const [index, { room }] of rooms.entries()) {
      const amount = parts[index] ?? 0;
      if (amount <= 0) continue;
      if (room.status === 'pending' && room.holdExpiresAt) await repo.setHoldExpiry(tx, room.id, null);
      const payment = await insertGuestPayment(tx, {
        ...options,
        reservation: room,
        amountCentavos: amount,
        at: now(),
        groupPaymentId,
        noteAfter: `. Part of a payment of ${toDecimalString(options.amountCentavos)} to group ${group.referenceCode}`,
      });
      first ??= { reservationId: room.id, paymentId: payment.id };
    }
    if (first) await queueEmail(tx, { type: 'payment_recorded', ...first }, { at: now() });
    return group.id;
  });
  return answer(ctx, groupId);
};

/** Cancels the given rooms of a locked group, with a history entry each and one email. */
const cancelRooms = async (
  ctx: AppContext,
  tx: Tx,
  rooms: { id: string; status: ReservationStatus }[],
  by: { actorId: string; note: string; who: 'guest' | 'resort' },
) => {
  const at = ctx.deps.now();
  for (const room of rooms) {
    await repo.moveStatus(tx, { id: room.id, from: room.status, to: 'cancelled', now: at });
    await repo.insertEvent(tx, {
      reservationId: room.id,
      action: 'cancelled',
      fromStatus: room.status,
      toStatus: 'cancelled',
      note: by.note,
      actorId: by.actorId,
    });
  }
  const first = rooms[0];
  if (first)
    await queueEmail(
      tx,
      { type: 'cancelled', reservationId: first.id, by: by.who, wholeGroup: true },
      { at },
    );
};

/** The guest cancels the whole group: every room still open must be one they may cancel (pending, confirmed). */
export const cancelOwnGroup = async (
  ctx: AppContext,
  options: { userId: string; code: string },
): Promise<BookingGroupDto> => {
  const groupId = await ctx.deps.db.transaction(async (tx) => {
    const { group, rooms } = await lockGroup(tx, options.code, options.userId);
    const open = rooms.map(({ room }) => room).filter((room) => !CLOSED_STATUSES.includes(room.status));
    if (open.length === 0) throw conflict('This group booking is already cancelled or over');
    const blocked = open.find((room) => !canCustomerCancel(room.status));
    if (blocked)
      throw conflict(
        `A room of this group is ${STATUS_LABELS[blocked.status].toLowerCase()}: the group can no longer be cancelled`,
      );
    await cancelRooms(ctx, tx, open, {
      actorId: options.userId,
      note: `Cancelled by the guest with group ${group.referenceCode}`,
      who: 'guest',
    });
    return group.id;
  });
  return answer(ctx, groupId);
};

/** The desk cancels every room of the group it still may (pending, confirmed); rooms in house stay. */
export const cancelGroupByDesk = async (
  ctx: AppContext,
  options: { code: string; staff: Staff; reason?: string },
): Promise<BookingGroupDto> => {
  const groupId = await ctx.deps.db.transaction(async (tx) => {
    const { group, rooms } = await lockGroup(tx, options.code);
    const open = rooms.map(({ room }) => room).filter((room) => canStaff(room.status, 'cancel'));
    if (open.length === 0) throw conflict('No room of this group can be cancelled');
    const reason = options.reason?.trim();
    await cancelRooms(ctx, tx, open, {
      actorId: options.staff.id,
      note: `Cancelled by the front desk with group ${group.referenceCode}${reason ? `: ${reason}` : ''}`,
      who: 'resort',
    });
    return group.id;
  });
  return answer(ctx, groupId);
};
