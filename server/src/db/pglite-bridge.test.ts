// PGlite on its worker thread behaves as PGlite did in-process: a transaction holds the one connection
// (other statements wait for it), a failed one rolls back, PostgreSQL's error fields reach the caller, a
// SELECT run by name answers as query() did, and a dump can be opened again.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { testDbKind } from '../test/test-app';
import { type PgliteBridge, startPgliteWorker } from './pglite-bridge';

const template = () => {
  const base64 = inject('pgliteTemplate');
  return base64 ? new Blob([Buffer.from(base64, 'base64')]) : undefined;
};

// about PGlite itself, whatever the API tests run on: once, in api-pglite (which has the template)
describe.skipIf(testDbKind() === 'postgres')('PGlite on a worker thread', async () => {
  const open: PgliteBridge[] = [];
  const start = async (loadDataDir = template()) => {
    const bridge = await startPgliteWorker({ loadDataDir, startParams: PGlite.defaultStartParams });
    open.push(bridge);
    return bridge;
  };
  afterAll(async () => {
    for (const bridge of open) await bridge.close();
  });
  const db = await start();
  await db.exec('create table bridge_test (id int primary key, note text)');

  it('commits a transaction, and rolls back one whose work throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into bridge_test values ($1, $2)', [1, 'kept']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into bridge_test values ($1, $2)', [2, 'undone']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await db.query<{ id: number }>('select id from bridge_test order by id');
    expect(rows).toEqual([{ id: 1 }]);
  });

  it('keeps other statements out of an open transaction until it ends', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into bridge_test values ($1, $2)', [10, 'inside']);
      await held;
      await tx.query('update bridge_test set note = $1 where id = $2', ['committed', 10]);
    });
    // asked while the transaction is open: answers only after its commit, so it sees the update
    const outside = db.query<{ note: string }>('select note from bridge_test where id = $1', [10]);
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ note: 'committed' }]);
  });

  it("hands over PostgreSQL's error code and constraint", async () => {
    const error = await db.query('insert into bridge_test values ($1, $2)', [1, 'again']).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'bridge_test_pkey' });
  });

  it('runs a SELECT asked again as one named statement: its values, its errors, the rows as they are now', async () => {
    const ask = (id: unknown) =>
      db.query<{ note: string }>('select note from bridge_test where id = $1', [id]);
    expect((await ask(1)).rows).toEqual([{ note: 'kept' }]);
    expect((await ask(10)).rows).toEqual([{ note: 'committed' }]);
    expect((await ask(99)).rows).toEqual([]);
    expect(await ask('x').catch((e) => e)).toMatchObject({ code: '22P02' });
    await db.exec("update bridge_test set note = 'changed' where id = 1");
    expect((await ask(1)).rows).toEqual([{ note: 'changed' }]);
    const arrays = await db.query('select id, note from bridge_test where id = $1', [10], {
      rowMode: 'array',
    });
    expect(arrays.rows).toEqual([[10, 'committed']]);
  });

  it("keeps as text the types a caller asks raw (drizzle's dates), named or not, and parses the others", async () => {
    const asText = { parsers: { 1082: (value: string) => value, 1184: (value: string) => value } };
    const select = "select date '2031-01-02' as day, timestamptz '2031-01-02 03:04:05+00' as at, 7::int as n";
    for (let i = 0; i < 2; i++) {
      const named = await db.query(select, [], asText);
      expect(named.rows).toEqual([{ day: '2031-01-02', at: '2031-01-02 03:04:05+00', n: 7 }]);
      const parsed = await db.query<{ day: unknown; n: number }>(select);
      expect(parsed.rows[0]?.day).toBeInstanceOf(Date);
      expect(parsed.rows[0]?.n).toBe(7);
    }
    // inside a transaction the same
    await db.transaction(async (tx) => {
      expect((await tx.query(select, [], asText)).rows).toEqual([
        { day: '2031-01-02', at: '2031-01-02 03:04:05+00', n: 7 },
      ]);
    });
  });

  it('runs writes by name inside a transaction: their errors reach the caller, a rollback undoes them, a retry works', async () => {
    const insert = 'insert into bridge_test values ($1, $2) returning id';
    const failed = await db
      .transaction(async (tx) => {
        await tx.query(insert, [20, 'undone']);
        await tx.query(insert, [20, 'twice']);
      })
      .catch((e) => e);
    expect(failed).toMatchObject({ code: '23505', constraint: 'bridge_test_pkey' });
    const count = async () =>
      (await db.query<{ n: number }>('select count(*)::int as n from bridge_test where id = $1', [20])).rows;
    expect(await count()).toEqual([{ n: 0 }]);
    // the statement named in the rolled-back transaction still runs, outside one and in a new one
    expect((await db.query(insert, [20, 'kept'])).rows).toEqual([{ id: 20 }]);
    await db.transaction(async (tx) => {
      expect((await tx.query(insert, [21, 'kept too'])).rows).toEqual([{ id: 21 }]);
    });
    expect(await count()).toEqual([{ n: 1 }]);
    await db.exec('delete from bridge_test where id in (20, 21)');
  });

  it('opens a transaction with its first statement: statements asked at once all run in it, and one with none ends cleanly', async () => {
    const seen = await db.transaction(async (tx) =>
      Promise.all([
        tx.query<{ id: number }>('select txid_current() as id'),
        tx.query<{ id: number }>('select txid_current() as id'),
        tx.exec('select 1'),
      ]),
    );
    expect(seen[0].rows[0]?.id).toBeDefined();
    expect(seen[1].rows[0]?.id).toEqual(seen[0].rows[0]?.id);
    expect(await db.transaction(async () => 'nothing asked')).toBe('nothing asked');
    expect((await db.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
  });

  it('dumps the data directory into a tarball a new worker opens', async () => {
    const copy = await start(await db.dumpDataDir('gzip'));
    const { rows } = await copy.query<{ n: number }>('select count(*)::int as n from bridge_test');
    expect(rows).toEqual([{ n: 2 }]);
  });
});
