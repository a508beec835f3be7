// The "Before you go live" checklist: on a freshly seeded resort every item is to do; replacing the demo
// texts, rooms and pictures, making a backup and setting SMTP_URL and SITE_URL makes each done; the
// admin's dismissals (who, when) and their undo; admins only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GoLiveItemDto } from '@domain/api/go-live';
import type { ContentItemDto } from '@domain/api-types';
import { CONTENT_DEFAULTS, PAYMENT_ACCOUNT_KEYS } from '@domain/content';
import { GO_LIVE_ITEM_IDS } from '@domain/go-live';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contentItems, rooms } from '../../db/schema';
import { DEMO_ROOM_NAMES, seedDemoData } from '../../db/seed';
import { createSignedInUser } from '../../test/factories';
import { callerOf, createAdminTestApp, expectAnswer } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { isPublicSiteUrl } from './service';

const NOW = new Date('2030-06-15T04:00:00Z');
const dataDir = mkdtempSync(path.join(tmpdir(), 'resort-go-live-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const backups = { dir: path.join(dataDir, 'backups'), at: '03:00', keep: 3 };

const { app, db, admin, call } = await createAdminTestApp({ now: () => NOW, config: { dataDir, backups } });
await seedDemoData(db, { resortTz: 'Asia/Manila' });
const A = admin.cookie;

const checklist = async (caller = call, cookie = A) =>
  expectAnswer<GoLiveItemDto[]>(caller('GET', '/api/admin/go-live', cookie), 200);
const itemOf = (items: GoLiveItemDto[], id: string) => {
  const item = items.find((entry) => entry.id === id);
  if (!item) throw new Error(`no item ${id}`);
  return item;
};
const saveContent = (key: string, content: string) =>
  expectAnswer<ContentItemDto>(call('PUT', `/api/admin/content/${key}`, A, { title: key, content }), 200);

describe('who may read and change the checklist', () => {
  it('answers 401 to a visitor and 403 to a customer or receptionist', async () => {
    const customer = await createSignedInUser(app);
    const desk = await createSignedInUser(app, { role: 'receptionist' });
    const routes: [method: 'GET' | 'PUT' | 'DELETE', url: string][] = [
      ['GET', '/api/admin/go-live'],
      ['PUT', '/api/admin/go-live/smtp/dismissal'],
      ['DELETE', '/api/admin/go-live/smtp/dismissal'],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, customer.cookie)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, desk.cookie)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await db.select().from(contentItems)).toEqual([]);
  });
});

describe('a freshly seeded resort', () => {
  it('has every item to do, each with why, what is left and where to fix it', async () => {
    const items = await checklist();
    expect(items.map((item) => item.id)).toEqual([...GO_LIVE_ITEM_IDS]);
    for (const item of items) {
      expect(item, item.id).toMatchObject({ done: false, dismissed: null });
      expect(item.why.length, item.id).toBeGreaterThan(20);
      expect(item.fix.label, item.id).not.toBe('');
    }
    expect(itemOf(items, 'payment_accounts')).toMatchObject({
      title: 'Payment accounts',
      details: [...PAYMENT_ACCOUNT_KEYS],
      fix: { href: '/admin-content#group-payments' },
    });
    expect(itemOf(items, 'payment_accounts').why).toContain('GCash number, GCash account name');
    expect(itemOf(items, 'contact_details').details).toEqual(['contact_phone', 'contact_email']);
    expect(itemOf(items, 'address_map').details).toEqual(['resort_address', 'map_location']);
    expect(itemOf(items, 'address_map').why).toContain('Still at the default: Resort address, Map location.');
    expect(itemOf(items, 'stay_times').details).toEqual(['check_in_time', 'check_out_time']);
    expect(itemOf(items, 'demo_rooms').details.sort()).toEqual([...DEMO_ROOM_NAMES].sort());
    expect(itemOf(items, 'smtp').fix).toEqual({ label: 'Set SMTP_URL on the server', href: null });
    expect(itemOf(items, 'site_url').why).toContain('http://localhost');
  });
});

describe('replacing the demo data', () => {
  it('counts a text saved with the default words, or blank, as still at the default', async () => {
    await saveContent('gcash_number', CONTENT_DEFAULTS.gcash_number.content);
    await saveContent('gcash_name', '   ');
    await saveContent('bdo_account', '1234 5678 9012');
    const item = itemOf(await checklist(), 'payment_accounts');
    expect(item).toMatchObject({ done: false, details: ['gcash_number', 'gcash_name', 'bdo_name'] });
  });

  it('has the address and map done only once both the address and the map location are the resort’s own', async () => {
    await saveContent('resort_address', 'Brgy. Poblacion, Moalboal, Cebu');
    expect(itemOf(await checklist(), 'address_map')).toMatchObject({
      done: false,
      details: ['map_location'],
    });
    // the built-in point written another way is still the demo pin
    await saveContent('map_location', '16.6690,120.326');
    expect(itemOf(await checklist(), 'address_map')).toMatchObject({
      done: false,
      details: ['map_location'],
    });
    await saveContent('map_location', '9.945, 123.401');
    expect(itemOf(await checklist(), 'address_map')).toMatchObject({ done: true, details: [] });
    // back to the demo address: to do again, for the address alone
    await saveContent('resort_address', CONTENT_DEFAULTS.resort_address.content);
    expect(itemOf(await checklist(), 'address_map')).toMatchObject({
      done: false,
      details: ['resort_address'],
    });
  });

  it('makes each item done once its texts, rooms and backup are the resort’s own', async () => {
    const own: Record<string, string> = {
      gcash_number: '0918 222 3344',
      gcash_name: 'Dalisay Beach Resort',
      bdo_account: '0099 8877 6655',
      bdo_name: 'Dalisay Beach Resort Inc.',
      contact_phone: '+63 918 222 3344',
      contact_email: 'hello@dalisay.example',
      resort_address: 'Brgy. Poblacion, Moalboal, Cebu',
      map_location: '9.945, 123.401',
      check_in_time: '2:00 PM',
      check_out_time: '11:00 AM',
    };
    for (const [key, content] of Object.entries(own)) await saveContent(key, content);
    let items = await checklist();
    for (const id of ['payment_accounts', 'contact_details', 'address_map', 'stay_times'])
      expect(itemOf(items, id), id).toMatchObject({ done: true, details: [] });

    // a renamed demo room that still shows a demo picture is still a demo room; so is one keeping its name
    const [first, second, ...others] = await db.select().from(rooms);
    await db.update(rooms).set({ name: 'Coral Room' }).where(eq(rooms.id, first!.id));
    await db
      .update(rooms)
      .set({ images: ['/api/uploads/abc.jpg'], imagePath: '/api/uploads/abc.jpg' })
      .where(eq(rooms.id, second!.id));
    items = await checklist();
    expect(itemOf(items, 'demo_rooms').details.sort()).toEqual(
      ['Coral Room', second!.name, ...others.map((room) => room.name)].sort(),
    );
    await db
      .update(rooms)
      .set({ name: 'Coral Room', images: ['/api/uploads/coral.jpg'], imagePath: '/api/uploads/coral.jpg' })
      .where(eq(rooms.id, first!.id));
    for (const room of [second!, ...others])
      expect((await call('DELETE', `/api/admin/rooms/${room.id}`, A)).statusCode).toBe(204);

    expect((await call('POST', '/api/admin/backups', A)).statusCode).toBe(201);
    items = await checklist();
    expect(itemOf(items, 'demo_rooms')).toMatchObject({ done: true, details: [] });
    // the file's own time (the backup's clock is the machine's), as a resort day
    expect(itemOf(items, 'backup').done).toBe(true);
    expect(itemOf(items, 'backup').why).toMatch(
      /^The last backup was made on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/,
    );
    // the server settings are still the defaults
    expect(itemOf(items, 'smtp').done).toBe(false);
    expect(itemOf(items, 'site_url').done).toBe(false);
  });

  it('makes the server settings done once SMTP_URL and a public https SITE_URL are set', async () => {
    const live = await createTestApp({
      config: {
        smtpUrl: 'smtps://user:pw@smtp.example.com:465',
        siteUrl: 'https://dalisay.example',
        backups,
      },
    });
    const liveAdmin = await createSignedInUser(live.app, { role: 'admin' });
    const items = await checklist(callerOf(live.app), liveAdmin.cookie);
    expect(itemOf(items, 'smtp').done).toBe(true);
    expect(itemOf(items, 'site_url')).toMatchObject({ done: true });
    expect(itemOf(items, 'site_url').why).toContain('https://dalisay.example');
    // the same backup folder: the backup made above counts
    expect(itemOf(items, 'backup').done).toBe(true);
  }, 90_000);

  it.each([
    ['https://casaalon.ph', true],
    ['https://casaalon.ph:8443', true],
    ['http://casaalon.ph', false],
    ['https://localhost:8443', false],
    ['https://127.0.0.1', false],
    ['https://[::1]:3000', false],
    ['https://resort.localhost', false],
  ])('counts SITE_URL=%s as the public https address: %s', (siteUrl, expected) => {
    expect(isPublicSiteUrl(siteUrl)).toBe(expected);
  });
});

describe('dismissing an item', () => {
  it('records who dismissed it and when, keeps it, and can be undone', async () => {
    const dismissed = await expectAnswer<GoLiveItemDto>(
      call('PUT', '/api/admin/go-live/smtp/dismissal', A),
      200,
    );
    expect(dismissed).toMatchObject({
      id: 'smtp',
      done: false,
      dismissed: { at: NOW.toISOString(), by: admin.user.id, byName: 'Ana Admin' },
    });
    expect(itemOf(await checklist(), 'smtp').dismissed).toEqual(dismissed.dismissed);
    // twice is the same
    expect((await call('PUT', '/api/admin/go-live/smtp/dismissal', A)).statusCode).toBe(200);

    // the dismissals are not website texts: neither content list shows them, the editor cannot write them
    const publicKeys = (await call('GET', '/api/content')).json<ContentItemDto[]>().map((c) => c.key);
    const adminKeys = (await call('GET', '/api/admin/content', A)).json<ContentItemDto[]>().map((c) => c.key);
    expect(publicKeys.some((key) => key.startsWith('go_live'))).toBe(false);
    expect(adminKeys.some((key) => key.startsWith('go_live'))).toBe(false);
    const write = await call('PUT', '/api/admin/content/go_live_dismissed:site_url', A, {
      title: 'x',
      content: 'dismissed',
    });
    expect(write.statusCode).toBe(404);
    expect(itemOf(await checklist(), 'site_url').dismissed).toBeNull();

    const undo = await call('DELETE', '/api/admin/go-live/smtp/dismissal', A);
    expect(undo.statusCode, undo.body).toBe(204);
    expect(itemOf(await checklist(), 'smtp').dismissed).toBeNull();
    // the undo is recorded too: the row names who brought the item back and when
    const [row] = await db.select().from(contentItems).where(eq(contentItems.key, 'go_live_dismissed:smtp'));
    expect(row).toMatchObject({ content: '', updatedBy: admin.user.id, updatedAt: NOW });
  });

  it('answers 404 for an item that does not exist, changing nothing', async () => {
    const before = await db.select().from(contentItems);
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await call(method, '/api/admin/go-live/coffee/dismissal', A);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'There is no such checklist item' });
    }
    expect(await db.select().from(contentItems)).toEqual(before);
  });
});
