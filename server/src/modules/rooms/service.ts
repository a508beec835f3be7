// Room search and room detail for visitors (spec sections 2 and 7).
import { isUuid } from '@domain/ids';
import { MSG } from '@domain/messages';
import type { RoomSearch } from '@domain/schemas/public';
import type { Database, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import * as repo from './repository';

/**
 * Rooms that fit the party and the budget, cheapest first. Without dates every room is listed with
 * its status (maintenance ones included); with dates only available rooms free for every night.
 * One query whatever the number of rooms: overlap checked and rates gathered in SQL (no N+1). The
 * answer is RoomDto[] as JSON text, written by the database (repository.ts: findRoomsJson).
 */
export const searchRooms = (db: Database, search: RoomSearch): Promise<string> => {
  const party = search.adults !== undefined || search.kids !== undefined;
  const dates =
    search.checkin && search.checkout ? { checkin: search.checkin, checkout: search.checkout } : null;
  return repo.findRoomsJson(db, {
    minAdults: search.adults,
    minKids: search.kids,
    // a party always has at least one adult
    minOccupancy: party ? (search.adults ?? 1) + (search.kids ?? 0) : undefined,
    maxPrice: search.maxPrice,
    status: dates ? 'available' : undefined,
    freeBetween: dates ?? undefined,
  });
};

/** A room on the site as RoomDto JSON text; a malformed id is just a room that does not exist (404, never a 500). */
export const getRoom = async (db: Database, id: string): Promise<string> => {
  const room = isUuid(id) ? await repo.findRoomJson(db, id) : undefined;
  if (!room) throw notFound(MSG.roomNotFound);
  return room;
};

/** A room with its seasonal rates for pricing a stay; null for an unknown or malformed id. */
export const findRoomWithRates = async (db: Database | Tx, id: string): Promise<repo.RoomWithRates | null> =>
  (isUuid(id) && (await repo.findRoomWithRates(db, id))) || null;

/** Rooms matching a query with their rates, cheapest first (the chat assistant's availability answer). */
export const findRoomsWithRates = (db: Database, query: repo.RoomQuery): Promise<repo.RoomWithRates[]> =>
  repo.findRooms(db, query);

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
