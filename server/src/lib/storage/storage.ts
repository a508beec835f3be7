// Where uploaded files live: a folder on this machine by default, an S3-compatible bucket when
// S3_BUCKET is set. The upload routes only see this interface.
import type { Readable } from 'node:stream';

export type StoredObject = { body: Readable; contentType: string; size?: number };

export interface Storage {
  /**
   * Writes an object once: a key never changes content (the files are served as immutable), so
   * this answers false, and writes nothing, when the key is taken.
   */
  put(object: { key: string; bytes: Buffer; contentType: string }): Promise<boolean>;
  /** The object as a stream, or undefined when there is none under the key. */
  get(key: string): Promise<StoredObject | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing a missing one is no error. */
  delete(key: string): Promise<void>;
}

/** Object keys are flat file names we make ourselves: '<uuid>.png', '<uuid>-960.webp'. */
export const SAFE_KEY = /^[0-9a-z][0-9a-z.-]{0,99}$/;

export const assertSafeKey = (key: string) => {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Not a storage key: ${key}`);
};
