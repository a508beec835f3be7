// The backups table (every backup made, where its file is) and backup_failures: Drizzle only.
import type { BackupStorage, BackupTrigger } from '@domain/api/backups';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { backupFailures, backups } from '../../db/schema';

export type BackupRecord = {
  name: string;
  createdAt: Date;
  sizeBytes: number;
  trigger: BackupTrigger | null;
  storage: BackupStorage;
  location: string;
  host: string;
  sha256: string | null;
};

const recordOf = (row: typeof backups.$inferSelect): BackupRecord => ({
  name: row.name,
  createdAt: row.createdAt,
  sizeBytes: row.sizeBytes,
  trigger: row.trigger as BackupTrigger | null,
  storage: row.storage as BackupStorage,
  location: row.location,
  host: row.host,
  sha256: row.sha256,
});

export const insertBackupRecord = async (db: Database, record: BackupRecord) => {
  await db.insert(backups).values(record);
};

/** Records files found on disk; a name already recorded (pruned ones too) is left as it is. */
export const insertFoundBackups = async (db: Database, records: BackupRecord[]) => {
  if (records.length === 0) return 0;
  const added = await db
    .insert(backups)
    .values(records)
    .onConflictDoNothing()
    .returning({ name: backups.name });
  return added.length;
};

/** The listed backups (not pruned), newest first. */
export const findListedBackups = async (db: Database) =>
  (
    await db
      .select()
      .from(backups)
      .where(isNull(backups.prunedAt))
      .orderBy(desc(backups.createdAt), desc(backups.name))
  ).map(recordOf);

export const findListedBackup = async (db: Database, name: string) => {
  const [row] = await db
    .select()
    .from(backups)
    .where(and(eq(backups.name, name), isNull(backups.prunedAt)));
  return row ? recordOf(row) : undefined;
};

/** Whether any row (listed or pruned) has this name: a new backup takes another. */
export const isBackupNameRecorded = async (db: Database, name: string) =>
  (await db.select({ name: backups.name }).from(backups).where(eq(backups.name, name))).length > 0;

export const markBackupsPruned = async (db: Database, names: string[], at: Date) => {
  for (const name of names) await db.update(backups).set({ prunedAt: at }).where(eq(backups.name, name));
};

export const findPrunedBackups = async (db: Database) =>
  (await db.select().from(backups).where(isNotNull(backups.prunedAt)).orderBy(asc(backups.createdAt))).map(
    recordOf,
  );

export const deleteBackupRecord = async (db: Database, name: string) => {
  await db.delete(backups).where(eq(backups.name, name));
};

export type BackupFailure = { at: Date; trigger: BackupTrigger; message: string };

export const insertBackupFailure = async (db: Database, failure: BackupFailure) => {
  await db.insert(backupFailures).values(failure);
};

export const findLastBackupFailure = async (db: Database): Promise<BackupFailure | undefined> => {
  const [row] = await db.select().from(backupFailures).orderBy(desc(backupFailures.at)).limit(1);
  return row ? { at: row.at, trigger: row.trigger as BackupTrigger, message: row.message } : undefined;
};

/** Keeps the newest `keep` failures (the dashboard shows the last one). */
export const pruneBackupFailures = async (db: Database, keep: number) => {
  const old = await db
    .select({ id: backupFailures.id })
    .from(backupFailures)
    .orderBy(desc(backupFailures.at))
    .offset(keep);
  for (const { id } of old) await db.delete(backupFailures).where(eq(backupFailures.id, id));
};
