// @ts-check
// The embedded database's own thread (started by pglite-bridge.ts). PGlite runs every statement
// synchronously in WebAssembly: on the server's thread a slow query would hold up every request.
// Plain JavaScript because a worker file is loaded by Node itself (no TypeScript loader in the tests),
// and copied beside the server bundle by build:server.
//
// Messages in: { id, op, ... }; answers: { id, ok: true, result } or { id, ok: false, error }.
//   query { sql, params, rowMode, rawTypes, txId?, begin? }  a statement, inside transaction txId when given
//   exec  { sql, txId?, begin? }                     statements without parameters
//         begin: true opens transaction txId first (it runs once the transaction holds the connection)
//   end   { txId, commit }                           commits or rolls it back
//   dump  { compression }                            dumpDataDir(): the bytes of the tarball
//   close {}
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** An error as plain data: PGlite's DatabaseError keeps code, constraint, detail… as own properties. */
const plainError = (/** @type {unknown} */ error) => {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const fields = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return fields;
};

/** Drizzle asks for some types as text (dates, timestamps…); its parsers cannot cross threads, their types can. */
const parsersFor = (/** @type {number[] | undefined} */ rawTypes) =>
  rawTypes
    ? Object.fromEntries(rawTypes.map((type) => [type, (/** @type {string} */ value) => value]))
    : undefined;

/**
 * PGlite's parsers with the raw types' in their place, made once per set of raw types: parseResults
 * copies every parser PGlite has into a new object on each call given `parsers` (most of the worker's
 * time on a `select 1`), so the named reads hand it a merged map instead.
 * @type {Map<string, Record<number, (value: string, type: number) => unknown>>}
 */
const mergedParsers = new Map();
const allParsersFor = (/** @type {number[] | undefined} */ rawTypes) => {
  const key = rawTypes ? rawTypes.join(',') : '';
  let parsers = mergedParsers.get(key);
  if (!parsers) {
    parsers = { ...db.parsers, ...parsersFor(rawTypes) };
    mergedParsers.set(key, parsers);
  }
  return parsers;
};

/** Thrown into an open transaction to make PGlite roll it back. */
const ROLLBACK = Symbol('rollback');

/** @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, end: (commit: boolean) => void }>} */
const transactions = new Map();

/** @type {PGlite} */
let db;
try {
  const { dataPath, loadDataDir, startParams } = workerData;
  db = await PGlite.create(dataPath ?? 'memory://', {
    extensions: { btree_gist },
    loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
    startParams,
  });
  port.postMessage({ id: 0, ok: true });
} catch (error) {
  port.postMessage({ id: 0, ok: false, error: plainError(error) });
  process.exit(1);
}

/** @type {Map<number, Promise<unknown>>} The transactions asked for, until they end: each resolves once it holds the connection. */
const beginnings = new Map();

/**
 * The connection a statement runs on: the open transaction's, or the database's (which waits for it).
 * A transaction opens with its first statement (one message fewer per transaction); its other
 * statements wait until it has.
 */
const target = async (/** @type {number | undefined} */ txId, /** @type {boolean | undefined} */ begin) => {
  if (txId === undefined) return db;
  if (begin) beginnings.set(txId, openTransaction(txId));
  await beginnings.get(txId);
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  return open.tx;
};

// Statements run as named statements, parsed and planned once per SQL text, in one call into
// WebAssembly: PGlite's query() sends an unnamed parse, describe, bind, describe and execute as five
// calls for every statement, and copies every parser it has on each one. Planning was most of a room
// search's time, and the calls and copies most of a booking's (docs/adr/0067-named-statements-on-pglite.md).
// Only the data statements (select, insert, update, delete, with): schema changes keep query()'s path.
// The first MAX_NAMED texts get a name; any other runs as before. A named statement outlives the
// transaction it was made in (PostgreSQL's prepared statements are not transactional), and
// PostgreSQL re-plans one itself when a table it reads changes.
const MAX_NAMED = 200;
/** @type {Map<string, { name: string, paramTypes: number[] }>} */
const named = new Map();

const concat = (/** @type {Uint8Array[]} */ parts) => {
  const bytes = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
};

const isDataStatement = (/** @type {string} */ sql) => /^\s*(select|insert|update|delete|with)\b/i.test(sql);

/**
 * A statement by the name given to its text. Outside a transaction it waits for an open one, as
 * query() does, and its writes reach the data folder; inside one it runs on the transaction's turn.
 */
const queryNamed = (
  /** @type {string} */ sql,
  /** @type {unknown[]} */ params,
  /** @type {{ rowMode?: 'array' | 'object', rawTypes?: number[], inTransaction: boolean }} */ options,
) => {
  const run = async () => {
    const { serialize } = protocol;
    const syncToFs = !options.inTransaction;
    let statement = named.get(sql);
    if (!statement) {
      const name = `worker_${named.size + 1}`;
      const described = await db.execProtocol(
        concat([
          serialize.parse({ name, text: sql }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      statement = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
      named.set(sql, statement);
    }
    const { paramTypes } = statement;
    // the values as query() writes them: PGlite's serializer of each parameter's type, else text
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[/** @type {number} */ (paramTypes[index])];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await db.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs },
    );
    return parse.parseResults(messages, allParsersFor(options.rawTypes), { rowMode: options.rowMode })[0];
  };
  return options.inTransaction
    ? db._runExclusiveQuery(run)
    : db._runExclusiveTransaction(() => db._runExclusiveQuery(run));
};

/** @type {Map<number, Promise<void>>} How each open transaction ends: committed, rolled back or failed. */
const endings = new Map();

/** @type {Record<string, (message: any) => Promise<unknown>>} */
const operations = {
  query: async ({ sql, params, rowMode, rawTypes, txId, begin }) => {
    const on = await target(txId, begin);
    if (isDataStatement(sql) && (named.has(sql) || named.size < MAX_NAMED))
      return queryNamed(sql, params ?? [], { rowMode, rawTypes, inTransaction: on !== db });
    return on.query(sql, params, { rowMode, parsers: parsersFor(rawTypes) });
  },
  exec: async ({ sql, txId, begin }) => (await target(txId, begin)).exec(sql),
  end: async ({ txId, commit }) => {
    const ending = endings.get(txId);
    endings.delete(txId);
    beginnings.delete(txId);
    transactions.get(txId)?.end(commit);
    await ending;
  },
  dump: async ({ compression }) => new Uint8Array(await (await db.dumpDataDir(compression)).arrayBuffer()),
  close: async () => db.close(),
};

/** Opens transaction txId: resolves once it holds the connection, fails if BEGIN did. */
function openTransaction(/** @type {number} */ txId) {
  return new Promise((begun, failed) => {
    const outcome = db.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          transactions.set(txId, { tx, end: (ok) => (ok ? commit(undefined) : rollback(ROLLBACK)) });
          begun(undefined);
        }),
    );
    const ending = outcome
      .then(
        () => undefined,
        (error) => {
          if (error !== ROLLBACK) throw error;
        },
      )
      .finally(() => transactions.delete(txId));
    ending.catch(() => {}); // 'end' awaits it
    endings.set(txId, ending);
    outcome.catch((error) => {
      endings.delete(txId);
      failed(error); // BEGIN failed (after `begun`, this does nothing)
    });
  });
}

port.on('message', async (message) => {
  try {
    const operation = operations[message.op];
    if (!operation) throw new Error(`unknown operation ${message.op}`);
    const result = await operation(message);
    port.postMessage(
      { id: message.id, ok: true, result },
      result instanceof Uint8Array ? [result.buffer] : [],
    );
  } catch (error) {
    port.postMessage({ id: message.id, ok: false, error: plainError(error) });
  }
});
