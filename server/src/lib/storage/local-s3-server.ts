// For tests: an S3-compatible server (s3rver) on a free port, keeping its bucket in a temp folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from './s3-storage';

export const startLocalS3Server = async (bucket = 'resort-uploads') => {
  const directory = mkdtempSync(path.join(tmpdir(), 'resort-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    // s3rver's fixed development credentials
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  return {
    settings,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
