// The demo rooms' link previews (Open Graph): each seeded room's main picture has its 1200x630 JPEG
// among the site's committed pictures, served as image/jpeg like every other file of the build.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RoomDto } from '@domain/api-types';
import { ogImageOf, RESORT_OG_IMAGE } from '@domain/images';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { seedDemoData } from './seed';

const publicDir = path.resolve(import.meta.dirname, '../../../client/public');
// a client build of the committed pictures: what vite copies from client/public into dist/
const clientDir = mkdtempSync(path.join(tmpdir(), 'resort-previews-'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>SPA</title>');
symlinkSync(path.join(publicDir, 'images'), path.join(clientDir, 'images'), 'dir');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const { app, db } = await createTestApp({ config: { clientDir } });
await seedDemoData(db, { resortTz: 'Asia/Manila', today: '2030-01-10' });

describe('demo rooms’ link previews', () => {
  it('exist for every seeded room’s main picture, 1200x630 JPEG, served as image/jpeg', async () => {
    const rooms = (await app.inject({ method: 'GET', url: '/api/rooms' })).json<RoomDto[]>();
    expect(rooms.length).toBeGreaterThanOrEqual(6);
    for (const room of rooms) {
      const preview = ogImageOf(room.imagePath);
      expect(preview, room.name).toMatch(/^\/images\/rooms\/.+-og\.jpg$/);
      expect(preview).not.toBe(RESORT_OG_IMAGE);
      const meta = await sharp(readFileSync(path.join(publicDir, preview ?? ''))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
      const served = await app.inject({ method: 'GET', url: preview ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.length).toBeLessThanOrEqual(150_000);
    }
    const resort = await app.inject({ method: 'GET', url: RESORT_OG_IMAGE });
    expect(resort.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(resort.rawPayload).metadata()).width).toBe(1200);
  });
});
