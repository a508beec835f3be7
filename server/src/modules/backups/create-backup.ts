// Makes one backup file (format.ts) while the site runs: the tables are read inside one snapshot
// transaction into a staging folder beside the backups, the uploaded files are added from the uploads
// folder, and the archive is written under a temporary name and linked to its final name when complete
// (the backup store then keeps it there or uploads it to the S3 bucket).
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import {
  chmod,
  link,
  mkdir,
  mkdtemp,
  open,
  readdir,
  rename,
  rm,
  stat,
  symlink,
  unlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { Database, Tx } from '../../db/client';
import { uploadsDir } from '../../lib/storage/create-storage';
import { SAFE_KEY } from '../../lib/storage/storage';
import {
  APP_NAME,
  backupBaseName,
  EPHEMERAL_TABLES,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_FILE,
  type Manifest,
  tableFile,
  uploadFile,
} from './format';
import { lastMigrationOf } from './migrations';
import { engineOf, inSnapshot, lastAppliedMigration, listTables, moneyTotals, readRows } from './repository';

export type BackupSource = {
  db: Database;
  /** DATA_DIR: the uploads are its uploads/ folder. */
  dataDir: string;
  backupDir: string;
  /** RESORT_TZ: the file is named by the resort's date and time. */
  timeZone: string;
  /** S3_BUCKET: the uploads live in that bucket, so the backup holds none (the manifest says where). */
  s3Bucket?: string;
  /** A name the backup list or the S3 bucket has already (a backup made on another server): never taken. */
  nameTaken?: (name: string) => Promise<boolean>;
  now?: () => Date;
};

export type MadeBackup = {
  name: string;
  file: string;
  sizeBytes: number;
  /** Of the whole .tar.gz file. */
  sha256: string;
  manifest: Manifest;
};

type FileEntry = Manifest['files'][number];

const sha256OfFile = async (file: string) => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** Every table but the ephemeral ones, as tables/<name>.jsonl, read within the one snapshot `tx`. */
const writeTables = async (tx: Tx, staging: string) => {
  await mkdir(path.join(staging, 'tables'));
  const tables = (await listTables(tx)).filter((table) => !EPHEMERAL_TABLES.includes(table.name));
  const written: Manifest['tables'] = [];
  const files: FileEntry[] = [];
  for (const table of tables) {
    const relative = tableFile(table.name);
    const handle = await open(path.join(staging, relative), 'w');
    const hash = createHash('sha256');
    let rows = 0;
    let size = 0;
    try {
      await readRows(tx, table.name, async (lines) => {
        const chunk = Buffer.from(lines.map((line) => `${line}\n`).join(''), 'utf8');
        hash.update(chunk);
        size += chunk.length;
        rows += lines.length;
        await handle.write(chunk);
      });
    } finally {
      await handle.close();
    }
    written.push({ name: table.name, rows, columns: table.columns });
    files.push({ path: relative, size, sha256: hash.digest('hex') });
  }
  return { tables: written, files };
};

/** The uploaded files (the flat names the storage makes; anything else in the folder is not ours). */
const listUploads = async (dir: string): Promise<FileEntry[]> => {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: FileEntry[] = [];
  for (const name of names.sort()) {
    if (!SAFE_KEY.test(name)) continue;
    const file = path.join(dir, name);
    const info = await stat(file);
    if (info.isFile())
      files.push({ path: uploadFile(name), size: info.size, sha256: await sha256OfFile(file) });
  }
  return files;
};

/** Links the finished archive to the first free name of its minute: never overwrites a backup. */
const publish = async (
  temporary: string,
  dir: string,
  baseName: string,
  nameTaken: (name: string) => Promise<boolean>,
) => {
  for (let n = 1; ; n++) {
    const name = `${baseName}${n === 1 ? '' : `-${n}`}.tar.gz`;
    if (await nameTaken(name)) continue;
    try {
      await link(temporary, path.join(dir, name));
      await unlink(temporary);
      return name;
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      if (code === 'EEXIST') continue;
      // a file system without hard links: a rename, after checking the name is free
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
      if (existsSync(path.join(dir, name))) continue;
      await rename(temporary, path.join(dir, name));
      return name;
    }
  }
};

export const createBackup = async (source: BackupSource): Promise<MadeBackup> => {
  const now = source.now ?? (() => new Date());
  const startedAt = now();
  // backups hold every account and booking: readable by the site's own user only
  await mkdir(source.backupDir, { recursive: true, mode: 0o700 });
  // beside the backups (same disk), a dot name: never listed as a backup
  const staging = await mkdtemp(path.join(source.backupDir, '.staging-'));
  try {
    const snapshot = await inSnapshot(source.db, async (tx) => ({
      ...(await writeTables(tx, staging)),
      totals: await moneyTotals(tx),
      migration: await lastAppliedMigration(tx),
    }));
    // after the snapshot: every file a backed-up row names was uploaded before it
    const uploadsFolder = uploadsDir(source.dataDir);
    const uploads = source.s3Bucket ? [] : await listUploads(uploadsFolder);
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      app: APP_NAME,
      createdAt: startedAt.toISOString(),
      engine: engineOf(source.db),
      migration: await lastMigrationOf(snapshot.migration),
      tables: snapshot.tables,
      skippedTables: [...EPHEMERAL_TABLES],
      totals: snapshot.totals,
      uploads: source.s3Bucket
        ? { storage: 's3', included: false, bucket: source.s3Bucket }
        : { storage: 'local', included: true },
      files: [...snapshot.files, ...uploads],
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    // the uploads are archived from where they are (a link, not a copy of every picture)
    if (uploads.length > 0) await symlink(uploadsFolder, path.join(staging, 'uploads'), 'dir');
    const temporary = path.join(source.backupDir, `.${path.basename(staging)}.tar.gz`);
    try {
      await tar.create({ gzip: true, file: temporary, cwd: staging, portable: true }, [
        MANIFEST_FILE,
        ...manifest.files.map((file) => file.path),
      ]);
      await chmod(temporary, 0o600);
      const sha256 = await sha256OfFile(temporary);
      const name = await publish(
        temporary,
        source.backupDir,
        backupBaseName(startedAt, source.timeZone),
        source.nameTaken ?? (async () => false),
      );
      const file = path.join(source.backupDir, name);
      return { name, file, sizeBytes: (await stat(file)).size, sha256, manifest };
    } finally {
      await rm(temporary, { force: true });
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
};
