// Room management rules: create, edit, delete (never a room with reservations), seasonal rates,
// bulk amenity edits and the CSV import.
import type { RateDto, RoomDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { toDecimalString } from '@domain/money';
import { baseOccupancyProblem, type rateInputSchema, type roomInputSchema } from '@domain/schemas/admin';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { onlyRow } from '../../db/rows';
import type { AppContext } from '../../lib/app-context';
import { archiveOrDelete } from '../../lib/archive-or-delete';
import { AppError, badRequest, notFound, pgErrorCode } from '../../lib/errors';
import { assertUuid } from '../../lib/route-ids';
import {
  CSV_INSERT_CHUNK_ROWS,
  MAX_ROOMS_IN_SERVICE,
  roomsFromCsv,
  TOO_MANY_ROOMS,
  tooManyActiveRooms,
} from './csv-import';
import { toRateDto, toRoomDto } from './dto';
import * as repo from './repository';
import { findAllRoomsWithRates, findRoomWithRates } from './search.repository';

export type RoomInput = z.output<typeof roomInputSchema>;
export type RoomPatch = Partial<RoomInput>;
export type RateInput = z.output<typeof rateInputSchema>;

const ROOM_NOT_FOUND = 'Room not found';

/** Schema output (price in centavos) to column values; the main image defaults to the first picture. */
const toRoomValues = (input: RoomInput): repo.RoomInsert => ({
  name: input.name,
  description: input.description,
  basePrice: toDecimalString(input.basePrice),
  maxAdults: input.maxAdults,
  maxKids: input.maxKids,
  maxOccupancy: input.maxOccupancy,
  // left out: good for its max occupancy, so nobody is charged extra
  baseOccupancy: input.baseOccupancy ?? input.maxOccupancy,
  extraAdultCharge: toDecimalString(input.extraAdultCharge),
  extraChildCharge: toDecimalString(input.extraChildCharge),
  amenities: input.amenities,
  status: input.status,
  images: input.images,
  imagePath: input.imagePath?.trim() || input.images[0] || null,
});

const roomDto = async (db: Database, id: string): Promise<RoomDto> => {
  const room = await findRoomWithRates(db, id);
  if (!room) throw notFound(ROOM_NOT_FOUND);
  return toRoomDto(room, room.rates);
};

/** One room in service (an archived one is 404, like a missing one). */
export const getRoom = async (ctx: AppContext, id: string): Promise<RoomDto> => {
  assertUuid(id, ROOM_NOT_FOUND);
  const room = await findRoomWithRates(ctx.deps.db, id);
  if (!room || room.archivedAt) throw notFound(ROOM_NOT_FOUND);
  return toRoomDto(room, room.rates);
};

export const listRooms = async (ctx: AppContext, options: { archived?: boolean } = {}): Promise<RoomDto[]> =>
  (await findAllRoomsWithRates(ctx.deps.db, options)).map((room) => toRoomDto(room, room.rates));

/** 400 when the room would be good for more persons than it takes. */
const refuseBaseOccupancy = (room: { baseOccupancy: number; maxOccupancy: number }) => {
  const problem = baseOccupancyProblem(room);
  if (problem) throw badRequest(problem, { baseOccupancy: problem });
};

export const createRoom = async (ctx: AppContext, input: RoomInput): Promise<RoomDto> => {
  refuseBaseOccupancy({
    baseOccupancy: input.baseOccupancy ?? input.maxOccupancy,
    maxOccupancy: input.maxOccupancy,
  });
  // every room list and search reads them all: their number is bounded, as the CSV import's
  if ((await repo.countRooms(ctx.deps.db)) >= MAX_ROOMS_IN_SERVICE) throw badRequest(TOO_MANY_ROOMS);
  const row = onlyRow(await repo.insertRooms(ctx.deps.db, [toRoomValues(input)]), 'insert into rooms');
  return toRoomDto(row, []);
};

export const updateRoom = async (ctx: AppContext, id: string, patch: RoomPatch): Promise<RoomDto> => {
  assertUuid(id, ROOM_NOT_FOUND);
  const current = await repo.findRoom(ctx.deps.db, id);
  if (!current) throw notFound(ROOM_NOT_FOUND);
  const values: Partial<repo.RoomInsert> = {};
  if (patch.name !== undefined) values.name = patch.name;
  if (patch.description !== undefined) values.description = patch.description;
  if (patch.basePrice !== undefined) values.basePrice = toDecimalString(patch.basePrice);
  if (patch.maxAdults !== undefined) values.maxAdults = patch.maxAdults;
  if (patch.maxKids !== undefined) values.maxKids = patch.maxKids;
  if (patch.maxOccupancy !== undefined) values.maxOccupancy = patch.maxOccupancy;
  if (patch.baseOccupancy !== undefined) values.baseOccupancy = patch.baseOccupancy;
  if (patch.extraAdultCharge !== undefined) values.extraAdultCharge = toDecimalString(patch.extraAdultCharge);
  if (patch.extraChildCharge !== undefined) values.extraChildCharge = toDecimalString(patch.extraChildCharge);
  // the pair as it will be stored: a lower max occupancy alone must not leave the base above it
  refuseBaseOccupancy({
    baseOccupancy: values.baseOccupancy ?? current.baseOccupancy,
    maxOccupancy: values.maxOccupancy ?? current.maxOccupancy,
  });
  if (patch.amenities !== undefined) values.amenities = patch.amenities;
  if (patch.status !== undefined) values.status = patch.status;
  if (patch.images !== undefined) values.images = patch.images;
  // A new picture list without an explicit main image: keep the old one only if it is still in the list.
  const images = patch.images ?? current.images;
  if (patch.imagePath !== undefined) values.imagePath = patch.imagePath.trim() || images[0] || null;
  else if (patch.images !== undefined && (!current.imagePath || !images.includes(current.imagePath)))
    values.imagePath = images[0] ?? null;
  if (Object.keys(values).length && !(await repo.updateRoom(ctx.deps.db, id, values)))
    throw notFound(ROOM_NOT_FOUND);
  return roomDto(ctx.deps.db, id);
};

/**
 * A room that never had a booking is deleted; one with only finished bookings is archived (off the site
 * and the list, its bookings still in every report); one whose nights are still held cannot go (409).
 */
export const deleteRoom = async (ctx: AppContext, id: string): Promise<void> => {
  const { db, now } = ctx.deps;
  assertUuid(id, ROOM_NOT_FOUND);
  await archiveOrDelete({
    bookings: await repo.reservationHistoryOfRoom(db, id),
    refusal: MSG.roomHasReservations,
    notFoundMessage: ROOM_NOT_FOUND,
    archive: () => repo.archiveRoom(db, id, now()),
    erase: () => repo.deleteRoom(db, id),
  });
};

export const addRate = async (ctx: AppContext, roomId: string, input: RateInput): Promise<RateDto> => {
  assertUuid(roomId, ROOM_NOT_FOUND);
  if (!(await repo.findRoom(ctx.deps.db, roomId))) throw notFound(ROOM_NOT_FOUND);
  const row = await repo.insertRate(ctx.deps.db, {
    roomId,
    rateType: input.rateType,
    price: toDecimalString(input.price),
    description: input.description,
    validFrom: input.validFrom,
    validTo: input.validTo,
  });
  if (!row) throw new Error('insert into room_rates returned no row');
  return toRateDto(row);
};

export const deleteRate = async (ctx: AppContext, roomId: string, rateId: string): Promise<void> => {
  assertUuid(roomId, 'Rate not found');
  assertUuid(rateId, 'Rate not found');
  if (!(await repo.deleteRate(ctx.deps.db, roomId, rateId))) throw notFound('Rate not found');
};

export type BulkAmenitiesInput = {
  action: 'add' | 'remove' | 'replace';
  oldAmenity: string;
  newAmenity: string;
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The room's new amenity list, or null when the action leaves it unchanged. Matching ignores case. */
export const applyBulkAmenity = (
  amenities: readonly string[],
  input: BulkAmenitiesInput,
): string[] | null => {
  const hasOld = amenities.some((a) => same(a, input.oldAmenity));
  const hasNew = amenities.some((a) => same(a, input.newAmenity));
  switch (input.action) {
    case 'add':
      return hasNew ? null : [...amenities, input.newAmenity];
    case 'remove':
      return hasOld ? amenities.filter((a) => !same(a, input.oldAmenity)) : null;
    case 'replace': {
      if (!hasOld) return null;
      const kept = amenities.filter((a) => !same(a, input.oldAmenity));
      // old -> new in place of the first old entry, unless the room already lists new
      if (kept.some((a) => same(a, input.newAmenity))) return kept;
      const at = amenities.findIndex((a) => same(a, input.oldAmenity));
      const next = amenities.filter((a, i) => i === at || !same(a, input.oldAmenity));
      next[at] = input.newAmenity;
      return next;
    }
  }
};

/** Applies one amenity change to every room; answers how many rooms changed. */
export const bulkAmenities = async (ctx: AppContext, input: BulkAmenitiesInput): Promise<{ count: number }> =>
  ctx.deps.db.transaction(async (tx) => {
    let count = 0;
    for (const room of await repo.roomAmenities(tx)) {
      const next = applyBulkAmenity(room.amenities, input);
      if (!next) continue;
      await repo.setAmenities(tx, room.id, next);
      count++;
    }
    return { count };
  });

export const importRoomsCsv = async (
  ctx: AppContext,
  csvContent: string,
): Promise<{ count: number; errors: string[] }> => {
  if (!csvContent.trim()) throw badRequest('Please provide the CSV content', { csvContent: 'Required' });
  const existing = await repo.countRooms(ctx.deps.db);
  const { rooms, errors } = await roomsFromCsv(csvContent, { demoSetStart: existing });
  if (rooms.length === 0) return { count: 0, errors };
  if (existing + rooms.length > MAX_ROOMS_IN_SERVICE)
    throw badRequest(tooManyActiveRooms(existing, rooms.length));
  const values = rooms.map(toRoomValues);
  try {
    // all or nothing, in INSERTs of CSV_INSERT_CHUNK_ROWS rows (one of every row overflows drizzle's stack)
    const count = await ctx.deps.db.transaction(async (tx) => {
      let inserted = 0;
      for (let at = 0; at < values.length; at += CSV_INSERT_CHUNK_ROWS) {
        inserted += (await repo.insertRooms(tx, values.slice(at, at + CSV_INSERT_CHUNK_ROWS))).length;
      }
      return inserted;
    });
    return { count, errors };
  } catch (error) {
    if (pgErrorCode(error)) throw new AppError('BAD_REQUEST', 'The CSV file has values the database refused');
    throw error;
  }
};
