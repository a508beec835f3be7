// The command line: `npm run backup` while a server holds PGlite's data directory asks that server (through
// DATA_DIR/control.sock); with no server it opens the directory itself; `npm run restore` refuses to run
// under a live site and to overwrite data without --force.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { createReservationRow, createRoom, createUser } from '../../test/factories';
import { testDbKind } from '../../test/test-app';
import { backupFilesIn } from './backup-folder';
import { findListedBackups } from './backups.repository';
import { CommandError } from './command-error';
import { backupCommand, restoreCommand } from './commands';
import { controlSocketPath, startControlServer } from './control-socket';
import { countRows } from './repository';
import { RestoreRefusedError } from './restore-backup';
import { type BackupConfig, type BackupLog, backupNow } from './service';

const root = mkdtempSync(path.join(tmpdir(), 'resort-backup-cli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const configFor = (name: string): BackupConfig => {
  const dataDir = path.join(root, name);
  return {
    dataDir,
    resortTz: 'Asia/Manila',
    backups: { dir: path.join(dataDir, 'backups'), at: '03:00', keep: 14 },
  };
};

const printed: string[] = [];
const log: BackupLog = {
  info: (line) => printed.push(line),
  error: (message, error) => printed.push(`${message}: ${String(error)}`),
};

const quiet: BackupLog = { info: () => {}, error: () => {} };

/** A migrated PGlite in DATA_DIR (from the test run's template when there is one: no initdb). */
const template = () => {
  const base64 = inject('pgliteTemplate');
  return base64 ? new Blob([Buffer.from(base64, 'base64')]) : undefined;
};

const site = configFor('site');
// about PGlite's data directory, whatever the API tests run on: once, in api-pglite (which has the template)
const onPostgresRun = testDbKind() === 'postgres';

describe.skipIf(onPostgresRun)('npm run backup', () => {
  it('asks the running server when it holds the data directory, and opens it itself when none runs', async () => {
    const database = await openDatabase({ dataDir: site.dataDir, loadDataDir: template() });
    const guest = await createUser(database.db, { firstName: 'Ana' });
    const room = await createRoom(database.db);
    await createReservationRow(database.db, {
      userId: guest.id,
      roomId: room.id,
      payments: [{ amount: '1500.25', status: 'success' }],
    });
    const control = await startControlServer({
      socketPath: controlSocketPath(site.dataDir),
      backup: () => backupNow({ db: database.db, config: site, trigger: 'command', log: quiet }),
    });
    try {
      printed.length = 0;
      await backupCommand({ config: site, args: [], log });
      expect(printed[0]).toBe(`The running site made the backup (it holds ${site.dataDir}).`);
      expect(printed.at(-1)).toMatch(
        /^Backed up 1 bookings, 1 payments, 1 users and 0 files to .*resort-backup-/,
      );
      // a restore would replace the running site's data under it
      const [made] = await backupFilesIn(path.join(site.dataDir, 'backups'));
      await expect(
        restoreCommand({
          config: site,
          args: [made?.name ?? ''],
          log,
          cwd: path.join(site.dataDir, 'backups'),
        }),
      ).rejects.toThrow(/The site is running on .*: stop it before restoring/);
    } finally {
      await control.close();
      await database.close();
    }
    expect(existsSync(controlSocketPath(site.dataDir))).toBe(false);

    printed.length = 0;
    await backupCommand({ config: site, args: [], log });
    expect(printed.join('\n')).toMatch(/^Backed up 1 bookings, 1 payments, 1 users and 0 files/);
    expect(await backupFilesIn(path.join(site.dataDir, 'backups'))).toHaveLength(2);
    const recorded = await openDatabase({ dataDir: site.dataDir });
    try {
      const listed = await findListedBackups(recorded.db);
      expect(listed.map((backup) => [backup.trigger, backup.storage])).toEqual([
        ['command', 'disk'],
        ['command', 'disk'],
      ]);
    } finally {
      await recorded.close();
    }
  }, 120_000);

  it('refuses a DATA_DIR that holds no database (and creates none)', async () => {
    const empty = configFor('mistyped');
    await expect(backupCommand({ config: empty, args: [], log })).rejects.toThrow(CommandError);
    await expect(backupCommand({ config: empty, args: [], log })).rejects.toThrow(/There is no database in/);
    expect(existsSync(path.join(empty.dataDir, 'db'))).toBe(false);
  });
});

describe.skipIf(onPostgresRun)('npm run restore', () => {
  it('restores into an empty DATA_DIR, then refuses to overwrite without --force', async () => {
    const [made] = await backupFilesIn(path.join(site.dataDir, 'backups'));
    const file = path.join(site.dataDir, 'backups', made?.name ?? '');
    const fresh = configFor('fresh');
    // an empty, migrated database (initdb is slow on a busy machine: the run's template instead)
    await (await openDatabase({ dataDir: fresh.dataDir, loadDataDir: template() })).close();
    printed.length = 0;
    // FILE relative to the folder npm was started in
    await restoreCommand({ config: fresh, args: [path.relative(root, file)], log, cwd: root });
    const text = printed.join('\n');
    expect(text).toMatch(/^Restored resort-backup-.*\.tar\.gz \(made .* on pglite, migration \d{4}_/);
    expect(text).toContain('1 bookings, 1 payments, 1 users, 0 files');
    expect(text).toMatch(/payments guest, success: 1 worth 1500\.25/);
    expect(text).toContain('money totals: the same as in the backup');

    await expect(restoreCommand({ config: fresh, args: [file], log })).rejects.toThrow(RestoreRefusedError);
    await restoreCommand({ config: fresh, args: [file, '--force'], log });
    const restored = await openDatabase({ dataDir: fresh.dataDir });
    try {
      expect(await countRows(restored.db, 'reservations')).toBe(1);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('says how to call it', async () => {
    await expect(restoreCommand({ config: site, args: [], log })).rejects.toThrow(
      'Usage: npm run restore -- FILE [--force]',
    );
    await expect(restoreCommand({ config: site, args: ['a.tar.gz', '--yes'], log })).rejects.toThrow(/Usage/);
  });
});
