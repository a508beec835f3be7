// Room search and room detail for visitors (spec sections 2 and 7).
import { isUuid } from '@domain/ids';
import { MSG } from '@domain/messages';
import type { RoomSearch } from '@domain/schemas/public';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/errors';
import { toRoomDto } from './dto';
import { findRoomWithRates as findRoomRow, findRooms, type RoomWithRates } from './search.repository';

/** A room's answer (RoomDto, domain/api/rooms.ts) with its own rates: written by the one mapper. */
const answerOf = (room: RoomWithRates) => toRoomDto(room, room.rates);

/**
 * Rooms that fit the party and the budget, cheapest first. Without dates every room is listed with
 * its status (maintenance ones included); with dates only available rooms free for every night.
 * One query whatever the number of rooms: overlap checked and rates gathered in SQL (no N+1); the answer
 * is RoomDto[] as JSON text, each room written by toRoomDto.
 */
export const searchRooms = async (ctx: AppContext, search: RoomSearch): Promise<string> => {
  const party = search.adults !== undefined || search.kids !== undefined;
  const dates =
    search.checkin && search.checkout ? { checkin: search.checkin, checkout: search.checkout } : null;
  const found = await findRooms(ctx.deps.db, {
    minAdults: search.adults,
    minKids: search.kids,
    // a party always has at least one adult
    minOccupancy: party ? (search.adults ?? 1) + (search.kids ?? 0) : undefined,
    maxPrice: search.maxPrice,
    status: dates ? 'available' : undefined,
    freeBetween: dates ?? undefined,
  });
  return JSON.stringify(found.map(answerOf));
};

/** A room on the site as RoomDto JSON text; a malformed id is just a room that does not exist (404, never a 500). */
export const getRoom = async (ctx: AppContext, id: string): Promise<string> => {
  const room = isUuid(id) ? await findRoomRow(ctx.deps.db, id) : undefined;
  // an archived room is off the site
  if (!room || room.archivedAt) throw notFound(MSG.roomNotFound);
  return JSON.stringify(answerOf(room));
};
