// Room search and room detail for visitors (spec sections 2 and 7).
import { isUuid } from '@domain/ids';
import { MSG } from '@domain/messages';
import type { RoomSearch } from '@domain/schemas/public';
import type { Database, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { ReadCache } from '../../lib/read-cache';
import { roomAnswers } from './answers';
import { toRoomDto } from './dto';
import * as repo from './repository';
import {
  findRoomIds,
  findRoomWithRates as findRoomRow,
  findRooms,
  type RoomQuery,
  type RoomWithRates,
} from './search.repository';

/**
 * Rooms that fit the party and the budget, cheapest first. Without dates every room is listed with
 * its status (maintenance ones included); with dates only available rooms free for every night.
 * One query decides which rooms (overlap checked in SQL, no N+1); their answers are the kept ones
 * (answers.ts). The answer is RoomDto[] as JSON text.
 */
export const searchRooms = async (db: Database, cache: ReadCache, search: RoomSearch): Promise<string> => {
  const party = search.adults !== undefined || search.kids !== undefined;
  const dates =
    search.checkin && search.checkout ? { checkin: search.checkin, checkout: search.checkout } : null;
  const [ids, answers] = await Promise.all([
    findRoomIds(db, {
      minAdults: search.adults,
      minKids: search.kids,
      // a party always has at least one adult
      minOccupancy: party ? (search.adults ?? 1) + (search.kids ?? 0) : undefined,
      maxPrice: search.maxPrice,
      status: dates ? 'available' : undefined,
      freeBetween: dates ?? undefined,
    }),
    roomAnswers(db, cache),
  ]);
  // a room added on another instance since the answers were read shows once this instance hears of it
  return `[${ids.flatMap((id) => answers.get(id) ?? []).join(',')}]`;
};

/** A room on the site as RoomDto JSON text; a malformed id is just a room that does not exist (404, never a 500). */
export const getRoom = async (db: Database, cache: ReadCache, id: string): Promise<string> => {
  const kept = (await roomAnswers(db, cache)).get(id);
  if (kept) return kept;
  // not kept: no such room, an archived one (off the site), or one added since the answers were read
  const room = isUuid(id) ? await findRoomRow(db, id) : undefined;
  if (!room || room.archivedAt) throw notFound(MSG.roomNotFound);
  return JSON.stringify(toRoomDto(room, room.rates));
};

/** A room with its seasonal rates for pricing a stay; null for an unknown or malformed id. */
export const findRoomWithRates = async (db: Database | Tx, id: string): Promise<RoomWithRates | null> =>
  (isUuid(id) && (await findRoomRow(db, id))) || null;

/** Rooms matching a query with their rates, cheapest first: the same search as the visitors' (staff, chat assistant). */
export const findRoomsWithRates = (db: Database, query: RoomQuery): Promise<RoomWithRates[]> =>
  findRooms(db, query);

/** Where the seed's generated room pictures live (uploads are under /api/uploads/). */
const DEMO_PICTURES = '/images/rooms/';

export const countRooms = (db: Database): Promise<number> => repo.countRooms(db);

export const findRoomNames = (db: Database) => repo.findRoomNames(db);

/** The rooms on the site and when each last changed (at most `limit`), and when any room last changed. */
export const findRoomPages = async (db: Database, limit: number) => {
  const [pages, changedAt] = await Promise.all([repo.findRoomPages(db, limit), repo.findRoomsChangedAt(db)]);
  return { pages, changedAt };
};

/**
 * The rooms in service that are still demo rooms: a demo room's name, or one of the seed's generated
 * pictures (/images/rooms/...) where the resort's own photos belong.
 */
export const findDemoRooms = async (db: Database, demoNames: readonly string[]): Promise<string[]> =>
  (await repo.findRoomPictures(db))
    .filter(
      (room) =>
        demoNames.includes(room.name) ||
        [...room.images, room.imagePath ?? ''].some((image) => image.startsWith(DEMO_PICTURES)),
    )
    .map((room) => room.name);
