// The room search is cached for a moment (lib/read-cache.ts): a booking made through this server
// must still disappear from the very next search, and nights a background job releases reappear in it.
// (Other instances: caches-across-instances.test.ts.)
import { addDays, todayIn } from '@domain/dates';
import { describe, expect, it } from 'vitest';
import { createReservationRow, createRoom, createSignedInUser, createUser } from '../../test/factories';
import { postBooking } from '../../test/http';
import { createTestApp } from '../../test/test-app';

const { app, db } = await createTestApp({ config: { searchCacheMs: 60_000 } });

describe('room search cache', () => {
  it('reuses an answer until a write, and a booking hides the room from the next search', async () => {
    const room = await createRoom(db);
    const { cookie } = await createSignedInUser(app);
    const checkin = addDays(todayIn('Asia/Manila'), 40);
    const checkout = addDays(checkin, 2);
    const url = `/api/rooms?checkin=${checkin}&checkout=${checkout}`;
    const ids = async () => (await app.inject({ url })).json().map((r: { id: string }) => r.id);

    expect(await ids()).toContain(room.id);
    // a room added behind the API's back is not seen while the answer is cached...
    const hidden = await createRoom(db);
    expect(await ids()).not.toContain(hidden.id);

    const booked = await postBooking(app, cookie, { roomId: room.id, checkin, checkout });
    expect(booked.statusCode).toBe(201);
    // ...but any successful write clears the cache
    const after = await ids();
    expect(after).not.toContain(room.id);
    expect(after).toContain(hidden.id);
  });

  it('clears when the hold-expiry job releases the nights of a booking', async () => {
    const room = await createRoom(db);
    const checkin = addDays(todayIn('Asia/Manila'), 50);
    const url = `/api/rooms?checkin=${checkin}&checkout=${addDays(checkin, 2)}`;
    const ids = async () => (await app.inject({ url })).json().map((r: { id: string }) => r.id);
    const guest = await createUser(db);
    await createReservationRow(db, {
      userId: guest.id,
      roomId: room.id,
      checkin,
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    expect(await ids()).not.toContain(room.id);
    // cached: a room added behind the API's back is not seen...
    const hidden = await createRoom(db);
    expect(await ids()).not.toContain(hidden.id);

    await app.jobs.runDue();
    // ...until the job frees the nights, with no request in between
    const after = await ids();
    expect(after).toContain(room.id);
    expect(after).toContain(hidden.id);
  });

  it('does not clear on a refused write', async () => {
    const first = await app.inject({ url: '/api/rooms' });
    const extra = await createRoom(db);
    const refused = await app.inject({ method: 'POST', url: '/api/inquiries', payload: {} });
    expect(refused.statusCode).toBe(400);
    const again = await app.inject({ url: '/api/rooms' });
    expect(again.json()).toEqual(first.json());
    expect(again.json().map((r: { id: string }) => r.id)).not.toContain(extra.id);
  });
});
