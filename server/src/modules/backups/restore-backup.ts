// Restores a backup file into a database (PGlite or PostgreSQL, whichever made it): the file is checked
// whole first, the target is migrated and must be empty unless `force`, then every table is inserted in
// foreign-key order in ONE transaction that also checks the row counts and money totals before it commits.
// The uploaded files follow into the target's uploads folder or bucket.
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Database, Tx } from '../../db/client';
import { SAFE_KEY, type Storage } from '../../lib/storage/storage';
import {
  BACKUP_REGISTRY_TABLES,
  EPHEMERAL_TABLES,
  headlineCounts,
  type Manifest,
  type MoneyTotals,
  tableFile,
  withoutRetiredTables,
} from './format';
import { BackupFileError, inspectBackup, type RestoreLimits } from './inspect-backup';
import { migrationProblem } from './migrations';
import {
  countRows,
  insertRows,
  listTables,
  moneyTotals,
  resetSequences,
  type TableInfo,
  truncateTables,
} from './repository';

/** The target holds data and `force` was not given: nothing was changed. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export type UploadsTarget =
  /** local storage: DATA_DIR/uploads */
  | { kind: 'folder'; dir: string }
  /** an S3 bucket (S3_BUCKET) */
  | { kind: 'storage'; storage: Storage; bucket: string }
  /** move-to-postgres: the files stay where they are */
  | { kind: 'keep'; where: string };

export type RestoreTarget = {
  /** Opens and migrates the database to restore into; called only once the file is found sound. */
  open: () => Promise<{ db: Database; close: () => Promise<void> }>;
  uploads: UploadsTarget;
  /** Wipe the target's tables (and uploads folder) first instead of refusing a target with data. */
  force: boolean;
  /** What the file may unpack to; RESTORE_LIMITS by default. */
  limits?: RestoreLimits;
};

export type TableCheck = { name: string; expected: number; restored: number };

export type RestoreReport = {
  manifest: Manifest;
  tables: TableCheck[];
  totals: { expected: MoneyTotals; restored: MoneyTotals };
  headline: ReturnType<typeof headlineCounts>;
  /** What happened to the uploaded files, in a sentence. */
  uploads: string;
  warnings: string[];
};

const BATCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

/** The table's rows from its .jsonl file, inserted a batch at a time (inspectBackup bounded each line's length). */
const insertTableFile = async (tx: Tx, file: string, table: string, columns: readonly string[]) => {
  let batch: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (batch.length > 0) await insertRows(tx, table, columns, batch);
    batch = [];
    bytes = 0;
  };
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (line === '') continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
};

/** Row counts and money totals of `db` against the manifest's. */
export const compareWithManifest = async (db: Database | Tx, manifest: Manifest) => {
  const tables: TableCheck[] = [];
  for (const table of manifest.tables)
    tables.push({ name: table.name, expected: table.rows, restored: await countRows(db, table.name) });
  const totals = { expected: manifest.totals, restored: await moneyTotals(db) };
  const problems = tables
    .filter((table) => table.expected !== table.restored)
    .map((table) => `${table.name} has ${table.restored} rows instead of ${table.expected}`);
  if (JSON.stringify(totals.expected) !== JSON.stringify(totals.restored))
    problems.push('the money totals differ from the backup’s');
  return { tables, totals, problems };
};

const uploadNames = async (dir: string) => {
  try {
    return (await readdir(dir)).filter((name) => SAFE_KEY.test(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
};

/** What in the target would be overwritten: tables with rows ('rooms: 6'), and files in the uploads folder. */
export const dataInTarget = async (db: Database, tables: TableInfo[], uploads: UploadsTarget) => {
  const found: string[] = [];
  for (const table of tables) {
    if (EPHEMERAL_TABLES.includes(table.name)) continue;
    const rows = await countRows(db, table.name);
    if (rows > 0) found.push(`${table.name}: ${rows}`);
  }
  if (uploads.kind === 'folder') {
    const files = (await uploadNames(uploads.dir)).length;
    if (files > 0) found.push(`uploaded files: ${files}`);
  }
  return found;
};

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

const restoreUploads = async (dir: string, manifest: Manifest, target: RestoreTarget) => {
  const keys = manifest.files
    .filter((file) => file.path.startsWith('uploads/'))
    .map((file) => file.path.slice('uploads/'.length));
  const { uploads } = target;
  if (!manifest.uploads.included)
    return `The uploaded files were not in this backup: they live in the S3 bucket ${manifest.uploads.bucket ?? '(unnamed)'}.`;
  if (uploads.kind === 'keep') return `The uploaded files stay where they are (${uploads.where}).`;
  if (uploads.kind === 'folder') {
    await mkdir(uploads.dir, { recursive: true });
    if (target.force)
      for (const name of await uploadNames(uploads.dir))
        await rm(path.join(uploads.dir, name), { force: true });
    for (const key of keys) await copyFile(path.join(dir, 'uploads', key), path.join(uploads.dir, key));
    return `${keys.length} uploaded files restored into ${uploads.dir}.`;
  }
  let added = 0;
  for (const key of keys) {
    const bytes = await readFile(path.join(dir, 'uploads', key));
    const contentType = CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream';
    if (await uploads.storage.put({ key, bytes, contentType })) added += 1;
  }
  return `${keys.length} uploaded files restored into the S3 bucket ${uploads.bucket} (${keys.length - added} were there already).`;
};

export const restoreBackup = async (file: string, target: RestoreTarget): Promise<RestoreReport> => {
  const checked = await inspectBackup(file, target.limits);
  try {
    // an older backup may list a table this version builds from the others: left out, with a warning
    const { manifest, retired } = withoutRetiredTables(checked.manifest);
    const problem = await migrationProblem(manifest.migration);
    if (problem) throw new BackupFileError(`${path.basename(file)} cannot be restored here: ${problem}.`);
    const { db, close } = await target.open();
    try {
      const present = await listTables(db);
      const byName = new Map(present.map((table) => [table.name, table]));
      const unknown = manifest.tables.filter((table) => !byName.has(table.name)).map((table) => table.name);
      if (unknown.length > 0)
        throw new BackupFileError(
          `${path.basename(file)} holds tables this version of the site does not have (${unknown.join(', ')}). Nothing was changed.`,
        );
      const warnings = retired.map(
        (name) => `${name}: left out (this version of the site no longer keeps it)`,
      );
      const backedUp = new Map(manifest.tables.map((table) => [table.name, table]));
      const found = await dataInTarget(db, present, target.uploads);
      if (found.length > 0 && !target.force)
        throw new RestoreRefusedError(
          `The target already holds data (${found.join(', ')}). Nothing was changed. Add --force to replace it with the backup.`,
        );

      const check = await db.transaction(async (tx) => {
        // the list of backups stays: their files are where they were, the one restored from among them
        if (target.force)
          await truncateTables(
            tx,
            [...byName.keys()].filter((name) => !BACKUP_REGISTRY_TABLES.includes(name)),
          );
        for (const table of present) {
          const saved = backedUp.get(table.name);
          if (!saved || saved.rows === 0) continue;
          const columns = saved.columns.filter((column) => table.columns.includes(column));
          const dropped = saved.columns.filter((column) => !table.columns.includes(column));
          if (dropped.length > 0)
            warnings.push(
              `${table.name}: left out the columns this version no longer has (${dropped.join(', ')})`,
            );
          await insertTableFile(tx, path.join(checked.dir, tableFile(table.name)), table.name, columns);
        }
        await resetSequences(tx);
        const result = await compareWithManifest(tx, manifest);
        // rolls the whole restore back: better nothing than a copy that differs from the backup
        if (result.problems.length > 0)
          throw new Error(`The restored data does not match the backup: ${result.problems.join('; ')}`);
        return result;
      });
      const uploads = await restoreUploads(checked.dir, manifest, target).catch((error: Error) => {
        throw new Error(
          `The database was restored, but copying the uploaded files failed (${error.message}). Run the restore again with --force.`,
        );
      });
      return {
        manifest,
        tables: check.tables,
        totals: check.totals,
        headline: headlineCounts(manifest),
        uploads,
        warnings,
      };
    } finally {
      await close();
    }
  } finally {
    await checked.remove();
  }
};
