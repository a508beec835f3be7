// Booking a day at the beach: entrance passes for the party and maybe a cottage for the day, paid as a
// room is (the 30% down payment, verified by the desk). It is a reservation of kind 'day_visit' with no
// room, its checkin the day and its checkout the next (docs/adr/0063), written by the stay's own steps
// (bookOnce): the Idempotency-Key, the guest's limits, the down payment, the 'created' event, the emails.
// What differs is decided here and in the booking's transaction:
// - the day follows the booking's date rules (checkVisitDay: today up to the horizon);
// - the bill is quoteDayVisit's (the day type's fees x heads, the cottage, the senior / PWD discount on
//   the eligible guests' own fees); a client total is never read;
// - the day's capacity is counted behind the day's advisory lock inside the transaction, so racing
//   bookings of one day queue and the day is never oversold (409 DAY_VISIT_FULL);
// - the cottage's day is a reservation_cottages row whose unique index refuses a second holder (409
//   COTTAGE_NOT_FREE).
import { addDays, todayIn } from '@domain/dates';
import { checkVisitDay } from '@domain/schemas/day-visits';
import type { AppContext } from '../../lib/app-context';
import { badRequest } from '../../lib/errors';
import { priceDayVisit } from '../day-visits';
import { requestedBooking } from './booking-replay';
import {
  type BookingRequest,
  type CheckedBooking,
  type CreateReservationResult,
  downPaymentOfBooking,
  refuseCardWhenOff,
  refuseDiscountProblem,
} from './booking-request';
import { bookOnce } from './create-reservation';

export type CreateDayVisitOptions = BookingRequest & {
  /** The day of the visit, resort-local (YYYY-MM-DD). */
  date: string;
  /** Infants enter free; they count against the day's capacity. */
  infants?: number;
  cottageId?: string | null;
};

const checkDayVisit = async (ctx: AppContext, options: CreateDayVisitOptions): Promise<CheckedBooking> => {
  const { db, config, now } = ctx.deps;
  const problem = checkVisitDay(options.date, todayIn(config.resortTz, now()), config.stayLimits);
  if (problem) throw badRequest(problem, { date: problem });
  await refuseCardWhenOff(db, options.paymentMethod);
  refuseDiscountProblem(options);
  const infants = options.infants ?? 0;
  const { capacity, cottage, quote } = await priceDayVisit(db, {
    date: options.date,
    adults: options.adults,
    kids: options.kids,
    infants,
    discountGuests: options.discountGuests ?? 0,
    cottageId: options.cottageId,
  });
  return {
    booked: bookedDay(options),
    room: null,
    cottage,
    day: { date: options.date, heads: options.adults + options.kids + infants, capacity },
    bill: quote.bill,
    ...downPaymentOfBooking(options, quote.bill),
    longStayReason: '',
  };
};

const bookedDay = (options: CreateDayVisitOptions) => ({
  kind: 'day_visit' as const,
  roomId: null,
  checkin: options.date,
  checkout: addDays(options.date, 1),
  infants: options.infants ?? 0,
  cottageId: options.cottageId ?? null,
});

export const createDayVisit = (
  ctx: AppContext,
  options: CreateDayVisitOptions,
): Promise<CreateReservationResult> => {
  const { kind: _kind, ...asked } = bookedDay(options);
  return bookOnce(ctx, options, requestedBooking(options, asked), () => checkDayVisit(ctx, options));
};
