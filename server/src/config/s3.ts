// S3_BUCKET and friends: the S3-compatible storage's settings, checked together.
import { z } from 'zod';
import type { S3Settings } from '../lib/storage/s3-storage';
import { flag, urlWith, variable } from './fields';

/** S3_BUCKET and friends, checked together: the S3 storage's settings, or none without a bucket. */
export const s3Settings = z
  .object({
    bucket: variable('S3_BUCKET', z.string().optional()),
    endpoint: variable(
      'S3_ENDPOINT',
      urlWith(['http:', 'https:'], 'an http:// or https:// URL such as https://s3.example.com').optional(),
    ),
    region: variable('S3_REGION', z.string().default('us-east-1')),
    accessKeyId: variable('S3_ACCESS_KEY_ID', z.string().optional()),
    secretAccessKey: variable('S3_SECRET_ACCESS_KEY', z.string().optional()),
    forcePathStyle: variable('S3_FORCE_PATH_STYLE', flag().default(false)),
  })
  .superRefine((s3, ctx) => {
    if (!s3.bucket && (s3.endpoint || s3.accessKeyId || s3.secretAccessKey))
      ctx.addIssue({ code: 'custom', path: ['bucket'], message: 'set when the other S3_ variables are' });
    if (Boolean(s3.accessKeyId) !== Boolean(s3.secretAccessKey))
      ctx.addIssue({
        code: 'custom',
        path: [s3.accessKeyId ? 'secretAccessKey' : 'accessKeyId'],
        message: 'set together with the other S3 key',
      });
  })
  .transform(
    ({ bucket, endpoint, region, accessKeyId, secretAccessKey, forcePathStyle }): S3Settings | undefined => {
      if (!bucket) return undefined;
      const credentials = accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined;
      return { bucket, endpoint, region, forcePathStyle, credentials };
    },
  );
