// Every room's public answer (RoomDto as JSON text, written by toRoomDto), kept together in the room cache
// (app.roomCache, ROOM_CACHE_MS) so that a search reads from the database only what decides it: which
// rooms are free for the question asked (findRoomIds), every time. The answers are read all at once, one
// query, when the cache is empty; every successful write empties it on every instance, as the search
// cache (lib/read-cache.ts). A room's answer is still defined once: the domain's roomSchema and toRoomDto.

import type { Database } from '../../db/client';
import type { ReadCache } from '../../lib/read-cache';
import { toRoomDto } from './dto';
import { findAllRoomsWithRates } from './search.repository';

/** The answers of the rooms on the site (archived ones are not), by id. */
export type RoomAnswers = ReadonlyMap<string, string>;

const readAnswers = async (db: Database): Promise<RoomAnswers> =>
  new Map(
    (await findAllRoomsWithRates(db)).map((room) => [room.id, JSON.stringify(toRoomDto(room, room.rates))]),
  );

export const roomAnswers = (db: Database, cache: ReadCache): Promise<RoomAnswers> =>
  cache.get('room-answers', () => readAnswers(db));
