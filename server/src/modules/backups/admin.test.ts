// The admin's backups API: admins only (401 visitor, 403 customer and receptionist), the list and status,
// "Back up now", a download named only by a listed file, and a failure recorded and shown, never silent.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BackupFileDto, BackupStatusDto } from '@domain/api/backups';
import { afterAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { createAdminTestApp } from '../../test/http';

const dataDir = mkdtempSync(path.join(tmpdir(), 'resort-backup-admin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const backupDir = path.join(dataDir, 'backups');

const { app, admin, call } = await createAdminTestApp({
  config: { dataDir, backups: { dir: backupDir, at: '03:00', keep: 2 } },
});
const customer = await createSignedInUser(app);
const receptionist = await createSignedInUser(app, { role: 'receptionist' });

describe('who may use the backups', () => {
  const routes: [method: 'GET' | 'POST', url: string][] = [
    ['GET', '/api/admin/backups'],
    ['GET', '/api/admin/backups/status'],
    ['POST', '/api/admin/backups'],
    ['GET', '/api/admin/backups/resort-backup-2026-11-24T0300.tar.gz'],
  ];

  it('answers 401 to a visitor and 403 to a customer or receptionist', async () => {
    for (const [method, url] of routes) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, customer.cookie)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, receptionist.cookie)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('an admin', () => {
  it('sees no backup at first, makes some, and keeps BACKUP_KEEP of them', async () => {
    expect((await call('GET', '/api/admin/backups', admin.cookie)).json()).toEqual([]);
    const empty = (await call('GET', '/api/admin/backups/status', admin.cookie)).json<BackupStatusDto>();
    expect(empty).toMatchObject({
      lastSuccess: null,
      lastFailure: null,
      failing: false,
      running: false,
      schedule: { at: '03:00', timeZone: 'Asia/Manila', keep: 2 },
      directory: backupDir,
      storedIn: { storage: 'disk', location: backupDir },
      uploads: 'included',
    });

    const made: BackupFileDto[] = [];
    for (let n = 0; n < 3; n++) {
      const response = await call('POST', '/api/admin/backups', admin.cookie);
      expect(response.statusCode, response.body).toBe(201);
      made.push(response.json());
    }
    expect(made[0]?.name).toMatch(/^resort-backup-\d{4}-\d{2}-\d{2}T\d{4}(-\d+)?\.tar\.gz$/);
    // three made in one minute: -2, -3; only the newest two are kept
    const list = (await call('GET', '/api/admin/backups', admin.cookie)).json<BackupFileDto[]>();
    expect(list.map((backup) => backup.name)).toEqual([made[2]?.name, made[1]?.name]);
    expect(list[0]?.sizeBytes).toBeGreaterThan(100);

    const status = (await call('GET', '/api/admin/backups/status', admin.cookie)).json<BackupStatusDto>();
    expect(status.lastSuccess).toMatchObject({ name: made[2]?.name, trigger: 'admin' });
    expect(status.failing).toBe(false);
  });

  it('downloads a listed backup as a file, and nothing else', async () => {
    const [newest] = (await call('GET', '/api/admin/backups', admin.cookie)).json<BackupFileDto[]>();
    const name = newest?.name ?? '';
    const download = await call('GET', `/api/admin/backups/${name}`, admin.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.rawPayload.equals(readFileSync(path.join(backupDir, name)))).toBe(true);

    writeFileSync(path.join(dataDir, 'secret.txt'), 'not for download');
    for (const probe of [
      'backup-status.json',
      'resort-backup-1999-01-01T0000.tar.gz',
      '..%2Fsecret.txt',
      '..%2F..%2Fbackups%2Fbackup-status.json',
      '%2Fetc%2Fpasswd',
      `.${name}`,
      `${name}%00`,
    ]) {
      const response = await call('GET', `/api/admin/backups/${probe}`, admin.cookie);
      expect(response.statusCode, probe).toBe(404);
      expect(response.headers['content-disposition'], probe).toBeUndefined();
    }
  });

  it('sees a failed backup with its reason, in red until the next one succeeds', async () => {
    // the uploads folder cannot be read: a plain file stands in its place
    const uploads = path.join(dataDir, 'uploads');
    writeFileSync(uploads, '');
    const failed = await call('POST', '/api/admin/backups', admin.cookie);
    expect(failed.statusCode).toBe(500);
    expect(failed.json().message).toMatch(/^The backup failed: ENOTDIR/);
    const shown = (await call('GET', '/api/admin/backups/status', admin.cookie)).json<BackupStatusDto>();
    expect(shown).toMatchObject({ failing: true, lastFailure: { trigger: 'admin' } });
    expect(shown.lastFailure?.message).toMatch(/^ENOTDIR: not a directory/);

    rmSync(uploads);
    expect((await call('POST', '/api/admin/backups', admin.cookie)).statusCode).toBe(201);
    const after = (await call('GET', '/api/admin/backups/status', admin.cookie)).json<BackupStatusDto>();
    expect(after.failing).toBe(false);
    expect(after.lastFailure?.message).toMatch(/^ENOTDIR/);
  });
});
