// GET /api/receptionist/day-visits?date=: the gate's day (today by default, the resort's day). What is
// left is the public day read's (readDayOffer), so the gate and the booking page never disagree; the
// day visits are the day's reservations of kind day_visit; the overnight guests are the stays covering
// the day, whose heads pay no entrance fee and take none of the day's capacity (docs/adr/0063).
import type { GateDayDto } from '@domain/api/gate';
import { todayIn } from '@domain/dates';
import type { AppContext } from '../../lib/app-context';
import { readDayOffer } from '../day-visits';
import { getReservationDtos } from '../reservations';
import { findDayVisitIds, findStaysCovering } from './gate.repository';

export const readGateDay = async (ctx: AppContext, date: string): Promise<GateDayDto> => {
  const { db } = ctx.deps;
  const [offer, ids, stays] = await Promise.all([
    readDayOffer(ctx, {
      date,
      adults: undefined,
      kids: undefined,
      infants: undefined,
      discountGuests: undefined,
    }),
    findDayVisitIds(db, date),
    findStaysCovering(db, date),
  ]);
  const byId = new Map((await getReservationDtos(ctx, ids)).map((dto) => [dto.id, dto]));
  return {
    date,
    offer,
    // in booking order (getReservationDtos answers in its own order)
    visits: ids.flatMap((id) => byId.get(id) ?? []),
    overnight: stays.map(({ firstName, lastName, ...stay }) => ({
      ...stay,
      guestName: `${firstName} ${lastName}`.trim(),
    })),
  };
};

/** The resort's today (RESORT_TZ), the gate's day unless asked for another. */
export const resortDay = (ctx: AppContext) => todayIn(ctx.deps.config.resortTz, ctx.deps.now());
