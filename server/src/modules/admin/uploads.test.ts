// The signed upload URL flow end to end: URL, PUT of a real PNG, confirm, public GET of the file, its
// WebP copies and a room photo's link preview; every refusal; and the same flow in an S3-compatible bucket.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { MSG } from '@domain/messages';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalS3Server } from '../../lib/storage/local-s3-server';
import {
  createUploadToken,
  detectImageType,
  tokenFromUploadUrl,
  UPLOAD_MAX_BYTES,
  verifyUploadToken,
} from '../../lib/uploads';
import { createSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

const dataDir = mkdtempSync(path.join(tmpdir(), 'resort-uploads-'));
let clock = Date.parse('2030-06-15T04:00:00Z');
// a client build too, to prove /uploads/ is answered before the single-page app's catch-all
const clientDir = mkdtempSync(path.join(tmpdir(), 'resort-client-'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>SPA</title>');
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(clientDir, { recursive: true, force: true });
});
const { app } = await createTestApp({ config: { dataDir, clientDir }, now: () => new Date(clock) });
const admin = await createSignedInUser(app, { role: 'admin' });
const customer = await createSignedInUser(app);

const crc32 = (bytes: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
/** A valid 1x1 teal PNG. */
const tinyPng = () => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x0f, 0x76, 0x6e]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
/** A real photo-sized picture, wider than the site's largest image width. */
const photo = (format: 'png' | 'jpeg' | 'webp', width = 2000, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    [format]()
    .toBuffer();
const JPEG = await photo('jpeg', 64, 48);
const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;
/** A real photo (the hero’s source JPEG) for the preview's size budget. */
const REAL_PHOTO = readFileSync(
  path.join(import.meta.dirname, '../../../../assets/images-src/photos/evening-glow.jpg'),
);
const expectPreview = async (response: {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}) => {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  const meta = await sharp(response.rawPayload).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  expect(response.rawPayload.length).toBeLessThanOrEqual(150_000);
};

const post = (url: string, payload?: object, cookie = admin.cookie) =>
  app.inject({ method: 'POST', url, payload, headers: { cookie } });
const put = (url: string, body: Buffer | string, type: string, cookie = admin.cookie) =>
  app.inject({ method: 'PUT', url, payload: body, headers: { cookie, 'content-type': type } });
const newUrl = async (kind: 'room' | 'amenity' = 'room'): Promise<string> => {
  const response = await post(
    kind === 'room' ? '/api/admin/room-image-upload-url' : '/api/admin/amenities/upload-url',
  );
  expect(response.statusCode).toBe(200);
  return response.json().uploadURL;
};

describe('upload flow', () => {
  it('room photo: URL, PUT, confirm, then served publicly', async () => {
    const uploadURL = await newUrl('room');
    expect(uploadURL).toMatch(/^\/api\/uploads\/[\w-]+\.[\w-]+$/);
    const png = tinyPng();
    const stored = await put(uploadURL, png, 'image/png');
    expect(stored.statusCode).toBe(200);

    // a link delivers one file only
    expect((await put(uploadURL, png, 'image/png')).statusCode).toBe(409);

    const confirmed = await post('/api/admin/confirm-room-image-upload', {
      imageURL: `http://localhost${uploadURL}`,
    });
    expect(confirmed.statusCode).toBe(200);
    const { imagePath } = confirmed.json();
    expect(imagePath).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(readFileSync(path.join(dataDir, imagePath.replace(/^\//, ''))).equals(png)).toBe(true);

    const served = await app.inject({ method: 'GET', url: imagePath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(String(served.headers['cache-control'])).toContain('max-age=604800');
    expect(served.rawPayload.equals(png)).toBe(true);

    // the same link is not an amenity upload
    expect((await post('/api/admin/amenities/confirm-upload', { imageURL: uploadURL })).statusCode).toBe(400);
  });

  it('keeps WebP copies at the site’s image widths beside the original, never enlarged', async () => {
    const uploadURL = await newUrl('room');
    const original = await photo('png');
    expect((await put(uploadURL, original, 'image/png')).statusCode).toBe(200);
    const { imagePath } = (
      await post('/api/admin/confirm-room-image-upload', { imageURL: uploadURL })
    ).json();
    const base = imagePath.replace(/\.png$/, '');
    for (const width of [480, 960, 1600]) {
      const copy = await app.inject({ method: 'GET', url: `${base}-${width}.webp` });
      expect(copy.statusCode, String(width)).toBe(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(String(copy.headers['cache-control'])).toContain('immutable');
      expect(await widthOf(copy.rawPayload)).toBe(width);
    }
    expect((await app.inject({ method: 'GET', url: imagePath })).rawPayload.equals(original)).toBe(true);

    // a small picture keeps its own size in every copy
    const small = await newUrl('amenity');
    expect((await put(small, JPEG, 'image/jpeg')).statusCode).toBe(200);
    const { objectPath } = (await post('/api/admin/amenities/confirm-upload', { imageURL: small })).json();
    const copy = await app.inject({ method: 'GET', url: objectPath.replace(/\.jpg$/, '-1600.webp') });
    expect(await widthOf(copy.rawPayload)).toBe(64);
  });

  it('makes a room photo’s 1200x630 link-preview JPEG at upload, served as image/jpeg', async () => {
    const uploadURL = await newUrl('room');
    expect((await put(uploadURL, REAL_PHOTO, 'image/jpeg')).statusCode).toBe(200);
    const { imagePath } = (
      await post('/api/admin/confirm-room-image-upload', { imageURL: uploadURL })
    ).json();
    const previewPath = imagePath.replace(/\.jpg$/, '-og.jpg');
    // on disk before anyone asks for it
    expect(existsSync(path.join(dataDir, previewPath.replace(/^\//, '')))).toBe(true);
    const preview = await app.inject({ method: 'GET', url: previewPath });
    await expectPreview(preview);
    expect(String(preview.headers['cache-control'])).toContain('immutable');

    // a picture smaller than a preview is enlarged to fill it
    const small = await newUrl('room');
    expect((await put(small, JPEG, 'image/jpeg')).statusCode).toBe(200);
    const smallPath = (await post('/api/admin/confirm-room-image-upload', { imageURL: small })).json()
      .imagePath;
    await expectPreview(await app.inject({ method: 'GET', url: smallPath.replace(/\.jpg$/, '-og.jpg') }));
  });

  it('makes no preview for an amenity picture at upload', async () => {
    const uploadURL = await newUrl('amenity');
    expect((await put(uploadURL, JPEG, 'image/jpeg')).statusCode).toBe(200);
    const { objectPath } = (
      await post('/api/admin/amenities/confirm-upload', { imageURL: uploadURL })
    ).json();
    expect(existsSync(path.join(dataDir, objectPath.replace(/^\//, '').replace(/\.jpg$/, '-og.jpg')))).toBe(
      false,
    );
  });

  it('amenity picture: a JPEG confirmed as objectPath', async () => {
    const uploadURL = await newUrl('amenity');
    expect((await put(uploadURL, JPEG, 'image/jpeg')).statusCode).toBe(200);
    const confirmed = await post('/api/admin/amenities/confirm-upload', { imageURL: uploadURL });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().objectPath).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
  });

  it('refuses to confirm before the file arrived, or a made-up URL', async () => {
    const uploadURL = await newUrl('room');
    expect((await post('/api/admin/confirm-room-image-upload', { imageURL: uploadURL })).statusCode).toBe(
      400,
    );
    expect(
      (await post('/api/admin/confirm-room-image-upload', { imageURL: '/uploads/x.png' })).statusCode,
    ).toBe(400);
    expect((await post('/api/admin/confirm-room-image-upload', {})).statusCode).toBe(400);
  });

  it('refuses other file types (415), including a non-image sent as image/png', async () => {
    const uploadURL = await newUrl();
    for (const [body, type] of [
      ['hello', 'text/plain'],
      ['<svg></svg>', 'image/svg+xml'],
      ['{"a":1}', 'application/json'],
      ['#!/bin/sh\necho hi', 'image/png'],
      // an image signature on bytes that decode as no picture
      [Buffer.concat([tinyPng().subarray(0, 8), Buffer.from('not really a picture')]), 'image/png'],
      [
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]),
        'image/jpeg',
      ],
    ] as const) {
      const response = await put(uploadURL, body, type);
      expect(response.statusCode, type).toBe(415);
      expect(response.json().message).toBe(MSG.invalidFileType);
    }
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(true);
  });

  it('refuses files of 5 MB or more (413)', async () => {
    const uploadURL = await newUrl();
    const big = Buffer.concat([tinyPng(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const response = await put(uploadURL, big, 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(MSG.fileTooLarge);
  });

  it('refuses forged and expired links (403), with a session or without', async () => {
    const uploadURL = await newUrl();
    const forged = `${uploadURL.slice(0, -3)}xyz`;
    expect((await put(forged, tinyPng(), 'image/png')).statusCode).toBe(403);
    expect((await put('/api/uploads/garbage', tinyPng(), 'image/png')).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'PUT',
      url: forged,
      payload: tinyPng(),
      headers: { 'content-type': 'image/png' },
    });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({ message: 'This upload link is not valid.' });

    clock += 11 * 60 * 1000;
    const expired = await put(uploadURL, tinyPng(), 'image/png');
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toMatch(/expired/);
  });

  it('takes the file without a session cookie: the signed link is the authorisation', async () => {
    const uploadURL = await newUrl('amenity');
    const png = tinyPng();
    const anonymous = await app.inject({
      method: 'PUT',
      url: uploadURL,
      payload: png,
      headers: { 'content-type': 'image/png' },
    });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().objectPath).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    // the link still takes one file, whoever sends it; only an admin's confirm puts it on a page
    expect((await put(uploadURL, png, 'image/png', customer.cookie)).statusCode).toBe(409);
    expect(
      (await post('/api/admin/amenities/confirm-upload', { imageURL: uploadURL }, customer.cookie))
        .statusCode,
    ).toBe(403);
    const confirmed = await post('/api/admin/amenities/confirm-upload', { imageURL: uploadURL });
    expect(confirmed.json()).toEqual({ objectPath: anonymous.json().objectPath });
  });

  it('makes the WebP copies of an upload stored before copies existed when one is first asked for', async () => {
    const id = randomUUID();
    writeFileSync(path.join(dataDir, 'uploads', `${id}.png`), await photo('png'));
    const copy = await app.inject({ method: 'GET', url: `/uploads/${id}-960.webp` });
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    expect(await widthOf(copy.rawPayload)).toBe(960);
    expect(existsSync(path.join(dataDir, 'uploads', `${id}-480.webp`))).toBe(true);
    // only the site's widths, and only from a picture that decodes
    expect((await app.inject({ method: 'GET', url: `/uploads/${id}-500.webp` })).statusCode).toBe(404);
    const broken = randomUUID();
    writeFileSync(path.join(dataDir, 'uploads', `${broken}.png`), tinyPng().subarray(0, 20));
    expect((await app.inject({ method: 'GET', url: `/uploads/${broken}-960.webp` })).statusCode).toBe(404);
  });

  it('makes the preview of a room photo stored before previews existed once, when first asked for', async () => {
    const id = randomUUID();
    writeFileSync(path.join(dataDir, 'uploads', `${id}.png`), await photo('png'));
    await expectPreview(await app.inject({ method: 'GET', url: `/uploads/${id}-og.jpg` }));
    expect(existsSync(path.join(dataDir, 'uploads', `${id}-og.jpg`))).toBe(true);
    expect((await app.inject({ method: 'GET', url: `/uploads/${randomUUID()}-og.jpg` })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: `/uploads/${id}-og.png` })).statusCode).toBe(404);
  });

  it('answers 404 for a file that does not exist', async () => {
    const missing = await app.inject({ method: 'GET', url: '/uploads/nothing.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('SPA');
    expect((await app.inject({ method: 'GET', url: '/rooms' })).body).toContain('SPA');
  });
});

describe('upload tokens', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  it('verifies signature, expiry and shape', () => {
    const { token, id } = createUploadToken({ purpose: 'amenity', secret: 's1', now });
    expect(verifyUploadToken(token, { secret: 's1', now })).toEqual({
      ok: true,
      token: { purpose: 'amenity', id, expiresAt: now.getTime() + 600_000 },
    });
    expect(verifyUploadToken(token, { secret: 's2', now })).toEqual({ ok: false, reason: 'invalid' });
    const later = new Date(now.getTime() + 600_001);
    expect(verifyUploadToken(token, { secret: 's1', now: later })).toEqual({ ok: false, reason: 'expired' });
    expect(verifyUploadToken(token, { secret: 's1', now: later, ignoreExpiry: true }).ok).toBe(true);
    expect(verifyUploadToken('a.b.c', { secret: 's1', now }).ok).toBe(false);
    expect(tokenFromUploadUrl(`https://resort.ph/api/uploads/${token}`)).toBe(token);
    expect(tokenFromUploadUrl('/api/other/x.y')).toBeUndefined();
  });

  it('tells PNG, JPEG and WebP by their bytes, and nothing else', async () => {
    expect(await detectImageType(tinyPng())).toBe('image/png');
    expect(await detectImageType(JPEG)).toBe('image/jpeg');
    expect(await detectImageType(await photo('webp', 8, 8))).toBe('image/webp');
    expect(await detectImageType(Buffer.from('GIF89a\x01\0\x01\0\0\0\0;', 'latin1'))).toBeUndefined();
    expect(await detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  });
});

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
