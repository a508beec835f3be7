// The backup's SQL. It reads the catalogue rather than db/schema/, so a table another module adds later is
// backed up and restored without a change here. Rows travel as PostgreSQL's own JSON of the row (to_jsonb)
// and come back through jsonb_populate_recordset: timestamps, dates, numerics, jsonb and ranges round-trip
// exactly, on PGlite and PostgreSQL alike.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database, Tx } from '../../db/client';
import { payments, reservations } from '../../db/schema';
import type { MoneyTotals } from './format';
import { inDependencyOrder } from './table-order';

type Runner = Database | Tx;

const query = async <T>(db: Runner, statement: SQL): Promise<T[]> =>
  (await db.execute(statement)).rows as T[];

export type Engine = 'pglite' | 'postgres';

/** Which engine a Database runs on: node-postgres hands drizzle a pool, PGlite itself otherwise. */
export const engineOf = (db: Database): Engine => (db.$client instanceof pg.Pool ? 'postgres' : 'pglite');

/**
 * The database as it is, without migrating it (openDatabase migrates): what a backup reads. PGlite only
 * when DATA_DIR holds a database (undefined otherwise: a mistyped DATA_DIR must not back up a new, empty one).
 */
export const openExistingDatabase = async (options: {
  databaseUrl?: string;
  dataDir: string;
  /** How a lost connection is told (stderr by default). */
  warn?: (message: string) => void;
}) => {
  const warn = options.warn ?? ((message: string) => process.stderr.write(`${message}\n`));
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
    // without a listener, a connection's 'error' (the server restarting, a reset socket) ends the process;
    // the statement that was running fails by itself, and the command reports that
    pool.on('connect', (client) => {
      client.on('error', (error) => warn(`Lost a database connection (${error.message})`));
    });
    // the pool re-emits an idle connection's error: told above already
    pool.on('error', () => {});
    return { db: drizzlePg(pool) as unknown as Database, close: () => pool.end() };
  }
  const dataPath = path.join(options.dataDir, 'db');
  if (!existsSync(path.join(dataPath, 'PG_VERSION'))) return undefined;
  const client = await PGlite.create(dataPath, { extensions: { btree_gist } });
  return { db: drizzlePglite(client) as unknown as Database, close: () => client.close() };
};

export type TableInfo = { name: string; columns: string[] };

/** The app's tables (schema public) in foreign-key order, each with the columns a row can be given. */
export const listTables = async (db: Runner): Promise<TableInfo[]> => {
  const columns = await query<{ table_name: string; column_name: string }>(
    db,
    sql`select c.relname as table_name, a.attname as column_name
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
          and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const references = await query<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const columnsOf = new Map<string, string[]>();
  for (const { table_name, column_name } of columns)
    columnsOf.set(table_name, [...(columnsOf.get(table_name) ?? []), column_name]);
  const parentsOf = new Map<string, string[]>();
  for (const { child, parent } of references) parentsOf.set(child, [...(parentsOf.get(child) ?? []), parent]);
  return inDependencyOrder([...columnsOf.keys()], parentsOf).map((name) => ({
    name,
    columns: columnsOf.get(name) ?? [],
  }));
};

/** The last migration drizzle applied (its SQL file's hash and journal time), if any. */
export const lastAppliedMigration = async (db: Runner) => {
  const [table] = await query<{ found: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  );
  if (!table?.found) return undefined;
  const [row] = await query<{ hash: string; created_at: string }>(
    db,
    sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations
        order by created_at desc limit 1`,
  );
  return row ? { hash: row.hash, appliedAt: Number(row.created_at) } : undefined;
};

/**
 * The work runs in one read-only snapshot: BEGIN ISOLATION LEVEL REPEATABLE READ on PostgreSQL, so every
 * table is read as of one moment while the site keeps writing; PGlite has one connection, so its
 * transaction is a snapshot already (and other queries wait for it).
 */
export const inSnapshot = <T>(db: Database, work: (tx: Tx) => Promise<T>) =>
  db.transaction(work, { isolationLevel: 'repeatable read', accessMode: 'read only' });

/** Every row of `table` as JSON text, `batchSize` rows at a time through a cursor (no table held in memory). */
export const readRows = async (
  tx: Tx,
  table: string,
  onBatch: (rows: string[]) => Promise<void>,
  batchSize = 500,
) => {
  await tx.execute(
    sql`declare backup_rows no scroll cursor for select to_jsonb(t)::text as row from ${sql.identifier(table)} t`,
  );
  for (;;) {
    const rows = await query<{ row: string }>(tx, sql.raw(`fetch ${batchSize} from backup_rows`));
    if (rows.length === 0) break;
    await onBatch(rows.map((row) => row.row));
  }
  await tx.execute(sql`close backup_rows`);
};

/** Every row of `table` as JSON text with timestamps in UTC, sorted: two databases compare as strings. */
export const rowsAsJson = (db: Database, table: string) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const rows = await query<{ row: string }>(
      tx,
      sql`select to_jsonb(t)::text as row from ${sql.identifier(table)} t order by 1`,
    );
    return rows.map((row) => row.row);
  });

export const countRows = async (db: Runner, table: string) => {
  const [row] = await query<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return Number(row?.n ?? 0);
};

/** The money a restore must bring back to the centavo: payments by status and kind, reservation totals. */
export const moneyTotals = async (db: Runner): Promise<MoneyTotals> => {
  const byStatus = await query<{ status: string; kind: string; count: number; sum: string }>(
    db,
    sql`select ${payments.status} as status, ${payments.kind} as kind, count(*)::int as count,
          sum(${payments.amount})::text as sum
        from ${payments} group by 1, 2 order by 1, 2`,
  );
  const [booked] = await query<{ count: number; total: string }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(${reservations.totalAmount}), 0)::text as total
        from ${reservations}`,
  );
  return {
    payments: byStatus.map((row) => ({ ...row, count: Number(row.count) })),
    reservations: { count: Number(booked?.count ?? 0), total: booked?.total ?? '0' },
  };
};

/** Empties the app's tables (the migrations' own table is not among them). */
export const truncateTables = (tx: Tx, tables: readonly string[]) =>
  tx.execute(
    sql`truncate ${sql.join(
      tables.map((table) => sql.identifier(table)),
      sql`, `,
    )} restart identity cascade`,
  );

/** Inserts rows given as to_jsonb text; columns missing from a row take null, as they were backed up. */
export const insertRows = (tx: Tx, table: string, columns: readonly string[], rows: readonly string[]) => {
  const names = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  // overriding system value: an identity column keeps its backed-up value
  return tx.execute(
    sql`insert into ${sql.identifier(table)} (${names}) overriding system value
        select ${names} from jsonb_populate_recordset(null::${sql.identifier(table)}, ${`[${rows.join(',')}]`}::jsonb)`,
  );
};

/** After rows came in with their own ids, every sequence of a public table continues after the highest. */
export const resetSequences = async (tx: Tx) => {
  const owned = await query<{ sequence_name: string; table_name: string; column_name: string }>(
    tx,
    sql`select s.oid::regclass::text as sequence_name, c.relname as table_name, a.attname as column_name
        from pg_class s
        join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
          and d.refclassid = 'pg_class'::regclass
        join pg_class c on c.oid = d.refobjid
        join pg_attribute a on a.attrelid = c.oid and a.attnum = d.refobjsubid
        join pg_namespace n on n.oid = c.relnamespace
        where s.relkind = 'S' and n.nspname = 'public'`,
  );
  for (const { sequence_name, table_name, column_name } of owned) {
    const column = sql.identifier(column_name);
    await tx.execute(
      sql`select setval(${sequence_name}::regclass, coalesce(max(${column}), 1), max(${column}) is not null)
          from ${sql.identifier(table_name)}`,
    );
  }
};

/**
 * A PostgreSQL session lock that only one server instance gets (pg_try_advisory_lock): the release
 * function, or undefined when another instance holds it. PGlite has one process: always granted.
 */
export const tryAdvisoryLock = async (db: Database, key: string) => {
  if (engineOf(db) === 'pglite') return async () => {};
  // a session lock lives on one connection: take one from the pool and keep it until released
  const client = await (db.$client as unknown as pg.Pool).connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtext($1)) as locked',
      [key],
    );
    if (rows[0]?.locked) {
      return async () => {
        try {
          await client.query('select pg_advisory_unlock(hashtext($1))', [key]);
        } finally {
          client.release();
        }
      };
    }
  } catch (error) {
    client.release();
    throw error;
  }
  client.release();
  return undefined;
};
