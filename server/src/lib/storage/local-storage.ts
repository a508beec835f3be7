// Uploads as files in one folder (DATA_DIR/uploads): the default storage.
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type Storage } from './storage';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException | null)?.code === code;

export const createLocalStorage = (dir: string): Storage => {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(dir, key);
  };
  const sizeOf = async (key: string) => {
    try {
      const info = await stat(fileOf(key));
      return info.isFile() ? info.size : undefined;
    } catch (error) {
      if (isCode(error, 'ENOENT')) return undefined;
      throw error;
    }
  };

  return {
    async put({ key, bytes }) {
      const file = fileOf(key);
      await mkdir(dir, { recursive: true });
      try {
        // 'wx': create only, so two writers of one key cannot both succeed
        await writeFile(file, bytes, { flag: 'wx' });
        return true;
      } catch (error) {
        if (isCode(error, 'EEXIST')) return false;
        throw error;
      }
    },
    async get(key) {
      const size = await sizeOf(key);
      if (size === undefined) return undefined;
      const contentType = CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream';
      return { body: createReadStream(fileOf(key)), contentType, size };
    },
    async exists(key) {
      return (await sizeOf(key)) !== undefined;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
};
