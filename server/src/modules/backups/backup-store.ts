// Where the backup files are kept: BACKUP_DIR on this server's disk, or, with S3_BUCKET, the bucket under
// backups/ (every instance reaches it). A backup is always written to BACKUP_DIR first (the archive is
// made there); the bucket's store then uploads it, checks the size S3 holds, and removes the local copy.
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { BackupStorage } from '@domain/api/backups';
import { loadOnce } from '../../lib/load-once';
import type { S3Settings } from '../../lib/storage/s3-storage';

export type BackupStore = {
  storage: BackupStorage;
  /** For people: 's3://bucket/backups/' or the folder. */
  location: string;
  /** Whether the store holds a file by this name (a new backup never takes such a name). */
  has: (name: string) => Promise<boolean>;
  /** Takes in the finished archive `file` (in BACKUP_DIR) under `name`. */
  keep: (file: string, name: string) => Promise<void>;
  /** The file as a stream with its size, or undefined when this server cannot find it. */
  open: (name: string) => Promise<{ body: Readable; size: number } | undefined>;
  /** Deletes the file; deleting a missing one is no error. */
  remove: (name: string) => Promise<void>;
};

export const S3_BACKUP_PREFIX = 'backups/';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

const sizeOnDisk = async (file: string) => {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : undefined;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
};

/** The backups in `dir` (names are checked against the list by the caller: never a path from outside). */
export const diskStore = (dir: string): BackupStore => ({
  storage: 'disk',
  location: dir,
  has: async (name) => (await sizeOnDisk(path.join(dir, name))) !== undefined,
  // the archive is made in the folder under its name already
  keep: async () => {},
  open: async (name) => {
    const file = path.join(dir, name);
    const size = await sizeOnDisk(file);
    return size === undefined ? undefined : { body: createReadStream(file), size };
  },
  remove: (name) => rm(path.join(dir, name), { force: true }),
});

/** The AWS SDK takes about a second to load: it is loaded at the first backup, list or download that needs it. */
const s3Client = (settings: S3Settings) =>
  loadOnce(async () => {
    const sdk = await import('@aws-sdk/client-s3');
    const { createS3Client, isMissingObject } = await import('../../lib/storage/s3-storage');
    return { sdk, client: createS3Client(settings), isMissingObject };
  });

export const s3Store = (settings: S3Settings): BackupStore => {
  const load = s3Client(settings);
  const Bucket = settings.bucket;
  const keyOf = (name: string) => `${S3_BACKUP_PREFIX}${name}`;
  const sizeInBucket = async (name: string) => {
    const { sdk, client, isMissingObject } = await load();
    try {
      const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: keyOf(name) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw error;
    }
  };
  return {
    storage: 's3',
    location: `s3://${Bucket}/${S3_BACKUP_PREFIX}`,
    has: async (name) => (await sizeInBucket(name)) !== undefined,
    keep: async (file, name) => {
      const { sdk, client } = await load();
      try {
        const size = (await stat(file)).size;
        // streamed from the disk with its length: a large backup is never held in memory
        await client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: keyOf(name),
            Body: createReadStream(file),
            ContentLength: size,
            ContentType: 'application/gzip',
          }),
        );
        const stored = await sizeInBucket(name);
        if (stored !== size)
          throw new Error(
            `The S3 bucket ${Bucket} holds ${stored ?? 'no'} bytes of ${keyOf(name)} after the upload of ${size}`,
          );
      } finally {
        await rm(file, { force: true });
      }
    },
    open: async (name) => {
      const { sdk, client, isMissingObject } = await load();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(name) }));
        if (!object.Body) return undefined;
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },
    remove: async (name) => {
      const { sdk, client } = await load();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
  };
};

/** The store new backups go to: the bucket when S3_BUCKET is set, else BACKUP_DIR. */
export const backupStoreOf = (options: { s3?: S3Settings; dir: string }): BackupStore =>
  options.s3 ? s3Store(options.s3) : diskStore(options.dir);
