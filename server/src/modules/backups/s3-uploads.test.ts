// Uploads and S3: a site whose pictures live in a bucket backs up its tables only (and says where the
// pictures are); a backup of local pictures restored on a site that uses a bucket puts them in the bucket.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '../../lib/storage/create-storage';
import { startLocalS3Server } from '../../lib/storage/local-s3-server';
import { createS3Storage } from '../../lib/storage/s3-storage';
import { createTestApp } from '../../test/test-app';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';
import { describeBackup } from './service';

const folder = mkdtempSync(path.join(tmpdir(), 'resort-backup-s3-'));
const s3 = await startLocalS3Server();
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await s3.stop();
});
const { db } = await createTestApp();
const dataDir = path.join(folder, 'data');
mkdirSync(uploadsDir(dataDir), { recursive: true });
writeFileSync(path.join(uploadsDir(dataDir), 'a1b2c3d4.png'), 'the picture');

/** A backup of the test database and its local uploads folder. */
const backUp = (options: { s3Bucket?: string } = {}) =>
  createBackup({ db, dataDir, backupDir: path.join(folder, 'backups'), timeZone: 'Asia/Manila', ...options });

describe('uploads in an S3 bucket', () => {
  it('are left out of the backup, which names the bucket', async () => {
    const made = await backUp({ s3Bucket: s3.settings.bucket });
    expect(made.manifest.uploads).toEqual({ storage: 's3', included: false, bucket: s3.settings.bucket });
    expect(made.manifest.files.filter((file) => file.path.startsWith('uploads/'))).toEqual([]);
    expect(describeBackup(made)).toContain(
      `The uploaded files live in the S3 bucket ${s3.settings.bucket} and are not in this backup.`,
    );
  });

  it('receive the pictures of a backup made with local storage', async () => {
    const made = await backUp();
    const storage = createS3Storage(s3.settings);
    const report = await restoreBackup(made.file, {
      open: async () => ({ db, close: async () => {} }),
      uploads: { kind: 'storage', storage, bucket: s3.settings.bucket },
      force: true,
    });
    expect(report.uploads).toBe(
      `1 uploaded files restored into the S3 bucket ${s3.settings.bucket} (0 were there already).`,
    );
    const stored = await storage.get('a1b2c3d4.png');
    expect(stored?.contentType).toBe('image/png');
    expect(stored && (await text(stored.body))).toBe('the picture');
  });
});
