// Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...) through the AWS SDK.
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, type Storage } from './storage';

export type S3Settings = {
  bucket: string;
  /** Unset for AWS itself; the server's URL for any other S3-compatible service. */
  endpoint?: string;
  region: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name: most self-hosted servers want it. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, instance role, ...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** The S3 client of these settings (the uploads' storage and the backups each make one). */
export const createS3Client = (settings: S3Settings) =>
  new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // checksums only where S3 requires them: many S3-compatible servers reject or ignore the newer defaults
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

export const isMissingObject = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

export const createS3Storage = (settings: S3Settings): Storage => {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;

  const exists = async (key: string) => {
    assertSafeKey(key);
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw error;
    }
  };

  return {
    exists,
    async put({ key, bytes, contentType }) {
      // Keys are random object ids written by one signed link each, so checking first is enough here;
      // the local folder's create-only write is the stricter guard.
      if (await exists(key)) return false;
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
      return true;
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return undefined;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? 'application/octet-stream',
          size: object.ContentLength,
        };
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
};
