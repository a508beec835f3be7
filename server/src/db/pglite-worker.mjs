// @ts-check
// The embedded database's own thread (started by pglite-bridge.ts). PGlite runs every statement
// synchronously in WebAssembly: on the server's thread a slow query would hold up every request.
// Plain JavaScript because a worker file is loaded by Node itself (no TypeScript loader in the tests),
// and copied beside the server bundle by build:server.
//
// Messages in: { id, op, ... }; answers: { id, ok: true, result } or { id, ok: false, error }.
//   query { sql, params, rowMode, rawTypes, txId? }  a statement, inside transaction txId when given
//   exec  { sql, txId? }                             statements without parameters
//   begin { txId }                                   opens a transaction (answers once it holds the connection)
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

/** The connection a statement runs on: the open transaction's, or the database's (which waits for it). */
const target = (/** @type {number | undefined} */ txId) => {
  if (txId === undefined) return db;
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  return open.tx;
};

// Reads outside a transaction run as named statements, parsed and planned once per SQL text: PGlite's
// query() sends an unnamed parse, describe, bind, describe and execute for every call, and planning
// was most of a room search's time in WebAssembly (docs/adr/0059-room-answer-defined-once.md).
// Only SELECTs: writes keep query()'s path and its errors. The first MAX_NAMED texts get a name;
// any other runs as before. PostgreSQL re-plans a named statement itself when a table it reads changes.
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

/** A SELECT by the name given to its text, under the same locks as query() (it waits for an open transaction). */
const queryNamed = (
  /** @type {string} */ sql,
  /** @type {unknown[]} */ params,
  /** @type {{ rowMode?: 'array' | 'object', rawTypes?: number[] }} */ options,
) =>
  db._runExclusiveTransaction(() =>
    db._runExclusiveQuery(async () => {
      const { serialize } = protocol;
      let statement = named.get(sql);
      if (!statement) {
        const name = `worker_${named.size + 1}`;
        const described = await db.execProtocol(
          concat([
            serialize.parse({ name, text: sql }),
            serialize.describe({ type: 'S', name }),
            serialize.sync(),
          ]),
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
      );
      return parse.parseResults(messages, allParsersFor(options.rawTypes), { rowMode: options.rowMode })[0];
    }),
  );

const isSelect = (/** @type {string} */ sql) => /^\s*select\b/i.test(sql);

/** @type {Map<number, Promise<void>>} How each open transaction ends: committed, rolled back or failed. */
const endings = new Map();

/** @type {Record<string, (message: any) => Promise<unknown>>} */
const operations = {
  query: async ({ sql, params, rowMode, rawTypes, txId }) => {
    if (txId === undefined && isSelect(sql) && (named.has(sql) || named.size < MAX_NAMED))
      return queryNamed(sql, params ?? [], { rowMode, rawTypes });
    return target(txId).query(sql, params, { rowMode, parsers: parsersFor(rawTypes) });
  },
  exec: async ({ sql, txId }) => target(txId).exec(sql),
  begin: ({ txId }) =>
    new Promise((begun, failed) => {
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
    }),
  end: async ({ txId, commit }) => {
    const ending = endings.get(txId);
    endings.delete(txId);
    transactions.get(txId)?.end(commit);
    await ending;
  },
  dump: async ({ compression }) => new Uint8Array(await (await db.dumpDataDir(compression)).arrayBuffer()),
  close: async () => db.close(),
};

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
