// GET /api/rooms/{id}/availability: is this room free for these nights? The booking form asks as soon as
// the dates are known, before it shows the payment step. The answer uses the booking's own rules: the
// same date checks (checkStayDates against the resort's today and the stay limits), the room's status, and
// room_occupancy, the table whose exclusion constraint refuses the booking's insert. When the nights are
// taken it offers the nearest free stays of the same length in this room and other rooms free for them.
import type { RoomAvailabilityDto } from '@domain/api-types';
import {
  NEAREST_DATES_WINDOW_DAYS,
  nearestFreeStays,
  nearestSearchSpan,
  OTHER_ROOMS_LIMIT,
} from '@domain/availability';
import { todayIn } from '@domain/dates';
import { isUuid } from '@domain/ids';
import { MSG } from '@domain/messages';
import { checkGuests, checkStayDates } from '@domain/schemas/booking';
import type { RoomAvailabilityQuery } from '@domain/schemas/public';
import { lastBookableCheckin } from '@domain/stay-limits';
import type { AppContext } from '../../lib/app-context';
import { badRequest, notFound } from '../../lib/errors';
import { toRoomDto } from './dto';
import * as repo from './repository';
import { findRooms, findRoomWithRates } from './search.repository';

export const checkRoomAvailability = async (
  ctx: AppContext,
  roomId: string,
  query: RoomAvailabilityQuery,
): Promise<RoomAvailabilityDto> => {
  const { db, config, now } = ctx.deps;
  const room = isUuid(roomId) ? await findRoomWithRates(db, roomId) : undefined;
  if (!room || room.archivedAt) throw notFound(MSG.roomNotFound);

  const today = todayIn(config.resortTz, now());
  const dateProblem = checkStayDates(query, today, { limits: config.stayLimits });
  if (dateProblem) throw badRequest(dateProblem.message, { [dateProblem.path]: dateProblem.message });
  const guestProblem = checkGuests(query, room);
  if (guestProblem) throw badRequest(guestProblem.message, { [guestProblem.path]: guestProblem.message });

  const stay = { checkin: query.checkin, checkout: query.checkout };
  // One read covers the stay and every nearer candidate: the work per request is bounded by the window.
  const span = nearestSearchSpan(stay, NEAREST_DATES_WINDOW_DAYS);
  const taken = await repo.findTakenRanges(db, { roomId: room.id, from: span.checkin, to: span.checkout });
  const nightsTaken = taken.some((range) => range.checkin < stay.checkout && range.checkout > stay.checkin);
  const roomOpen = room.status === 'available';
  const answer = { roomId: room.id, ...stay };
  if (roomOpen && !nightsTaken)
    return { ...answer, available: true, reason: null, nearestDates: [], otherRooms: [] };

  const nearestDates = roomOpen
    ? nearestFreeStays({
        stay,
        taken,
        earliest: today,
        latest: lastBookableCheckin(today, config.stayLimits),
        windowDays: NEAREST_DATES_WINDOW_DAYS,
      })
    : [];
  // The one room search, which reads room_occupancy: the same rule as the booking.
  const free = await findRooms(db, {
    freeBetween: stay,
    status: 'available',
    minAdults: query.adults,
    minKids: query.kids,
    minOccupancy: query.adults + query.kids,
  });
  const otherRooms = free
    .filter((other) => other.id !== room.id)
    .slice(0, OTHER_ROOMS_LIMIT)
    .map((other) => {
      const dto = toRoomDto(other);
      return {
        id: dto.id,
        name: dto.name,
        imagePath: dto.imagePath,
        basePrice: dto.basePrice,
        maxAdults: dto.maxAdults,
        maxKids: dto.maxKids,
      };
    });
  return {
    ...answer,
    available: false,
    reason: roomOpen ? 'taken' : 'room_unavailable',
    nearestDates,
    otherRooms,
  };
};
