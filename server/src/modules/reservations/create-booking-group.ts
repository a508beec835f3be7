// POST /api/booking-groups: a guest books several rooms for the same dates together (docs/adr/0065).
//
// Each room is checked and priced as a single booking is (checkBooking: dates, room, party, discount),
// then every room is written in ONE transaction: a race lost on any room (the exclusion constraint)
// refuses the whole group with the room's name, and nothing is held. The group's down payment is 30% of
// the group total, split over the rooms in proportion to their totals (to the centavo), one payment row
// per room sharing a group_payment_id so the desk settles them together. The account's limits count
// the group as one booking awaiting verification and its room-nights against the unverified caps.
import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BookingGroupDto } from '@domain/api-types';
import { groupRoomTakenMessage, splitCentavos } from '@domain/booking-groups';
import { nightsBetween } from '@domain/dates';
import { downPaymentOf } from '@domain/pricing';
import type { AddOnLineInput } from '@domain/schemas/add-ons';
import type { AppContext } from '../../lib/app-context';
import { AppError, conflict, PG_DEADLOCK_DETECTED, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import { attachAddOnLines } from '../add-ons';
import { queueEmail } from '../notifications';
import { findGroupIdByIdempotencyKey, GroupRoomTaken, insertGroupBooking } from './booking-groups.repository';
import { limitsCheck, refuseTooManyPending } from './booking-limits';
import { IDEMPOTENCY_KEY_REUSED } from './booking-replay';
import {
  type BookingRequest,
  type CheckedBooking,
  checkBooking,
  DEFAULT_DOWN_PAYMENT,
} from './booking-request';
import { bookingRows, type Draft, generateReferenceCode, MAX_INSERT_ATTEMPTS } from './create-reservation';
import { loadBookingGroupDto } from './group-dto';

/** One room of the group: its party and the extras asked with it (priced by checkBooking, as a booking's). */
export type GroupRoomRequest = {
  roomId: string;
  adults: number;
  kids: number;
  discountGuests?: number;
  addOns?: readonly AddOnLineInput[];
};

export type CreateBookingGroupOptions = Omit<BookingRequest, 'adults' | 'kids' | 'discountGuests'> & {
  checkin: string;
  checkout: string;
  rooms: GroupRoomRequest[];
};

export type CreateBookingGroupResult = { group: BookingGroupDto; created: boolean };

type CheckedRoom = { request: GroupRoomRequest; checked: CheckedBooking };

/** What the request asks for, compared with a replay's group (rooms in room order). */
const askedOf = (options: CreateBookingGroupOptions) => ({
  checkin: options.checkin,
  checkout: options.checkout,
  rooms: [...options.rooms]
    .sort((a, b) => a.roomId.localeCompare(b.roomId))
    .map((room) => `${room.roomId}:${room.adults}:${room.kids}:${room.discountGuests ?? 0}`)
    .join(','),
});

/** The group an earlier request with this key made, when it asked for the same rooms; else 422. */
const findGroupReplay = async (
  ctx: AppContext,
  options: CreateBookingGroupOptions,
  key: string,
): Promise<CreateBookingGroupResult | null> => {
  const id = await findGroupIdByIdempotencyKey(ctx.deps.db, options.guest.id, key);
  const group = id ? await loadBookingGroupDto(ctx, id) : null;
  if (!group) return null;
  const made = askedOf({
    ...options,
    checkin: group.checkin,
    checkout: group.checkout,
    rooms: group.rooms.map((room) => ({
      roomId: room.roomId ?? '',
      adults: room.adults,
      kids: room.kids,
      discountGuests: room.discountGuests,
    })),
  });
  const asked = askedOf(options);
  if (made.checkin !== asked.checkin || made.checkout !== asked.checkout || made.rooms !== asked.rooms)
    throw new AppError('UNPROCESSABLE', IDEMPOTENCY_KEY_REUSED);
  return { group, created: false };
};

export const createBookingGroup = async (
  ctx: AppContext,
  options: CreateBookingGroupOptions,
): Promise<CreateBookingGroupResult> => {
  const key = options.idempotencyKey?.trim() || null;
  if (key) {
    const replay = await findGroupReplay(ctx, options, key);
    if (replay) return replay;
  }
  if (options.limitPending) await refuseTooManyPending(ctx.deps.db, options.guest.id);
  // room order: racing groups take their rooms' night locks in the same order (no deadlock between them)
  const requests = [...options.rooms].sort((a, b) => a.roomId.localeCompare(b.roomId));
  const rooms: CheckedRoom[] = [];
  for (const request of requests)
    rooms.push({
      request,
      checked: await checkBooking(ctx, { ...options, ...request, idempotencyKey: null, downPayment: null }),
    });
  return writeGroup(ctx, options, rooms, key);
};

/** The rows of every room, with a new group code and room codes for each try. */
const groupRows = (ctx: AppContext, options: CreateBookingGroupOptions, rooms: CheckedRoom[], at: Date) => {
  const groupId = randomUUID();
  const groupPaymentId = randomUUID();
  const nights = nightsBetween(options.checkin, options.checkout);
  const totals = rooms.map((room) => room.checked.bill.totalCentavos);
  const shares = splitCentavos(downPaymentOf(totals.reduce((a, b) => a + b, 0)), totals);
  const actorId = options.createdBy ?? options.guest.id;
  const unverified = options.unverifiedHold ?? null;
  const referenceCode = generateReferenceCode();
  const rows = rooms.map(({ request, checked }, index) => {
    const draft: Draft = {
      ...checked,
      downPaymentCentavos: shares[index] ?? 0,
      paid: (shares[index] ?? 0) > 0 ? DEFAULT_DOWN_PAYMENT : null,
      at,
      idempotencyKey: null,
      actorId,
      nights,
      unverified,
    };
    const row = bookingRows(ctx, { ...options, ...request, note: `Room of group ${referenceCode}` }, draft);
    return {
      reservation: { ...row.reservation, groupId },
      payment: row.payment && { ...row.payment, groupPaymentId },
      event: row.event,
    };
  });
  return {
    group: { id: groupId, referenceCode, userId: options.guest.id, createdBy: actorId },
    rows,
    nights,
  };
};

const writeGroup = async (
  ctx: AppContext,
  options: CreateBookingGroupOptions,
  rooms: CheckedRoom[],
  key: string | null,
): Promise<CreateBookingGroupResult> => {
  const at = ctx.deps.now();
  for (let attempt = 1; ; attempt++) {
    const { group, rows, nights } = groupRows(ctx, options, rooms, at);
    const check = limitsCheck({
      guestId: options.guest.id,
      limitPending: options.limitPending ?? false,
      unverified: options.unverifiedHold ?? null,
      day: null,
      // the unverified caps count room-nights: every room's nights
      nights: nights * rooms.length,
      at,
    });
    const first = rows[0]?.reservation.id;
    const after = async (tx: Parameters<NonNullable<typeof check>>[0]) => {
      // each room's extras, counted against their days' limits in this transaction (nothing held if refused)
      for (const [index, { checked }] of rooms.entries()) {
        const reservationId = rows[index]?.reservation.id;
        if (reservationId && checked.addOnLines?.length)
          await attachAddOnLines(tx, { reservationId, lines: checked.addOnLines, by: group.createdBy, at });
      }
      // one 'Booking received' for the group: the mail lists every room of it
      if (first && options.sendEmail !== false)
        await queueEmail(tx, { type: 'booking_received', reservationId: first }, { at });
    };
    try {
      await insertGroupBooking(
        ctx.deps.db,
        { group: { ...group, idempotencyKey: key }, rooms: rows },
        {
          check,
          after,
        },
      );
      const written = await loadBookingGroupDto(ctx, group.id);
      if (!written) throw new Error('The group booking was not found after its insert');
      return { group: written, created: true };
    } catch (error) {
      const code = pgErrorCode(error);
      if (code === PG_DEADLOCK_DETECTED && attempt < MAX_INSERT_ATTEMPTS) {
        await sleep(randomInt(1, 20));
        continue;
      }
      if (key && (error instanceof GroupRoomTaken || code === PG_UNIQUE_VIOLATION)) {
        // a concurrent twin with the same key won: answer with its group
        const replay = await findGroupReplay(ctx, options, key);
        if (replay) return replay;
      }
      if (error instanceof GroupRoomTaken) {
        const room = rooms[error.index]?.checked.room;
        throw conflict(groupRoomTakenMessage(room?.name ?? 'a room'));
      }
      // a reference code drawn twice (group or room): draw again
      if (code !== PG_UNIQUE_VIOLATION || attempt >= MAX_INSERT_ATTEMPTS) throw error;
    }
  }
};
