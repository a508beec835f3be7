// The signed upload URL flow end to end: URL, PUT of a real PNG, confirm, public GET of the file, its
// WebP copies and a room photo's link preview; and every refusal.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG } from '@domain/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../lib/uploads';
import { createSignedInUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { expectPreview, JPEG, photo, REAL_PHOTO, tinyPng, widthOf } from './test-images';

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
