// The rooms' answers are kept (answers.ts, ROOM_CACHE_MS) while which rooms are free is asked every time:
// a booking or a block hides a room from the very next search even when nothing else is re-read, a change
// through the API shows at once on search and page, and a room's page never waits for the cache to learn of
// a new room.
import { addDays, todayIn } from '@domain/dates';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rooms } from '../../db/schema';
import { createReservationRow, createRoom, createSignedInUser, createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

const { app, db } = await createTestApp({ config: { searchCacheMs: 0, roomCacheMs: 60_000 } });
const { cookie: admin } = await createSignedInUser(app, { role: 'admin' });

const stay = (fromToday: number) => {
  const checkin = addDays(todayIn('Asia/Manila'), fromToday);
  return { checkin, checkout: addDays(checkin, 2) };
};
const search = async (query: string) => (await app.inject({ url: `/api/rooms?${query}` })).json();
const namesFree = async (dates: { checkin: string; checkout: string }) =>
  (await search(`checkin=${dates.checkin}&checkout=${dates.checkout}`)).map((r: { name: string }) => r.name);

describe("the rooms' kept answers", () => {
  it('asks the database which rooms are free every time, though the answers are kept', async () => {
    const room = await createRoom(db, { name: 'Kept Cove' });
    const dates = stay(30);
    app.roomCache.clear();
    expect(await namesFree(dates)).toContain('Kept Cove');
    // nights taken behind the API's back (no write request, nothing cleared): gone from the next search
    await createReservationRow(db, { userId: (await createUser(db)).id, roomId: room.id, ...dates });
    expect(await namesFree(dates)).not.toContain('Kept Cove');
    expect(await namesFree(stay(60))).toContain('Kept Cove');
  });

  it('keeps a room as it was read until a write, which every answer then shows', async () => {
    const room = await createRoom(db, { name: 'Old Name Hut' });
    app.roomCache.clear(); // as any write does: the next answer reads every room afresh
    expect((await app.inject({ url: `/api/rooms/${room.id}` })).json().name).toBe('Old Name Hut');
    await db.update(rooms).set({ name: 'Renamed Behind The API' }).where(eq(rooms.id, room.id));
    expect((await app.inject({ url: `/api/rooms/${room.id}` })).json().name).toBe('Old Name Hut');

    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/admin/rooms/${room.id}`,
      headers: { cookie: admin },
      payload: { name: 'New Name Hut' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await app.inject({ url: `/api/rooms/${room.id}` })).json().name).toBe('New Name Hut');
    expect((await search('')).map((r: { name: string }) => r.name)).toContain('New Name Hut');
  });

  it("answers a room's page for a room added since the answers were read, and 404 once it is deleted", async () => {
    expect((await search('')).length).toBeGreaterThan(0); // the answers are read and kept
    const added = await createRoom(db, { name: 'Brand New Villa' });
    expect((await search('')).map((r: { name: string }) => r.name)).not.toContain('Brand New Villa');
    const page = await app.inject({ url: `/api/rooms/${added.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().name).toBe('Brand New Villa');

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/rooms/${added.id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await app.inject({ url: `/api/rooms/${added.id}` })).statusCode).toBe(404);
    expect((await search('')).map((r: { name: string }) => r.name)).not.toContain('Brand New Villa');
  });
});
