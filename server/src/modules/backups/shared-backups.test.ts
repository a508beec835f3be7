// Backups behind a load balancer: the list and the status come from the database, so every instance shows
// the same ones; with S3_BUCKET the files are in the bucket (retention deletes them there) and any instance
// downloads them; without it, a file on another server's disk answers 409 saying so. Files made before the
// list was kept are recorded once; `npm run restore` tells the running instances their caches are stale.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import type { BackupFileDto, BackupStatusDto } from '@domain/api/backups';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../config';
import { startLocalS3Server } from '../../lib/storage/local-s3-server';
import { createS3Client } from '../../lib/storage/s3-storage';
import { createSignedInUser } from '../../test/factories';
import { callerOf, expectAnswer } from '../../test/http';
import { createSiblingApp, createTestApp, testDbKind } from '../../test/test-app';
import { findListedBackups } from './backups.repository';
import { restoreCommand } from './commands';
import { createBackup } from './create-backup';
import { openExistingDatabase } from './repository';
import { type BackupConfig, type BackupSettings, finishPruning } from './service';

const root = mkdtempSync(path.join(tmpdir(), 'resort-shared-backups-'));
const s3 = await startLocalS3Server('resort-files');
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await s3.stop();
});

/** One instance's data directory and backup settings (each server has its own disk unless told). */
const serverConfig = (
  name: string,
  extra: Partial<AppConfig> = {},
): Partial<AppConfig> & BackupConfig & { backups: BackupSettings } => {
  const dataDir = path.join(root, name);
  return {
    dataDir,
    resortTz: 'Asia/Manila',
    backups: { dir: path.join(dataDir, 'backups'), at: '03:00', keep: 2 },
    ...extra,
  };
};

/** The admin's calls on an instance (a session lives in the database: one sign-in serves all of them). */
const adminOn = (app: FastifyInstance, cookie: string) => {
  const call = callerOf(app);
  return {
    list: () => expectAnswer<BackupFileDto[]>(call('GET', '/api/admin/backups', cookie), 200),
    status: () => expectAnswer<BackupStatusDto>(call('GET', '/api/admin/backups/status', cookie), 200),
    backUp: () => expectAnswer<BackupFileDto>(call('POST', '/api/admin/backups', cookie), 201),
    download: (name: string) => call('GET', `/api/admin/backups/${name}`, cookie),
  };
};

/** Two instances on one database, each with its config, and the admin signed in (one session serves both). */
const twoServers = async (first: Partial<AppConfig>, second: Partial<AppConfig>) => {
  const base = await createTestApp({ config: first });
  const sibling = await createSiblingApp(base, { config: second });
  const { cookie } = await createSignedInUser(base.app, { role: 'admin' });
  return { base, sibling, cookie, one: adminOn(base.app, cookie), two: adminOn(sibling.app, cookie) };
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('with S3_BUCKET, on two instances', () => {
  const first = serverConfig('s3-one', { s3: s3.settings });
  const second = serverConfig('s3-two', { s3: s3.settings });
  const bucket = createS3Client(s3.settings);
  const inBucket = async (name: string) =>
    bucket
      .send(new HeadObjectCommand({ Bucket: 'resort-files', Key: `backups/${name}` }))
      .then((head) => head.ContentLength)
      .catch(() => undefined);

  it('a backup made on one is in the bucket, listed on the other and downloaded through it', async () => {
    const { base, one, two } = await twoServers(first, second);

    const made = await one.backUp();
    expect(made).toMatchObject({ storage: 's3' });
    expect(await inBucket(made.name)).toBe(made.sizeBytes);
    // uploaded, then gone from the disk it was made on
    expect(existsSync(path.join(first.backups.dir, made.name))).toBe(false);

    expect(await two.list()).toEqual([made]);
    const status = await two.status();
    expect(status.lastSuccess).toMatchObject({ name: made.name, trigger: 'admin' });
    expect(status.storedIn).toEqual({ storage: 's3', location: 's3://resort-files/backups/' });

    const download = await two.download(made.name);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${made.name}"`);
    expect(download.rawPayload.length).toBe(made.sizeBytes);
    const [recorded] = await findListedBackups(base.db);
    expect(sha256(download.rawPayload)).toBe(recorded?.sha256);
    // a .tar.gz
    expect(download.rawPayload.subarray(0, 2).toString('hex')).toBe('1f8b');
  });

  it('keeps BACKUP_KEEP of them, deleting the older ones from the bucket, whichever instance made them', async () => {
    const { one, two } = await twoServers(first, second);

    const oldest = await one.backUp();
    const middle = await two.backUp();
    const newest = await one.backUp();
    // made within one minute on two servers: never the same name
    expect(new Set([oldest.name, middle.name, newest.name]).size).toBe(3);
    for (const admin of [one, two])
      expect((await admin.list()).map((backup) => backup.name)).toEqual([newest.name, middle.name]);
    expect(await inBucket(oldest.name)).toBeUndefined();
    expect(await inBucket(middle.name)).toBe(middle.sizeBytes);
    const gone = await two.download(oldest.name);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'There is no backup by that name' });
  });
});

describe('on each server’s own disk (BACKUP_DIR not shared)', () => {
  const first = serverConfig('disk-one');
  const second = serverConfig('disk-two');

  it('lists the backups of both, and says where a file is that this server cannot reach', async () => {
    const { base, sibling, one, two } = await twoServers(first, second);

    const made = await one.backUp();
    expect(made).toMatchObject({ storage: 'disk' });
    expect(await two.list()).toEqual([made]);
    expect((await two.status()).storedIn).toEqual({ storage: 'disk', location: second.backups.dir });

    const elsewhere = await two.download(made.name);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.headers['content-disposition']).toBeUndefined();
    expect(elsewhere.json().message).toMatch(
      new RegExp(
        `^This backup is stored on another server's disk \\(.+, in ${first.backups.dir}\\): download it through that server, or keep backups where every server reaches them: one BACKUP_DIR shared by all servers`,
      ),
    );
    const here = await one.download(made.name);
    expect(here.statusCode).toBe(200);
    expect(here.rawPayload.equals(readFileSync(path.join(first.backups.dir, made.name)))).toBe(true);

    // the file's own server deletes it once it is past BACKUP_KEEP (after the daily backup time)
    const middle = await two.backUp();
    const newest = await two.backUp();
    expect((await one.list()).map((backup) => backup.name)).toEqual([newest.name, middle.name]);
    expect(existsSync(path.join(first.backups.dir, made.name))).toBe(true);
    expect(await finishPruning(base.db, first)).toEqual([made.name]);
    expect(existsSync(path.join(first.backups.dir, made.name))).toBe(false);
    expect(await finishPruning(sibling.app.db, second)).toEqual([]);
    expect((await findListedBackups(base.db)).map((backup) => backup.name)).toEqual([
      newest.name,
      middle.name,
    ]);
  });

  it('shows a failure on one server on the other too', async () => {
    const { base, sibling, cookie } = await twoServers(first, second);
    // the uploads folder cannot be read: a plain file stands in its place
    mkdirSync(first.dataDir, { recursive: true });
    const uploads = path.join(first.dataDir, 'uploads');
    writeFileSync(uploads, '');
    try {
      const failed = await callerOf(base.app)('POST', '/api/admin/backups', cookie);
      expect(failed.statusCode).toBe(500);
    } finally {
      rmSync(uploads);
    }
    const status = await adminOn(sibling.app, cookie).status();
    expect(status).toMatchObject({ failing: true, lastFailure: { trigger: 'admin' } });
    expect(status.lastFailure?.message).toMatch(/^ENOTDIR/);
  });
});

describe('backups made before the list was kept', () => {
  it('are listed from BACKUP_DIR, downloaded, and pruned like the others', async () => {
    const old = serverConfig('old-files');
    mkdirSync(old.backups.dir, { recursive: true });
    const name = 'resort-backup-2026-11-20T0300.tar.gz';
    const file = path.join(old.backups.dir, name);
    writeFileSync(file, 'an older backup');
    const madeAt = new Date('2026-11-19T19:00:00.000Z');
    utimesSync(file, madeAt, madeAt);
    // neither a backup's name nor finished: never listed
    writeFileSync(path.join(old.backups.dir, 'notes.txt'), 'not a backup');
    writeFileSync(path.join(old.backups.dir, `.${name}`), 'being written');

    const { one, two } = await twoServers(old, serverConfig('old-files-other'));

    const listed = { name, createdAt: madeAt.toISOString(), sizeBytes: 15, storage: 'disk' };
    expect(await one.list()).toEqual([listed]);
    expect(await two.list()).toEqual([listed]);
    expect((await two.status()).lastSuccess).toEqual({
      name,
      at: madeAt.toISOString(),
      sizeBytes: 15,
      trigger: null,
    });
    expect((await one.download(name)).body).toBe('an older backup');
    expect((await two.download(name)).statusCode).toBe(409);

    await one.backUp();
    await one.backUp();
    expect((await one.list()).map((backup) => backup.name)).not.toContain(name);
    expect(existsSync(file)).toBe(false);
  });
});

describe.skipIf(testDbKind() !== 'postgres')('the commands on PostgreSQL', () => {
  it('npm run restore tells the running instances that what they cached is stale, and keeps the list of backups', async () => {
    const site = serverConfig('restore');
    const base = await createTestApp({ config: site });
    const sibling = await createSiblingApp(base, { config: site });
    let heard = 0;
    sibling.app.deps.changes.onReadsChanged(() => {
      heard += 1;
    });
    const { cookie } = await createSignedInUser(base.app, { role: 'admin' });
    const listed = await adminOn(base.app, cookie).backUp();
    const made = await createBackup({
      db: base.db,
      dataDir: site.dataDir,
      backupDir: site.backups.dir,
      timeZone: site.resortTz,
    });
    heard = 0;
    const printed: string[] = [];
    await restoreCommand({
      config: { ...site, databaseUrl: base.databaseUrl },
      args: [made.file, '--force'],
      log: { info: (line) => printed.push(line), error: (line) => printed.push(line) },
    });
    expect(printed.join('\n')).toMatch(/^Restored resort-backup-/);
    await vi.waitFor(() => expect(heard).toBeGreaterThan(0), { timeout: 10_000 });
    // the list of backups is not part of what a restore replaces
    expect((await findListedBackups(base.db)).map((backup) => backup.name)).toEqual([listed.name]);
  });

  it('the backup command’s own pool logs a lost connection and goes on (the process does not end)', async () => {
    const base = await createTestApp();
    const warnings: string[] = [];
    const database = await openExistingDatabase({
      databaseUrl: base.databaseUrl,
      dataDir: root,
      warn: (message) => warnings.push(message),
    });
    if (!database) throw new Error('openExistingDatabase opened nothing');
    try {
      const pidOf = async () => {
        const { rows } = await database.db.execute(sql`select pg_backend_pid() as pid`);
        return (rows[0] as { pid: number }).pid;
      };
      const pid = await pidOf();
      await base.db.execute(sql`select pg_terminate_backend(${pid})`);
      await vi.waitFor(
        () => expect(warnings).toEqual([expect.stringMatching(/^Lost a database connection/)]),
        {
          timeout: 10_000,
        },
      );
      // the pool opens a new connection for the next statement
      expect(await pidOf()).not.toBe(pid);
    } finally {
      await database.close();
    }
  });
});
