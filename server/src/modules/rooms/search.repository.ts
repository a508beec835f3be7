// The one room search (visitors, staff and the chat assistant alike) and the room with its rates: one query
// over rooms each, rates gathered in the same statement, taken nights read from room_occupancy. The answer
// a visitor sees is built from these rows in TypeScript (dto.ts: toRoomDto), never by SQL.
import type { RoomStatus } from '@domain/constants';
import { and, asc, eq, getTableColumns, gte, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { getOrMake, oncePerDb } from '../../db/once-per-db';
import { roomOccupancy, roomRates, rooms } from '../../db/schema';
import type { RateRow, RoomRow } from './dto';

type Db = Database | Tx;

export type RoomWithRates = RoomRow & { rates: RateRow[] };

export type RoomQuery = {
  minAdults?: number;
  minKids?: number;
  minOccupancy?: number;
  maxPrice?: number;
  status?: RoomStatus;
  /** Only rooms with no night of [checkin, checkout) taken (by a holding reservation or a calendar block). */
  freeBetween?: { checkin: string; checkout: string };
};

// Each room's rates as a JSON array shaped like RateRow (money and days as text, like the drivers return
// them), so one round trip answers a whole search. "rooms"."id" is spelled out: inside a selected field
// Drizzle prints ${rooms.id} unqualified, which the subquery would read as rr.id.
const ratesJson = sql<RateRow[]>`coalesce((
  select json_agg(json_build_object(
    'id', rr.id, 'roomId', rr.room_id, 'rateType', rr.rate_type, 'price', rr.price::text,
    'description', rr.description, 'validFrom', rr.valid_from::text, 'validTo', rr.valid_to::text
  ) order by rr.valid_from, rr.rate_type)
  from ${roomRates} rr where rr.room_id = "rooms"."id"
), '[]'::json)`;

const roomWithRates = { ...getTableColumns(rooms), rates: ratesJson };

const SEARCH_FILTERS = ['minAdults', 'minKids', 'minOccupancy', 'maxPrice', 'status', 'freeBetween'] as const;
type SearchFilter = (typeof SEARCH_FILTERS)[number];

const placeholder = sql.placeholder;

// room_occupancy holds every taken night (reservations and calendar blocks alike), and its exclusion
// constraint is what refuses a double booking, so "free" here is what a booking finds free. One scan of its
// nights index (gist, migration 0009) finds the rooms taken on any asked night, hashed once; NOT EXISTS was
// planned as one probe per room, 2 to 7 times slower at 200 rooms on both engines. room_id is never null,
// so NOT IN means what NOT EXISTS means.
const notTakenBetween = sql`${rooms.id} not in (
  select ${roomOccupancy.roomId} from ${roomOccupancy}
  where ${roomOccupancy.nights} && daterange(${placeholder('checkin')}::date, ${placeholder('checkout')}::date, '[)')
)`;

/** The search's conditions for the filters it was given, with placeholders in place of their values. */
const conditionsFor = (given: ReadonlySet<SearchFilter>): SQL[] => {
  const conditions: SQL[] = [];
  if (given.has('minAdults')) conditions.push(gte(rooms.maxAdults, placeholder('minAdults')));
  if (given.has('minKids')) conditions.push(gte(rooms.maxKids, placeholder('minKids')));
  if (given.has('minOccupancy')) conditions.push(gte(rooms.maxOccupancy, placeholder('minOccupancy')));
  if (given.has('maxPrice')) conditions.push(sql`${rooms.basePrice} <= ${placeholder('maxPrice')}::numeric`);
  if (given.has('status')) conditions.push(eq(rooms.status, placeholder('status')));
  if (given.has('freeBetween')) conditions.push(notTakenBetween);
  return conditions;
};

/** What a search answers: the rooms with their rates, or only their ids (whose answers the visitor's search keeps). */
type Projection = 'rows' | 'ids';
const PROJECTIONS = { rows: roomWithRates, ids: { id: rooms.id } } as const;

const searchStatement = <P extends Projection>(
  db: Db,
  projection: P,
  given: ReadonlySet<SearchFilter>,
  name: string,
) =>
  db
    .select(PROJECTIONS[projection] as (typeof PROJECTIONS)[P])
    .from(rooms)
    // an archived ("deleted") room is off the site; its past bookings still count in reports
    .where(and(isNull(rooms.archivedAt), ...conditionsFor(given)))
    .orderBy(asc(rooms.basePrice), asc(rooms.name))
    .prepare(name);

const detailStatement = (db: Db) =>
  db
    .select(roomWithRates)
    .from(rooms)
    .where(eq(rooms.id, placeholder('id')))
    .limit(1)
    .prepare('rooms_detail');

// The reads are prepared once per database handle: Drizzle then skips building the query on every call
// (most of a search's CPU in Node), and on PostgreSQL the statement is named, so each pooled connection
// parses and plans it once. One statement per set of filters given keeps each one's SQL (and plan) what it
// is; a search uses at most a few of the 64 sets.
type Statements = {
  rows: Map<string, ReturnType<typeof searchStatement<'rows'>>>;
  ids: Map<string, ReturnType<typeof searchStatement<'ids'>>>;
  detail?: ReturnType<typeof detailStatement>;
};
const statementsOf = oncePerDb((_db: Db): Statements => ({ rows: new Map(), ids: new Map() }));

const search = <P extends Projection>(db: Db, projection: P, query: RoomQuery) => {
  const given = new Set(SEARCH_FILTERS.filter((filter) => query[filter] !== undefined));
  const key = SEARCH_FILTERS.map((filter) => (given.has(filter) ? '1' : '0')).join('');
  const statements = statementsOf(db)[projection] as Map<string, ReturnType<typeof searchStatement<P>>>;
  const statement = getOrMake(statements, key, () =>
    searchStatement(db, projection, given, `rooms_search_${projection}_${key}`),
  );
  return statement.execute({
    minAdults: query.minAdults,
    minKids: query.minKids,
    minOccupancy: query.minOccupancy,
    maxPrice: query.maxPrice === undefined ? undefined : String(query.maxPrice),
    status: query.status,
    checkin: query.freeBetween?.checkin,
    checkout: query.freeBetween?.checkout,
  });
};

/** Rooms on the site matching the query with their rates, cheapest first then by name: one query. */
export const findRooms = (db: Db, query: RoomQuery): Promise<RoomWithRates[]> => search(db, 'rows', query);

/** The ids of the rooms `findRooms` would find, in its order: the same query, reading only the ids. */
export const findRoomIds = async (db: Db, query: RoomQuery): Promise<string[]> =>
  (await search(db, 'ids', query)).map((row) => row.id);

/** One room with its rates (archived or not); undefined when there is none. */
export const findRoomWithRates = async (db: Db, id: string): Promise<RoomWithRates | undefined> => {
  const statements = statementsOf(db);
  statements.detail ??= detailStatement(db);
  const [row] = await statements.detail.execute({ id });
  return row;
};

/** Every room with its rates, by name: the admin's list. */
export const findAllRoomsWithRates = (
  db: Db,
  options: { archived?: boolean } = {},
): Promise<RoomWithRates[]> =>
  db
    .select(roomWithRates)
    .from(rooms)
    .where(options.archived ? isNotNull(rooms.archivedAt) : isNull(rooms.archivedAt))
    .orderBy(asc(rooms.name), asc(rooms.id));
