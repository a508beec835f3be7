// Drizzle queries for rooms and their seasonal rates. No rules here.
import { HOLDING_STATUSES } from '@domain/reservation-status';
import { and, asc, eq, getTableColumns, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { reservations, roomRates, rooms } from '../../db/schema';
import type { RateRow, RoomRow } from './dto';

type Db = Database | Tx;

export type RoomWithRates = RoomRow & { rates: RateRow[] };

export type RoomQuery = {
  minAdults?: number;
  minKids?: number;
  minOccupancy?: number;
  maxPrice?: number;
  status?: string;
  /** Only rooms with no holding reservation sharing a night of [checkin, checkout). */
  freeBetween?: { checkin: string; checkout: string };
};

// Written like the predicate of the reservations_no_overlap constraint, so the planner can use
// its gist index (room_id, daterange) for the overlap probe once there are many reservations.
const HOLDING_SQL = sql.raw(HOLDING_STATUSES.map((s) => `'${s}'`).join(', '));

// Each room's rates as a JSON array shaped like RateRow (money and days as text, like the drivers
// return them), so one round trip answers a whole search: this endpoint is the busiest of the site.
// "rooms"."id" is spelled out: inside a selected field Drizzle prints ${rooms.id} unqualified, which
// the subquery would read as rr.id.
const ratesJson = sql<RateRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', rr.id, 'roomId', rr.room_id, 'rateType', rr.rate_type, 'price', rr.price::text,
    'description', rr.description, 'validFrom', rr.valid_from::text, 'validTo', rr.valid_to::text
  ) order by rr.valid_from, rr.rate_type)
  from ${roomRates} rr where rr.room_id = "rooms"."id"
), '[]'::json)`;

const roomWithRates = { ...getTableColumns(rooms), rates: ratesJson };

const conditionsOf = (query: RoomQuery): SQL[] => {
  const conditions: SQL[] = [];
  if (query.minAdults !== undefined) conditions.push(gte(rooms.maxAdults, query.minAdults));
  if (query.minKids !== undefined) conditions.push(gte(rooms.maxKids, query.minKids));
  if (query.minOccupancy !== undefined) conditions.push(gte(rooms.maxOccupancy, query.minOccupancy));
  if (query.maxPrice !== undefined)
    conditions.push(sql`${rooms.basePrice} <= ${String(query.maxPrice)}::numeric`);
  if (query.status !== undefined) conditions.push(eq(rooms.status, query.status));
  if (query.freeBetween) {
    const { checkin, checkout } = query.freeBetween;
    conditions.push(sql`not exists (
      select 1 from ${reservations}
      where ${reservations.roomId} = ${rooms.id}
        and ${reservations.status} in (${HOLDING_SQL})
        and daterange(${reservations.checkin}, ${reservations.checkout}, '[)')
          && daterange(${checkin}::date, ${checkout}::date, '[)')
    )`);
  }
  return conditions;
};

/** Rooms matching the query with their rates, cheapest first then by name: one query. */
export const findRooms = (db: Db, query: RoomQuery): Promise<RoomWithRates[]> => {
  const conditions = conditionsOf(query);
  return db
    .select(roomWithRates)
    .from(rooms)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(rooms.basePrice), asc(rooms.name));
};

export const findRoomById = async (db: Db, id: string): Promise<RoomWithRates | undefined> => {
  const [row] = await db.select(roomWithRates).from(rooms).where(eq(rooms.id, id)).limit(1);
  return row;
};

/** Rates of several rooms in one query, for modules that load rooms their own way (then toRoomDtos). */
export const findRatesOfRooms = (db: Db, roomIds: readonly string[]): Promise<RateRow[]> => {
  if (roomIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(roomRates)
    .where(inArray(roomRates.roomId, [...roomIds]))
    .orderBy(asc(roomRates.validFrom), asc(roomRates.rateType));
};
