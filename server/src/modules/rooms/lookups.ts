// The rooms other modules read (pricing a stay, the chat assistant, the sitemap, the go-live checklist):
// lookups over the repositories, each taking the database.
import { isUuid } from '@domain/ids';
import type { Database, Tx } from '../../db/client';
import * as repo from './repository';
import {
  findRoomWithRates as findRoomRow,
  findRooms,
  type RoomQuery,
  type RoomWithRates,
} from './search.repository';

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
