// The backup files in a folder, newest first: what the reconcile records of backups made before the
// database kept their list (a file being written has another name until it is done).
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isBackupName } from './format';

export type BackupFile = { name: string; createdAt: Date; sizeBytes: number };

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

export const backupFilesIn = async (dir: string): Promise<BackupFile[]> => {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const files: BackupFile[] = [];
  for (const name of names.filter(isBackupName)) {
    try {
      const info = await stat(path.join(dir, name));
      if (info.isFile()) files.push({ name, createdAt: info.mtime, sizeBytes: info.size });
    } catch (error) {
      if (!isMissing(error)) throw error; // deleted meanwhile
    }
  }
  return files.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.name.localeCompare(a.name));
};
