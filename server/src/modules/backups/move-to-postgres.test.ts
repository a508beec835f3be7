// npm run move-to-postgres: a site's embedded database (with bookings, payments and an uploaded file) is
// copied into a fresh PostgreSQL database; every row arrives exactly, the money totals match, the uploaded
// file stays where it is, and a second move into the now non-empty database is refused.
// Needs a PostgreSQL server: TEST_DATABASE_URL (a database is created for the test and dropped after).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { uploadsDir } from '../../lib/storage/create-storage';
import { createReservationRow, createRoom, createUser } from '../../test/factories';
import { databaseUrl, dropDatabase, waitForNoConnections, withAdmin } from '../../test/postgres';
import { testDbKind } from '../../test/test-app';
import { EPHEMERAL_TABLES } from './format';
import { moveToPostgres } from './move-to-postgres';
import { listTables, openExistingDatabase, rowsAsJson } from './repository';
import { RestoreRefusedError } from './restore-backup';
import type { BackupLog } from './service';

const noPostgres = !process.env.TEST_DATABASE_URL;
// the PGlite side is the same in both API projects: run it once, in api-pglite (which has the template)
const skip = noPostgres || testDbKind() === 'postgres';

const root = mkdtempSync(path.join(tmpdir(), 'resort-move-'));
const target = `resort_move_${randomBytes(5).toString('hex')}`;
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  if (!skip)
    await withAdmin(async (admin) => {
      await waitForNoConnections(admin, target);
      await dropDatabase(admin, target);
    });
});

const quiet: BackupLog = { info: () => {}, error: () => {} };

const dumpAll = async (options: { databaseUrl?: string; dataDir: string }) => {
  const database = await openExistingDatabase(options);
  if (!database) throw new Error('no database');
  try {
    const dump = new Map<string, string[]>();
    for (const table of await listTables(database.db))
      if (!EPHEMERAL_TABLES.includes(table.name))
        dump.set(table.name, await rowsAsJson(database.db, table.name));
    return dump;
  } finally {
    await database.close();
  }
};

describe('npm run move-to-postgres', () => {
  it.skipIf(skip)(
    'copies the embedded database into an empty PostgreSQL, checks counts and money (skipped without TEST_DATABASE_URL: no PostgreSQL server)',
    async () => {
      const dataDir = path.join(root, 'data');
      const base64 = inject('pgliteTemplate');
      const source = await openDatabase({
        dataDir,
        loadDataDir: base64 ? new Blob([Buffer.from(base64, 'base64')]) : undefined,
      });
      try {
        const guest = await createUser(source.db, { firstName: 'Jose' });
        const room = await createRoom(source.db, {
          basePrice: '12345.67',
          rates: [{ price: '15000.00', validFrom: '2026-12-20', validTo: '2027-01-05' }],
        });
        await createReservationRow(source.db, {
          userId: guest.id,
          roomId: room.id,
          checkin: '2026-12-24',
          totalAmount: '30000.01',
          payments: [
            { amount: '9000.00', status: 'success', kind: 'down_payment' },
            { amount: '0.01', status: 'pending' },
            { amount: '21000.00', status: 'rejected' },
          ],
        });
      } finally {
        await source.close();
      }
      mkdirSync(uploadsDir(dataDir), { recursive: true });
      writeFileSync(path.join(uploadsDir(dataDir), 'a1b2c3.png'), 'picture bytes');
      await withAdmin((admin) => admin.query(`CREATE DATABASE ${target}`));
      const config = {
        dataDir,
        databaseUrl: databaseUrl(target),
        resortTz: 'Asia/Manila',
        backups: { dir: path.join(dataDir, 'backups'), at: '03:00', keep: 14 },
      };

      const result = await moveToPostgres({ config, log: quiet });
      expect(result.check.problems).toEqual([]);
      expect(result.check.tables.find((table) => table.name === 'payments')).toEqual({
        name: 'payments',
        expected: 3,
        restored: 3,
      });
      expect(result.check.totals.restored.reservations).toEqual({ count: 1, total: '30000.01' });
      expect(result.report.uploads).toContain(uploadsDir(dataDir));
      expect(result.backup.manifest.engine).toBe('pglite');

      // row for row the same data, read from both engines
      const embedded = await dumpAll({ dataDir });
      const postgres = await dumpAll({ dataDir, databaseUrl: config.databaseUrl });
      expect(postgres).toEqual(embedded);
      expect(embedded.get('payments')).toHaveLength(3);

      // now PostgreSQL holds data: a second move changes nothing
      const backups = readdirSync(config.backups.dir).length;
      await expect(moveToPostgres({ config, log: quiet })).rejects.toThrow(RestoreRefusedError);
      await expect(moveToPostgres({ config, log: quiet })).rejects.toThrow(
        /already holds data \(.*payments: 3.*\)\. move-to-postgres copies into an empty database only/,
      );
      expect(readdirSync(config.backups.dir)).toHaveLength(backups);
      expect(await dumpAll({ dataDir, databaseUrl: config.databaseUrl })).toEqual(postgres);
    },
    120_000,
  );
});
