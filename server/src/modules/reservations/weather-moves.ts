// The guest's two answers to a weather disruption: move the stay for free, or cancel it with
// everything paid due back. Only the booking's own guest, only while it is affected and unanswered.
// A day visit moves by its day (./weather-day-moves.ts) and cancels here, as a stay does.
//   POST /api/reservations/{id}/weather-move    { checkin, checkout, roomId }
//   POST /api/reservations/{id}/weather-cancel
//   GET  /api/reservations/{id}/weather-move/options?checkin&checkout
// The move keeps every payment on the booking; its total becomes the new stay's price, never more than
// before (docs/adr/0034-weather-rebooking.md): a lower total leaves a refund due, as the ledger says.
import type { ReservationDto, WeatherMoveOptionDto } from '@domain/api-types';
import { nightsBetween } from '@domain/dates';
import { isUuid } from '@domain/ids';
import { refundDueCentavos } from '@domain/ledger';
import { MSG } from '@domain/messages';
import { toCentavos, toDecimalString } from '@domain/money';
import { discountStay, quoteStay, stayPricing } from '@domain/pricing';
import { checkGuests } from '@domain/schemas/booking';
import { weatherMoveSchema } from '@domain/schemas/weather';
import {
  canChooseForWeather,
  fitsMovePrice,
  MSG_WEATHER,
  WEATHER_ACTIONS,
  type WeatherNotice,
  weatherNoticeOf,
} from '@domain/weather';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import type { AppContext } from '../../lib/app-context';
import {
  badRequest,
  conflict,
  notFound,
  PG_EXCLUSION_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
} from '../../lib/errors';
import { shiftLineDays } from '../add-ons';
import { queueEmail } from '../notifications';
import { findRoomsWithRates, findRoomWithRates, type RoomWithRates } from '../rooms';
import { pesoCents, RESERVATION_NOT_FOUND } from './context';
import { billOf } from './dto';
import { sumSuccessfulPayments } from './payments.repository';
import * as repo from './repository';
import { requireReservationDto } from './reservation-dtos';
import { CHANGED_MEANWHILE, resortToday } from './staff-moves';
import * as weatherRepo from './weather.repository';

export type Guest = { reservationId: string; userId: string };

/** The guest's own booking and its weather notice; 404 for anyone else's, 409 when there is nothing to choose. */
export const loadAffected = async (ctx: AppContext, guest: Guest) => {
  const row = isUuid(guest.reservationId)
    ? await repo.findReservation(ctx.deps.db, guest.reservationId)
    : null;
  if (!row || row.userId !== guest.userId || row.archivedAt) throw notFound(RESERVATION_NOT_FOUND);
  const notice = weatherNoticeOf(await weatherRepo.selectWeatherFacts(ctx.deps.db, [row.id]));
  if (!canChooseForWeather(notice, row.status))
    throw conflict(
      notice && notice.choice !== 'pending' ? MSG_WEATHER.alreadyChosen : MSG_WEATHER.notAffected,
    );
  return { row, notice: notice as WeatherNotice };
};

/** A stay's room: the dates-and-room move is a stay's; a day visit is sent to its own (by the day). */
const roomOfStay = (row: repo.ReservationRow): string => {
  if (row.kind === 'day_visit' || !row.roomId)
    throw badRequest(MSG_WEATHER.dayVisitMovesByDay, { checkin: MSG_WEATHER.dayVisitMovesByDay });
  return row.roomId;
};

/**
 * The stay's price in a room for the dates, the party's extra guests at that room's charges, with the
 * booking's senior / PWD guests discounted as before.
 */
const priceIn = (
  room: RoomWithRates,
  stay: { checkin: string; checkout: string },
  row: repo.ReservationRow,
): repo.StayBill => {
  const quote = quoteStay(stayPricing(room, stay, row));
  return {
    ...discountStay({
      regularCentavos: quote.bill.regularCentavos,
      guests: row.adults + row.kids,
      eligibleGuests: row.discountGuests,
    }),
    extraGuestCentavos: quote.extraGuests.totalCentavos,
  };
};

const overlaps = (a: { checkin: string; checkout: string }, b: { checkin: string; checkout: string }) =>
  a.checkin < b.checkout && b.checkin < a.checkout;

/** What a move's new dates or day are checked against; both move schemas are built from it. */
type MoveRules = Parameters<typeof weatherMoveSchema>[0];

/**
 * A move's input, parsed by its schema (`weatherMoveSchema` for a stay's dates, `weatherMoveDaySchema` for
 * a day visit's day): its problems (400) against today, the window, the limits and the active disruptions.
 */
export const parseMoveInput = async <Schema extends z.ZodType>(
  ctx: AppContext,
  options: { row: repo.ReservationRow; input: unknown; schemaOf: (rules: MoveRules) => Schema },
): Promise<z.output<Schema>> => {
  const today = resortToday(ctx);
  const disruptions = await weatherRepo.selectActiveDisruptionDays(ctx.deps.db, today);
  const schema = options.schemaOf({
    originalCheckin: options.row.checkin,
    today,
    limits: ctx.deps.config.stayLimits,
    disruptions,
  });
  // a ZodError becomes a 400 with each field's message (plugins/errors.ts)
  return schema.parse(options.input ?? {});
};

const parseMove = (ctx: AppContext, row: repo.ReservationRow, input: unknown) =>
  parseMoveInput(ctx, { row, input, schemaOf: weatherMoveSchema });

/**
 * The move's line in the history (the weather's action, the status kept, no fee) and the guest's email,
 * written in the move's transaction.
 */
export const recordWeatherMove = async (
  tx: Tx,
  options: { ctx: AppContext; row: repo.ReservationRow; guest: Guest; notice: WeatherNotice; note: string },
) => {
  const { ctx, row, guest, notice, note } = options;
  const { now } = ctx.deps;
  await repo.insertEvent(tx, {
    reservationId: row.id,
    action: WEATHER_ACTIONS.moved,
    fromStatus: row.status,
    toStatus: row.status,
    note,
    actorId: guest.userId,
    weatherDisruptionId: notice.disruptionId,
    // the app's clock dates the line, so the report's day of the move is the resort's day
    createdAt: now(),
  });
  const previous = { checkin: row.checkin, checkout: row.checkout };
  await queueEmail(tx, { type: 'weather_moved', reservationId: row.id, previous }, { at: now() });
};

/** Rooms free for the dates (the booking's own room counts as free where only it holds the nights). */
export const weatherMoveOptions = async (
  ctx: AppContext,
  guest: Guest,
  query: unknown,
): Promise<WeatherMoveOptionDto[]> => {
  const { row } = await loadAffected(ctx, guest);
  const roomId = roomOfStay(row);
  const stay = await parseMove(ctx, row, { ...(query as object), roomId });
  const free = await findRoomsWithRates(ctx.deps.db, { freeBetween: stay, status: 'available' });
  const own = overlaps(stay, row) ? await findRoomWithRates(ctx.deps.db, roomId) : null;
  const rooms = own && !free.some((room) => room.id === own.id) ? [own, ...free] : free;
  const currentTotal = toCentavos(row.totalAmount);
  return rooms
    .filter((room) => !room.archivedAt && !checkGuests(row, room))
    .map((room) => ({ room, bill: priceIn(room, stay, row) }))
    .filter(({ bill }) => fitsMovePrice(bill.totalCentavos, currentTotal))
    .sort((a, b) => Number(b.room.id === row.roomId) - Number(a.room.id === row.roomId))
    .map(({ room, bill }) => ({
      roomId: room.id,
      roomName: room.name,
      totalAmount: toDecimalString(bill.totalCentavos),
      current: room.id === row.roomId,
    }));
};

export const moveForWeather = async (
  ctx: AppContext,
  guest: Guest,
  body: unknown,
): Promise<ReservationDto> => {
  const { db, now } = ctx.deps;
  const { row, notice } = await loadAffected(ctx, guest);
  const fromRoomId = roomOfStay(row);
  const move = await parseMove(ctx, row, body);
  if (move.roomId === fromRoomId && move.checkin === row.checkin && move.checkout === row.checkout)
    throw badRequest(MSG_WEATHER.sameStay, { checkin: MSG_WEATHER.sameStay });
  const room = await findRoomWithRates(db, move.roomId);
  if (!room || room.archivedAt) throw notFound(MSG.roomNotFound);
  if (room.status !== 'available') throw conflict(MSG.roomUnavailable);
  const guestProblem = checkGuests(row, room);
  if (guestProblem) throw badRequest(guestProblem.message, { roomId: guestProblem.message });
  const bill = priceIn(room, move, row);
  const before = billOf(row);
  // Never more than the booking totals now: the guest did not choose the typhoon.
  if (!fitsMovePrice(bill.totalCentavos, before.totalCentavos))
    throw badRequest(MSG_WEATHER.tooExpensive, { roomId: MSG_WEATHER.tooExpensive });
  const oldRoom = await findRoomWithRates(db, fromRoomId);
  const from = { roomId: fromRoomId, checkin: row.checkin, checkout: row.checkout };
  const to = { roomId: room.id, checkin: move.checkin, checkout: move.checkout };
  try {
    await db.transaction(async (tx) => {
      const moved = await weatherRepo.moveStay(tx, { id: row.id, from, to, bill, now: now() });
      if (!moved) throw conflict(CHANGED_MEANWHILE);
      // the extras keep their amounts and move with the stay: a transfer booked for check-in stays on it
      await shiftLineDays(tx, {
        reservationId: row.id,
        byDays: nightsBetween(row.checkin, move.checkin),
        lastDay: move.checkout,
      });
      await recordWeatherMove(tx, {
        ctx,
        row,
        guest,
        notice,
        note: `Moved because of weather (from ${row.checkin} – ${row.checkout}, ${oldRoom?.name ?? 'room'}, ${pesoCents(
          before.totalCentavos,
        )} to ${move.checkin} – ${move.checkout}, ${room.name}, ${pesoCents(bill.totalCentavos)}); no fee`,
      });
    });
  } catch (error) {
    // Caught outside the transaction: on PostgreSQL a failed statement aborts the whole transaction.
    if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw conflict(MSG.datesTaken);
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(MSG_WEATHER.alreadyChosen);
    throw error;
  }
  return requireReservationDto(ctx, row.id);
};

export const cancelForWeather = async (ctx: AppContext, guest: Guest): Promise<ReservationDto> => {
  const { db, now } = ctx.deps;
  const { notice } = await loadAffected(ctx, guest);
  try {
    await db.transaction(async (tx) => {
      const row = await repo.lockReservation(tx, guest.reservationId);
      if (!row || (row.status !== 'pending' && row.status !== 'confirmed'))
        throw conflict(MSG_WEATHER.notAffected);
      await repo.moveStatus(tx, { id: row.id, from: row.status, to: 'cancelled', now: now() });
      const paid = toCentavos(await sumSuccessfulPayments(tx, row.id));
      const due = refundDueCentavos({
        status: 'cancelled',
        totalCentavos: toCentavos(row.totalAmount),
        paidCentavos: paid,
      });
      await repo.insertEvent(tx, {
        reservationId: row.id,
        action: WEATHER_ACTIONS.cancelled,
        fromStatus: row.status,
        toStatus: 'cancelled',
        note: `Cancelled because of weather — full refund due ${pesoCents(due)}`,
        actorId: guest.userId,
        weatherDisruptionId: notice.disruptionId,
        createdAt: now(),
      });
      await queueEmail(tx, { type: 'weather_cancelled', reservationId: row.id }, { at: now() });
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(MSG_WEATHER.alreadyChosen);
    throw error;
  }
  return requireReservationDto(ctx, guest.reservationId);
};
