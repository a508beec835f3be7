// The changes bus (changes.ts): one process tells its own listeners; on PostgreSQL a change reaches every
// instance's listeners through LISTEN/NOTIFY, also after the listening connection was lost and came back.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseLog } from '../db/client';
import { startTcpProxy, throughProxy } from '../test/tcp-proxy';
import { createTestApp, onPostgresOnly } from '../test/test-app';
import { type Changes, localChanges, postgresChanges } from './changes';

/** Resolves once `done()` holds, failing past `withinMs`. */
const within = async (withinMs: number, done: () => boolean) => {
  const deadline = Date.now() + withinMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await sleep(5);
  }
};

/** How many times a bus's listeners were told of a change. */
const counted = (changes: Changes) => {
  const heard = { count: 0 };
  changes.onReadsChanged(() => heard.count++);
  return heard;
};

describe('local changes', () => {
  it('tells every listener of this process at once', async () => {
    const changes = localChanges();
    const first = counted(changes);
    const second = counted(changes);
    await changes.readsChanged();
    expect([first.count, second.count]).toEqual([1, 1]);
  });
});

const onPostgres = onPostgresOnly('changes through PostgreSQL');

if (onPostgres)
  describe('changes through PostgreSQL', async () => {
    const { db, databaseUrl = '' } = await createTestApp();
    const lines: string[] = [];
    const log: DatabaseLog = { info: (line) => lines.push(line), warn: (_details, line) => lines.push(line) };
    const buses: Changes[] = [];
    const open = async (url: string) => {
      const changes = await postgresChanges({ databaseUrl: url, db, log });
      buses.push(changes);
      return changes;
    };
    afterAll(async () => {
      for (const changes of buses) await changes.close();
    });

    it('tells the other instances within 100 ms, and this one once (not again with its own notification)', async () => {
      const a = await open(databaseUrl);
      const b = await open(databaseUrl);
      const [onA, onB] = [counted(a), counted(b)];
      await a.readsChanged();
      expect(onA.count).toBe(1);
      await within(100, () => onB.count === 1);
      await sleep(100);
      expect([onA.count, onB.count]).toEqual([1, 1]);
    });

    it('listens again after a lost connection, clearing once it is back', async () => {
      const target = new URL(databaseUrl);
      const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      try {
        const a = await open(databaseUrl);
        const b = await open(throughProxy(databaseUrl, proxy));
        const onB = counted(b);

        await proxy.cut();
        await within(1_000, () => lines.some((line) => line.startsWith('Not listening for changes')));
        // told while B does not listen: lost for B
        await a.readsChanged();
        await sleep(300);
        expect(onB.count).toBe(0);

        await proxy.restore();
        // back within the backoff (100 ms, 200 ms, ...): B clears, as it may have missed a change
        await within(3_000, () => onB.count === 1);
        expect(lines).toContain('Listening for changes of other instances again');
        await a.readsChanged();
        await within(100, () => onB.count === 2);
      } finally {
        await proxy.close();
      }
    });
  });
