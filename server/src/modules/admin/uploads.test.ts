// The signed upload URL flow end to end: URL, PUT of a real PNG, confirm, public GET; and every refusal.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { MSG } from '@domain/messages';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createUploadToken,
  sniffImageType,
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
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);

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

  it('refuses forged and expired links (403), and non-admins', async () => {
    const uploadURL = await newUrl();
    const forged = `${uploadURL.slice(0, -3)}xyz`;
    expect((await put(forged, tinyPng(), 'image/png')).statusCode).toBe(403);
    expect((await put('/api/uploads/garbage', tinyPng(), 'image/png')).statusCode).toBe(403);
    expect((await put(uploadURL, tinyPng(), 'image/png', customer.cookie)).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: uploadURL,
          payload: tinyPng(),
          headers: { 'content-type': 'image/png' },
        })
      ).statusCode,
    ).toBe(401);

    clock += 11 * 60 * 1000;
    const expired = await put(uploadURL, tinyPng(), 'image/png');
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toMatch(/expired/);
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

  it('sniffs PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffImageType(tinyPng())).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('RIFF\x10\0\0\0WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeUndefined();
  });
});
