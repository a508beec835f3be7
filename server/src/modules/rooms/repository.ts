// Drizzle queries for rooms and their seasonal rates, the only code that writes those two tables.
// No rules here. The availability probe reads room_occupancy and the delete guard reads reservations
// (never writing either).
import type { RoomStatus } from '@domain/constants';
import { HOLDING_STATUSES } from '@domain/reservation-status';
import { and, asc, eq, getTableColumns, gte, isNotNull, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { getOrMake, oncePerDb } from '../../db/once-per-db';
import { reservations, roomListings, roomOccupancy, roomRates, rooms } from '../../db/schema';
import type { RateRow, RoomRow } from './dto';

type Db = Database | Tx;
export type RoomInsert = typeof rooms.$inferInsert;
export type RateInsert = typeof roomRates.$inferInsert;

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

const HOLDING_SQL = sql.raw(HOLDING_STATUSES.map((s) => `'${s}'`).join(', '));

const roomWithRates = { ...getTableColumns(rooms), rates: ratesJson };

const SEARCH_FILTERS = ['minAdults', 'minKids', 'minOccupancy', 'maxPrice', 'status', 'freeBetween'] as const;
type SearchFilter = (typeof SEARCH_FILTERS)[number];

const placeholder = sql.placeholder;

// room_occupancy holds every taken night (reservations and calendar blocks alike). One scan of its nights
// index finds the rooms taken on any asked night, hashed once; NOT EXISTS would be planned as one probe of
// the exclusion constraint's index per room (2 to 7 times slower at 200 rooms, on PGlite and PostgreSQL
// alike: docs/adr/0028-room-search-stored-answers.md). room_id is never null, so NOT IN means what NOT
// EXISTS meant.
const notTakenBetween = (roomId: AnyPgColumn) => sql`${roomId} not in (
  select ${roomOccupancy.roomId} from ${roomOccupancy}
  where ${roomOccupancy.nights} && daterange(${placeholder('checkin')}::date, ${placeholder('checkout')}::date, '[)')
)`;

// The visitors' search reads the taken nights from its listing's bits (migration 0010), one short string per
// room instead of a probe of room_occupancy. Kept at the commit of each change, so never read inside a
// transaction that moves a stay: the row queries (the staff's and the assistant's searches) read
// room_occupancy itself. The bits cover the nights from 2026-01-01 to 2126-01-01 (the migration's
// dates); a search outside those years asks room_occupancy, in a statement of its own (a CASE in one
// statement would make PostgreSQL plan it again on every call).
const TAKEN_NIGHTS_FROM = '2026-01-01';
const TAKEN_NIGHTS_UNTIL = '2126-01-01';
const bitsCover = (range: RoomQuery['freeBetween']) =>
  range !== undefined && range.checkin >= TAKEN_NIGHTS_FROM && range.checkout <= TAKEN_NIGHTS_UNTIL;

const freeInBits = sql`taken_nights_free(${roomListings.takenNights}, ${placeholder('checkin')}::date, ${placeholder('checkout')}::date)`;

/** The columns a search filters on, in rooms (the row queries) and in room_listings (the visitor's answers). */
type SearchColumns = {
  /** The condition "no night of the asked range taken". */
  free: SQL;
  maxAdults: AnyPgColumn;
  maxKids: AnyPgColumn;
  maxOccupancy: AnyPgColumn;
  basePrice: AnyPgColumn;
  status: AnyPgColumn;
};

/** The search's conditions for the filters it was given, with placeholders in place of their values. */
const conditionsFor = (given: ReadonlySet<SearchFilter>, on: SearchColumns): SQL[] => {
  const conditions: SQL[] = [];
  if (given.has('minAdults')) conditions.push(gte(on.maxAdults, placeholder('minAdults')));
  if (given.has('minKids')) conditions.push(gte(on.maxKids, placeholder('minKids')));
  if (given.has('minOccupancy')) conditions.push(gte(on.maxOccupancy, placeholder('minOccupancy')));
  if (given.has('maxPrice')) conditions.push(sql`${on.basePrice} <= ${placeholder('maxPrice')}::numeric`);
  if (given.has('status')) conditions.push(eq(on.status, placeholder('status')));
  if (given.has('freeBetween')) conditions.push(on.free);
  return conditions;
};

const searchStatement = (db: Db, given: ReadonlySet<SearchFilter>, name: string) =>
  db
    .select(roomWithRates)
    .from(rooms)
    // an archived ("deleted") room is off the site; its past bookings still count in reports
    .where(
      and(isNull(rooms.archivedAt), ...conditionsFor(given, { ...rooms, free: notTakenBetween(rooms.id) })),
    )
    .orderBy(asc(rooms.basePrice), asc(rooms.name))
    .prepare(name);

const detailStatement = (db: Db) =>
  db
    .select(roomWithRates)
    .from(rooms)
    .where(eq(rooms.id, placeholder('id')))
    .limit(1)
    .prepare('rooms_detail');

// The visitor's answers (domain/api/rooms.ts: roomSchema) are stored as JSON text in room_listings, kept
// by triggers (migration 0009) with the columns a search filters and sorts by, for the rooms on the site
// only (no archived one). So a search reads that one table, and no room's JSON is built per request.

/** room_listings' columns, the nights read from the bits or from room_occupancy. */
const listingColumns = (byBits: boolean): SearchColumns => ({
  ...roomListings,
  free: byBits ? freeInBits : notTakenBetween(roomListings.roomId),
});

const inAnswerOrder = sql`order by ${roomListings.basePrice}, ${roomListings.name}`;

// The matching rooms' answers' revisions (migration 0011), in the answer's order.
const searchRevisionsStatement = (db: Db, given: ReadonlySet<SearchFilter>, byBits: boolean, name: string) =>
  db
    .select({
      revisions: sql<string | null>`string_agg(${roomListings.revision}::text, ',' ${inAnswerOrder})`,
    })
    .from(roomListings)
    .where(and(...conditionsFor(given, listingColumns(byBits))))
    .prepare(name);

// The same search glued by the database: the answer when the server's copy lacks one of the revisions.
const searchJsonStatement = (db: Db, given: ReadonlySet<SearchFilter>, byBits: boolean, name: string) =>
  db
    .select({
      json: sql<string>`coalesce('[' || string_agg(${roomListings.answer}, ',' ${inAnswerOrder}) || ']', '[]')`,
    })
    .from(roomListings)
    .where(and(...conditionsFor(given, listingColumns(byBits))))
    .prepare(name);

const allAnswersStatement = (db: Db) =>
  db
    .select({ revision: sql<string>`${roomListings.revision}::text`, answer: roomListings.answer })
    .from(roomListings)
    .prepare('rooms_all_answers');

const detailJsonStatement = (db: Db) =>
  db
    .select({ json: roomListings.answer })
    .from(roomListings)
    .where(eq(roomListings.roomId, placeholder('id')))
    .prepare('rooms_detail_json');

// The public reads are prepared once per database handle: Drizzle then skips building the query on
// every call (most of a search's CPU in Node), and on PostgreSQL the statement is named, so each
// pooled connection parses and plans it once. One statement per set of filters given keeps each
// one's SQL (and plan) what it was; a search uses at most a few of the 64 sets.
type Statements = {
  search: Map<string, ReturnType<typeof searchStatement>>;
  searchRevisions: Map<string, ReturnType<typeof searchRevisionsStatement>>;
  searchJson: Map<string, ReturnType<typeof searchJsonStatement>>;
  detail?: ReturnType<typeof detailStatement>;
  detailJson?: ReturnType<typeof detailJsonStatement>;
  allAnswers?: ReturnType<typeof allAnswersStatement>;
};
const statementsOf = oncePerDb(
  (_db: Db): Statements => ({ search: new Map(), searchRevisions: new Map(), searchJson: new Map() }),
);

/**
 * The prepared search (of `make`'s kind) for the filters the query gives, with the query's values;
 * `variant` (a letter) names another statement for the same filters.
 */
const prepareSearch = <T>(
  statements: Map<string, T>,
  make: (given: ReadonlySet<SearchFilter>, key: string) => T,
  query: RoomQuery,
  variant = '',
) => {
  const given = new Set(SEARCH_FILTERS.filter((filter) => query[filter] !== undefined));
  const key = SEARCH_FILTERS.map((filter) => (given.has(filter) ? '1' : '0')).join('') + variant;
  const statement = getOrMake(statements, key, () => make(given, key));
  const values = {
    minAdults: query.minAdults,
    minKids: query.minKids,
    minOccupancy: query.minOccupancy,
    maxPrice: query.maxPrice === undefined ? undefined : String(query.maxPrice),
    status: query.status,
    checkin: query.freeBetween?.checkin,
    checkout: query.freeBetween?.checkout,
  };
  return { statement, values };
};

/** Rooms matching the query with their rates, cheapest first then by name: one query. */
export const findRooms = (db: Db, query: RoomQuery): Promise<RoomWithRates[]> => {
  const { statement, values } = prepareSearch(
    statementsOf(db).search,
    (given, key) => searchStatement(db, given, `rooms_search_${key}`),
    query,
  );
  return statement.execute(values);
};

// The answers in the server's memory by revision, per database handle: a search then reads only revisions
// from the database, and gluing a big answer (150 rooms, ~100 KB) costs no copy out of PGlite. Never stale:
// a revision names one answer for good (docs/adr/0028-room-search-stored-answers.md).
const answersOf = oncePerDb((_db: Db): { byRevision: Map<string, string>; loading?: Promise<void> } => ({
  byRevision: new Map(),
}));

/** The copy of the answers when it holds every one of `revisions`, loaded again once when it does not. */
const answersWith = async (db: Db, revisions: readonly string[]) => {
  const held = answersOf(db);
  const holdsAll = (answers: Map<string, string>) => revisions.every((revision) => answers.has(revision));
  if (holdsAll(held.byRevision)) return held.byRevision;
  // one load at a time: the searches that find the copy old together wait for the same one
  held.loading ??= (async () => {
    const statements = statementsOf(db);
    statements.allAnswers ??= allAnswersStatement(db);
    const rows = await statements.allAnswers.execute();
    held.byRevision = new Map(rows.map((row) => [row.revision, row.answer]));
  })().finally(() => {
    held.loading = undefined;
  });
  await held.loading;
  // undefined when a room changed again after the search read it: the database glues that answer
  return holdsAll(held.byRevision) ? held.byRevision : undefined;
};

/** The same search as the API's answer: a JSON array of Room, as text. */
export const findRoomsJson = async (db: Db, query: RoomQuery): Promise<string> => {
  const statements = statementsOf(db);
  const byBits = bitsCover(query.freeBetween);
  const variant = byBits ? 'b' : '';
  const { statement, values } = prepareSearch(
    statements.searchRevisions,
    (given, key) => searchRevisionsStatement(db, given, byBits, `rooms_search_revisions_${key}`),
    query,
    variant,
  );
  const [found] = await statement.execute(values);
  if (!found?.revisions) return '[]';
  const revisions = found.revisions.split(',');
  const answers = await answersWith(db, revisions);
  if (answers) return `[${revisions.map((revision) => answers.get(revision)).join(',')}]`;
  const glued = prepareSearch(
    statements.searchJson,
    (given, key) => searchJsonStatement(db, given, byBits, `rooms_search_json_${key}`),
    query,
    variant,
  );
  const [row] = await glued.statement.execute(glued.values);
  return row?.json ?? '[]';
};

/**
 * Frees room_listings' dead rows; PGlite never vacuums on its own. Every booking leaves one dead copy of its
 * room's listing row (its taken nights changed): VACUUM lets the next copies reuse that space. `full`
 * rewrites the table: after a transaction that moved many stays (a restore, the demo seed, the scale
 * benchmark's 50,000 bookings) left a dead copy per night it marked, which every search would scan past.
 * A few hundred rows: ~1 ms, or some tens of ms when full.
 */
export const vacuumListings = async (db: Database, { full = false } = {}) => {
  await db.execute(full ? sql`vacuum full ${roomListings}` : sql`vacuum ${roomListings}`);
};

/** One room with its rates (the same one query as the search); undefined when there is none. */
export const findRoomWithRates = async (db: Db, id: string): Promise<RoomWithRates | undefined> => {
  const statements = statementsOf(db);
  statements.detail ??= detailStatement(db);
  const [row] = await statements.detail.execute({ id });
  return row;
};

/** A room on the site (not archived) as the API's Room, JSON text; undefined when there is none. */
export const findRoomJson = async (db: Db, id: string): Promise<string | undefined> => {
  const statements = statementsOf(db);
  statements.detailJson ??= detailJsonStatement(db);
  const [row] = await statements.detailJson.execute({ id });
  return row?.json;
};

/**
 * The taken stretches of one room that overlap [from, to), from room_occupancy: the table whose exclusion
 * constraint refuses a booking's insert, so "free" here is what a booking finds free (holding reservations,
 * channel blocks, and whatever else the calendar lets hold nights). Bounded by the span asked.
 */
export const findTakenRanges = (
  db: Db,
  options: { roomId: string; from: string; to: string },
): Promise<{ checkin: string; checkout: string }[]> =>
  db
    .select({
      checkin: sql<string>`lower(${roomOccupancy.nights})::text`,
      checkout: sql<string>`upper(${roomOccupancy.nights})::text`,
    })
    .from(roomOccupancy)
    .where(
      and(
        eq(roomOccupancy.roomId, options.roomId),
        sql`${roomOccupancy.nights} && daterange(${options.from}::date, ${options.to}::date, '[)')`,
      ),
    );

/** Each room on the site by id and name only: what the chat assistant reads to spot a room named in a question. */
export const findRoomNames = (db: Db): Promise<{ id: string; name: string }[]> =>
  db
    .select({ id: rooms.id, name: rooms.name })
    .from(rooms)
    .where(isNull(rooms.archivedAt))
    .orderBy(asc(rooms.basePrice), asc(rooms.name));

/** The rooms on the site with when each last changed, by name, at most `limit`: the sitemap's room pages. */
export const findRoomPages = (db: Db, limit: number): Promise<{ id: string; updatedAt: Date }[]> =>
  db
    .select({ id: rooms.id, updatedAt: rooms.updatedAt })
    .from(rooms)
    .where(isNull(rooms.archivedAt))
    .orderBy(asc(rooms.name), asc(rooms.id))
    .limit(limit);

/** When any room last changed, archived ones included (archiving takes a room off the list); null without rooms. */
export const findRoomsChangedAt = async (db: Db): Promise<Date | null> => {
  const [row] = await db.select({ at: max(rooms.updatedAt) }).from(rooms);
  return row?.at ?? null;
};

/** Each room in service with its pictures: what the go-live checklist looks for demo rooms in. */
export const findRoomPictures = (db: Db) =>
  db
    .select({ name: rooms.name, images: rooms.images, imagePath: rooms.imagePath })
    .from(rooms)
    .where(isNull(rooms.archivedAt))
    .orderBy(asc(rooms.name));

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

/** Rooms in service (not archived). */
export const countRooms = async (db: Db): Promise<number> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(rooms)
    .where(isNull(rooms.archivedAt));
  return row?.count ?? 0;
};

export const findRoom = async (db: Db, id: string) => {
  const [row] = await db.select().from(rooms).where(eq(rooms.id, id)).limit(1);
  return row;
};

export const insertRooms = (db: Db, values: RoomInsert[]) => db.insert(rooms).values(values).returning();

export const updateRoom = async (db: Db, id: string, values: Partial<RoomInsert>) => {
  const [row] = await db
    .update(rooms)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(rooms.id, id))
    .returning();
  return row;
};

export const deleteRoom = async (db: Db, id: string) => {
  const deleted = await db.delete(rooms).where(eq(rooms.id, id)).returning({ id: rooms.id });
  return deleted.length > 0;
};

/** Takes a room off the site and the admin's list, keeping it for the books. */
export const archiveRoom = async (db: Db, id: string, now: Date) => {
  const rows = await db
    .update(rooms)
    .set({ archivedAt: now, updatedAt: now })
    .where(and(eq(rooms.id, id), isNull(rooms.archivedAt)))
    .returning({ id: rooms.id });
  return rows.length > 0;
};

/** Reads reservations: how many still hold the room's nights, and how many it ever had. */
export const reservationHistoryOfRoom = async (db: Db, roomId: string) => {
  const [row] = await db
    .select({
      holding: sql<number>`count(*) filter (where ${reservations.status} in (${HOLDING_SQL}))::int`,
      any: sql<number>`count(*)::int`,
    })
    .from(reservations)
    .where(eq(reservations.roomId, roomId));
  return { holding: row?.holding ?? 0, any: row?.any ?? 0 };
};

export const roomAmenities = (db: Db) => db.select({ id: rooms.id, amenities: rooms.amenities }).from(rooms);

export const setAmenities = (db: Db, id: string, amenities: string[]) =>
  db.update(rooms).set({ amenities, updatedAt: new Date() }).where(eq(rooms.id, id));

export const insertRate = async (db: Db, values: RateInsert) => {
  const [row] = await db.insert(roomRates).values(values).returning();
  return row;
};

export const deleteRate = async (db: Db, roomId: string, rateId: string) => {
  const deleted = await db
    .delete(roomRates)
    .where(and(eq(roomRates.id, rateId), eq(roomRates.roomId, roomId)))
    .returning({ id: roomRates.id });
  return deleted.length > 0;
};
