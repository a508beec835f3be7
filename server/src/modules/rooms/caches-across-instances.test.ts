// Two instances of the site on one PostgreSQL database, as behind a load balancer: a change made on A
// clears B's caches too (lib/changes.ts), so B's room search and its rendered pages are fresh within
// 100 ms instead of after their TTL.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { addDays, todayIn } from '@domain/dates';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rooms } from '../../db/schema';
import type { PageRenderer } from '../../plugins/server-rendering';
import { createRoom, createSignedInUser } from '../../test/factories';
import { callerOf, postBooking } from '../../test/http';
import { createSiblingApp, createTestApp, onPostgresOnly } from '../../test/test-app';

/** `read()` again until `fresh(answer)`, failing when that takes over 100 ms after the write. */
const freshWithin100Ms = async <T>(read: () => Promise<T>, fresh: (answer: T) => boolean) => {
  const deadline = Date.now() + 100;
  for (;;) {
    const answer = await read();
    if (fresh(answer)) return;
    if (Date.now() > deadline)
      throw new Error(`still stale 100 ms after the write: ${JSON.stringify(answer)}`);
    await sleep(5);
  }
};

const onPostgres = onPostgresOnly('caches across instances');

if (onPostgres)
  describe('caches across instances', async () => {
    // a room page that shows the room's price, read through the app as the real renderer reads it
    const clientDir = mkdtempSync(path.join(tmpdir(), 'resort-pages-'));
    writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
    );
    afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
    let fetchApi: typeof fetch = fetch;
    const priceRenderer: PageRenderer = {
      setUpRendering: async (given) => {
        fetchApi = given;
      },
      renderPage: async ({ url }) => {
        const room = (await (await fetchApi(`/api${url}`)).json()) as { basePrice: string };
        return { status: 200, head: '', body: `<p id="price">${room.basePrice}</p>`, state: '{}' };
      },
    };
    // cached far longer than the test runs: only a clear makes an answer fresh
    const options = { config: { searchCacheMs: 60_000, clientDir }, pageRenderer: priceRenderer };
    const a = await createTestApp(options);
    const b = await createSiblingApp(a, options);

    it('a booking on A leaves the room out of the search on B within 100 ms', async () => {
      const room = await createRoom(a.db);
      const { cookie } = await createSignedInUser(a.app);
      const checkin = addDays(todayIn('Asia/Manila'), 40);
      const url = `/api/rooms?checkin=${checkin}&checkout=${addDays(checkin, 2)}`;
      const searchOnB = async () =>
        (await b.app.inject({ url })).json<{ id: string }[]>().map((found) => found.id);
      expect(await searchOnB()).toContain(room.id);
      // B answers from its cache: a room added behind the API's back is not seen
      const hidden = await createRoom(a.db);
      expect(await searchOnB()).not.toContain(hidden.id);

      expect(
        (await postBooking(a.app, cookie, { roomId: room.id, checkin, checkout: addDays(checkin, 2) }))
          .statusCode,
      ).toBe(201);
      await freshWithin100Ms(searchOnB, (ids) => !ids.includes(room.id) && ids.includes(hidden.id));
    });

    it("an admin's price change on A shows on B's rendered room page within 100 ms", async () => {
      const room = await createRoom(a.db, { basePrice: '4500.00' });
      const { cookie } = await createSignedInUser(a.app, { role: 'admin' });
      const pageOnB = async () => (await b.app.inject({ url: `/rooms/${room.id}` })).body;
      expect(await pageOnB()).toContain('<p id="price">4500.00</p>');
      // B answers from its cache: a price set behind the API's back is not seen
      await a.db.update(rooms).set({ basePrice: '4700.00' }).where(eq(rooms.id, room.id));
      expect(await pageOnB()).toContain('<p id="price">4500.00</p>');

      const changed = await callerOf(a.app)('PATCH', `/api/admin/rooms/${room.id}`, cookie, {
        basePrice: 5200,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      await freshWithin100Ms(pageOnB, (html) => html.includes('<p id="price">5200.00</p>'));
    });
  });
