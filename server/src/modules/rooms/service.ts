// Room search and room detail for visitors (spec sections 2 and 7).
import { isUuid } from '@domain/ids';
import { MSG } from '@domain/messages';
import type { RoomSearch } from '@domain/schemas/public';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/errors';
import type { ReadCache } from '../../lib/read-cache';
import { roomAnswers } from './answers';
import { toRoomDto } from './dto';
import { findRoomIds, findRoomWithRates as findRoomRow } from './search.repository';

/**
 * Rooms that fit the party and the budget, cheapest first. Without dates every room is listed with
 * its status (maintenance ones included); with dates only available rooms free for every night.
 * One query decides which rooms (overlap checked in SQL, no N+1); their answers are the kept ones
 * (answers.ts). The answer is RoomDto[] as JSON text.
 */
export const searchRooms = async (ctx: AppContext, cache: ReadCache, search: RoomSearch): Promise<string> => {
  const party = search.adults !== undefined || search.kids !== undefined;
  const dates =
    search.checkin && search.checkout ? { checkin: search.checkin, checkout: search.checkout } : null;
  const [ids, answers] = await Promise.all([
    findRoomIds(ctx.deps.db, {
      minAdults: search.adults,
      minKids: search.kids,
      // a party always has at least one adult
      minOccupancy: party ? (search.adults ?? 1) + (search.kids ?? 0) : undefined,
      maxPrice: search.maxPrice,
      status: dates ? 'available' : undefined,
      freeBetween: dates ?? undefined,
    }),
    roomAnswers(ctx.deps.db, cache),
  ]);
  // a room added on another instance since the answers were read shows once this instance hears of it
  return `[${ids.flatMap((id) => answers.get(id) ?? []).join(',')}]`;
};

/** A room on the site as RoomDto JSON text; a malformed id is just a room that does not exist (404, never a 500). */
export const getRoom = async (ctx: AppContext, cache: ReadCache, id: string): Promise<string> => {
  const kept = (await roomAnswers(ctx.deps.db, cache)).get(id);
  if (kept) return kept;
  // not kept: no such room, an archived one (off the site), or one added since the answers were read
  const room = isUuid(id) ? await findRoomRow(ctx.deps.db, id) : undefined;
  if (!room || room.archivedAt) throw notFound(MSG.roomNotFound);
  return JSON.stringify(toRoomDto(room, room.rates));
};
