// A day visit's free weather move: another day, the same party and cottage (ADR 0063).
//   GET  /api/reservations/{id}/weather-move/day?date   what the day has for the visit, and its price
//   POST /api/reservations/{id}/weather-move/day {date}  the move
// The move runs in one transaction behind the new day's advisory lock, as the day-visit booking does, so
// racing moves and bookings of one day queue and the day is never oversold; the cottage's row moves with
// the visit and the unique index reservation_cottages_one_holder refuses a cottage someone holds then.
// The price rule is the stays': the visit priced on the new day, never more than it totals now.
import type { ReservationDto, WeatherMoveDayDto } from '@domain/api-types';
import { dayTypeOf, quoteDayVisit } from '@domain/day-visits';
import { toCentavos, toDecimalString } from '@domain/money';
import { COTTAGE_NOT_FREE, DAY_VISIT_FULL } from '@domain/schemas/day-visits';
import { weatherMoveDaySchema } from '@domain/schemas/weather';
import { type DayMoveProblem, dayMoveProblem, MSG_WEATHER } from '@domain/weather';
import type { Database, Tx } from '../../db/client';
import type { AppContext } from '../../lib/app-context';
import { badRequest, conflict, PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode } from '../../lib/errors';
import { readVisitDay } from '../day-visits';
import { lockKeys } from './booking.repository';
import { dayVisitLockKey } from './booking-limits';
import { pesoCents } from './context';
import type * as repo from './repository';
import { requireReservationDto } from './reservation-dtos';
import { CHANGED_MEANWHILE } from './staff-moves';
import * as weatherRepo from './weather.repository';
import { type Guest, loadAffected, parseMoveInput, recordWeatherMove } from './weather-moves';

const ONE_HOLDER = 'reservation_cottages_one_holder';

/** The visit's own booking and its weather notice; a stay is sent to the move by dates and room. */
const loadVisit = async (ctx: AppContext, guest: Guest) => {
  const affected = await loadAffected(ctx, guest);
  if (affected.row.kind !== 'day_visit')
    throw badRequest(MSG_WEATHER.stayMovesByDates, { date: MSG_WEATHER.stayMovesByDates });
  return affected;
};

/** The new day's problems (400) against today, the window, the horizon and the active disruptions. */
const parseDay = async (ctx: AppContext, row: repo.ReservationRow, input: unknown) =>
  (await parseMoveInput(ctx, { row, input, schemaOf: weatherMoveDaySchema })).date;

/**
 * The visit on the day: what the day has left, its cottage there, the bill, and what keeps it away. The
 * move asks only whether the cottage is `available`: whether someone holds it that day is the unique
 * index's answer when the cottage's row moves (`free` is what the check shows the guest beforehand).
 */
const visitOn = async (
  db: Database | Tx,
  row: repo.ReservationRow,
  options: { day: string; cottageAsk: 'free' | 'available' },
) => {
  const { day } = options;
  const cottageId = await weatherRepo.findVisitCottageId(db, row.id);
  const visitDay = await readVisitDay(db, { day, cottageId });
  const quote = quoteDayVisit({
    day,
    holidays: visitDay.holidays,
    prices: visitDay.prices,
    heads: { adults: row.adults, kids: row.kids, infants: row.infants, eligibleGuests: row.discountGuests },
    cottagePriceCentavos: visitDay.cottage ? toCentavos(visitDay.cottage.price) : undefined,
  });
  const problem = dayMoveProblem({
    heads: row.adults + row.kids + row.infants,
    capacityLeft: visitDay.capacityLeft,
    cottageFree: visitDay.cottage ? visitDay.cottage[options.cottageAsk] : null,
    totalCentavos: quote.totalCentavos,
    currentTotalCentavos: toCentavos(row.totalAmount),
  });
  return { visitDay, quote, problem };
};

/** A problem as the guest reads it: the booking's own 409s for a day that cannot take the visit. */
const refusal = (problem: DayMoveProblem) => {
  if (problem === 'cottageTaken') return conflict(COTTAGE_NOT_FREE);
  if (problem === 'full') return conflict(DAY_VISIT_FULL);
  return badRequest(MSG_WEATHER.dayTooExpensive, { date: MSG_WEATHER.dayTooExpensive });
};

export const weatherMoveDayCheck = async (
  ctx: AppContext,
  guest: Guest,
  query: unknown,
): Promise<WeatherMoveDayDto> => {
  const { row } = await loadVisit(ctx, guest);
  const date = await parseDay(ctx, row, query);
  const { visitDay, quote } = await visitOn(ctx.deps.db, row, { day: date, cottageAsk: 'free' });
  return {
    date,
    dayType: dayTypeOf(date, visitDay.holidays),
    holidayName: visitDay.holidayName,
    capacityLeft: visitDay.capacityLeft,
    cottageFree: visitDay.cottage ? visitDay.cottage.free : null,
    totalAmount: toDecimalString(quote.totalCentavos),
  };
};

export const moveDayVisitForWeather = async (
  ctx: AppContext,
  guest: Guest,
  body: unknown,
): Promise<ReservationDto> => {
  const { db, now } = ctx.deps;
  const { row, notice } = await loadVisit(ctx, guest);
  const date = await parseDay(ctx, row, body);
  try {
    await db.transaction(async (tx) => {
      await lockKeys(tx, [dayVisitLockKey(date)]);
      const { visitDay, quote, problem } = await visitOn(tx, row, { day: date, cottageAsk: 'available' });
      if (problem) throw refusal(problem);
      const moved = await weatherRepo.moveDayVisit(tx, {
        id: row.id,
        fromDay: row.checkin,
        toDay: date,
        bill: quote.bill,
        now: now(),
      });
      if (!moved) throw conflict(CHANGED_MEANWHILE);
      const cottage = visitDay.cottage ? `, ${visitDay.cottage.name}` : '';
      await recordWeatherMove(tx, {
        ctx,
        row,
        guest,
        notice,
        note: `Moved because of weather (day visit${cottage}, from ${row.checkin}, ${pesoCents(
          toCentavos(row.totalAmount),
        )} to ${date}, ${pesoCents(quote.totalCentavos)}); no fee`,
      });
    });
  } catch (error) {
    // Caught outside the transaction: on PostgreSQL a failed statement aborts the whole transaction.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION)
      throw conflict(pgConstraint(error) === ONE_HOLDER ? COTTAGE_NOT_FREE : MSG_WEATHER.alreadyChosen);
    throw error;
  }
  return requireReservationDto(ctx, row.id);
};
