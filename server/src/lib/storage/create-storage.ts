// The storage the configuration asks for. buildApp() makes it once, as `app.storage`, so the upload
// routes and the public /uploads/ route share it (and one S3 client).
import path from 'node:path';
import type { AppConfig } from '../../config';
import { loadOnce } from '../load-once';
import { createLocalStorage } from './local-storage';
import type { S3Settings } from './s3-storage';
import type { Storage } from './storage';

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** The AWS SDK takes about a second to load: only a server that uses S3 loads it, at its first upload or download. */
const lazyS3Storage = (settings: S3Settings): Storage => {
  const s3 = loadOnce(() => import('./s3-storage').then((module) => module.createS3Storage(settings)));
  return {
    put: async (object) => (await s3()).put(object),
    get: async (key) => (await s3()).get(key),
    exists: async (key) => (await s3()).exists(key),
    delete: async (key) => (await s3()).delete(key),
  };
};

/** An S3 bucket when the configuration names one, else the uploads folder in the data directory. */
export const createStorage = (config: Pick<AppConfig, 's3' | 'dataDir'>): Storage =>
  config.s3 ? lazyS3Storage(config.s3) : createLocalStorage(uploadsDir(config.dataDir));
