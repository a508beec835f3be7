// BACKUP_DIR: the backup files, newest first, the retention of BACKUP_KEEP, and backup-status.json (the last
// success and the last failure, which the admin dashboard shows: a failed backup is never silent).
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_TRIGGERS } from '@domain/api/backups';
import { z } from 'zod';
import { isBackupName } from './format';

export type BackupEntry = { name: string; createdAt: string; sizeBytes: number };

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** The finished backups in `dir`, newest first (a file being written has another name until it is done). */
export const listBackups = async (dir: string): Promise<BackupEntry[]> => {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const entries: (BackupEntry & { mtimeMs: number })[] = [];
  for (const name of names.filter(isBackupName)) {
    try {
      const info = await stat(path.join(dir, name));
      if (info.isFile())
        entries.push({
          name,
          createdAt: info.mtime.toISOString(),
          sizeBytes: info.size,
          mtimeMs: info.mtimeMs,
        });
    } catch (error) {
      if (!isMissing(error)) throw error; // pruned meanwhile
    }
  }
  return entries
    .sort((a, b) => b.mtimeMs - a.mtimeMs || b.name.localeCompare(a.name))
    .map(({ mtimeMs: _mtime, ...entry }) => entry);
};

/** Deletes all but the newest `keep` backups; answers the names deleted. */
export const pruneBackups = async (dir: string, keep: number) => {
  const old = (await listBackups(dir)).slice(keep);
  for (const backup of old) await rm(path.join(dir, backup.name), { force: true });
  return old.map((backup) => backup.name);
};

export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];

const statusSchema = z.object({
  lastSuccess: z
    .object({
      name: z.string(),
      at: z.string(),
      sizeBytes: z.number(),
      trigger: z.enum(BACKUP_TRIGGERS),
    })
    .optional(),
  lastFailure: z.object({ at: z.string(), message: z.string(), trigger: z.enum(BACKUP_TRIGGERS) }).optional(),
});
export type BackupStatusFile = z.infer<typeof statusSchema>;

export const STATUS_FILE = 'backup-status.json';

export const readStatus = async (dir: string): Promise<BackupStatusFile> => {
  try {
    const parsed = statusSchema.safeParse(JSON.parse(await readFile(path.join(dir, STATUS_FILE), 'utf8')));
    return parsed.success ? parsed.data : {};
  } catch (error) {
    if (isMissing(error) || error instanceof SyntaxError) return {};
    throw error;
  }
};

/** Writes the status whole (a temporary file renamed over it): a reader never sees half of it. */
const writeStatus = async (dir: string, status: BackupStatusFile) => {
  const temporary = path.join(dir, `.${STATUS_FILE}.${randomBytes(4).toString('hex')}`);
  await writeFile(temporary, `${JSON.stringify(status, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, path.join(dir, STATUS_FILE));
};

export const recordSuccess = async (dir: string, success: NonNullable<BackupStatusFile['lastSuccess']>) =>
  writeStatus(dir, { ...(await readStatus(dir)), lastSuccess: success });

export const recordFailure = async (dir: string, failure: NonNullable<BackupStatusFile['lastFailure']>) =>
  writeStatus(dir, { ...(await readStatus(dir)), lastFailure: failure });
