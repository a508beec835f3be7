// The upload flow in an S3-compatible bucket (S3_BUCKET set): stored and served through the API, the
// files in the bucket only, and the same refusals.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalS3Server } from '../../lib/storage/local-s3-server';
import { UPLOAD_MAX_BYTES } from '../../lib/uploads';
import { createSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { expectPreview, photo, tinyPng, widthOf } from './test-images';

describe('uploads in an S3-compatible bucket (S3_BUCKET set)', async () => {
  const s3 = await startLocalS3Server();
  const s3DataDir = mkdtempSync(path.join(tmpdir(), 'resort-uploads-s3-'));
  afterAll(async () => {
    await s3.stop();
    rmSync(s3DataDir, { recursive: true, force: true });
  });
  const { app: s3App } = await createTestApp({ config: { dataDir: s3DataDir, s3: s3.settings } });
  const s3Admin = await createSignedInUser(s3App, { role: 'admin' });
  const request = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: Buffer | object, type?: string) =>
    s3App.inject({
      method,
      url,
      payload,
      headers: { cookie: s3Admin.cookie, ...(type ? { 'content-type': type } : {}) },
    });

  it('stores through the API, serves back at /uploads/ and keeps the files in the bucket only', async () => {
    const { uploadURL } = (await request('POST', '/api/admin/room-image-upload-url')).json();
    const png = await photo('png', 1200, 800);
    expect((await request('PUT', uploadURL, png, 'image/png')).statusCode).toBe(200);
    expect((await request('PUT', uploadURL, png, 'image/png')).statusCode).toBe(409);
    const confirmed = await request('POST', '/api/admin/confirm-room-image-upload', { imageURL: uploadURL });
    expect(confirmed.statusCode).toBe(200);
    const { imagePath } = confirmed.json();

    const served = await request('GET', imagePath);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const copy = await request('GET', imagePath.replace(/\.png$/, '-960.webp'));
    expect(copy.headers['content-type']).toBe('image/webp');
    expect(await widthOf(copy.rawPayload)).toBe(960);
    expect((await request('GET', imagePath.replace(/\.png$/, '-9.webp'))).statusCode).toBe(404);

    // the objects sit in the bucket, as any S3 client lists them; nothing in DATA_DIR/uploads
    const { bucket, ...connection } = s3.settings;
    const client = new S3Client(connection);
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    client.destroy();
    const id = path.basename(imagePath, '.png');
    expect(listed.Contents?.map((object) => object.Key).sort()).toEqual(
      [`${id}-1600.webp`, `${id}-480.webp`, `${id}-960.webp`, `${id}-og.jpg`, `${id}.png`].sort(),
    );
    await expectPreview(await request('GET', imagePath.replace(/\.png$/, '-og.jpg')));
    expect(existsSync(path.join(s3DataDir, 'uploads'))).toBe(false);
  });

  it('refuses the same way: 415 for a non-image, 413 for 5 MB or more', async () => {
    const { uploadURL } = (await request('POST', '/api/admin/amenities/upload-url')).json();
    expect((await request('PUT', uploadURL, Buffer.from('#!/bin/sh'), 'image/png')).statusCode).toBe(415);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    expect((await request('PUT', uploadURL, big, 'image/png')).statusCode).toBe(413);
    expect((await request('GET', '/uploads/nothing.png')).statusCode).toBe(404);
  });
});
