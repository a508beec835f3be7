import { MSG } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { rooms } from '../../db/schema';
import { createRoom } from '../../test/factories';
import { applyBulkAmenity } from './admin.service';
import { roomAdminWorld } from './room-admin.fixtures';

const { db, call } = await roomAdminWorld();

describe('bulk amenities', () => {
  it('applies one change to one room list', () => {
    const list = ['Free WiFi', 'Pool'];
    expect(applyBulkAmenity(list, { action: 'add', oldAmenity: '', newAmenity: 'free wifi' })).toBeNull();
    expect(applyBulkAmenity(list, { action: 'add', oldAmenity: '', newAmenity: 'Bathtub' })).toEqual([
      ...list,
      'Bathtub',
    ]);
    expect(applyBulkAmenity(list, { action: 'remove', oldAmenity: 'POOL', newAmenity: '' })).toEqual([
      'Free WiFi',
    ]);
    expect(applyBulkAmenity(list, { action: 'remove', oldAmenity: 'Sauna', newAmenity: '' })).toBeNull();
    expect(
      applyBulkAmenity(list, { action: 'replace', oldAmenity: 'free wifi', newAmenity: 'Fast WiFi' }),
    ).toEqual(['Fast WiFi', 'Pool']);
    expect(
      applyBulkAmenity(list, { action: 'replace', oldAmenity: 'Free WiFi', newAmenity: 'pool' }),
    ).toEqual(['Pool']);
  });

  it('counts the rooms changed', async () => {
    await db.update(rooms).set({ amenities: ['Free WiFi'] });
    const before = (await db.select().from(rooms)).length;
    await createRoom(db, { name: 'Bulk A', amenities: ['Pool', 'Free WiFi'] });
    await createRoom(db, { name: 'Bulk B', amenities: ['pool'] });
    const total = before + 2;

    const add = await call('POST', '/api/admin/rooms/bulk-amenities', { action: 'add', newAmenity: 'Pool' });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toEqual({ count: total - 2 });

    const replace = await call('POST', '/api/admin/rooms/bulk-amenities', {
      action: 'replace',
      oldAmenity: 'free wifi',
      newAmenity: 'Pool',
    });
    // every room has Free WiFi except Bulk B; the result never lists Pool twice
    expect(replace.json()).toEqual({ count: total - 1 });
    const all = await db.select().from(rooms);
    for (const room of all) expect(room.amenities.map((a) => a.toLowerCase())).toEqual(['pool']);

    const remove = await call('POST', '/api/admin/rooms/bulk-amenities', {
      action: 'remove',
      oldAmenity: 'POOL',
    });
    expect(remove.json()).toEqual({ count: total });
    expect(
      (
        await call('POST', '/api/admin/rooms/bulk-amenities', { action: 'remove', oldAmenity: 'Pool' })
      ).json(),
    ).toEqual({
      count: 0,
    });
  });

  it.each([
    [{ action: 'add' }, MSG.bulkAddNeeded],
    [{ action: 'remove', newAmenity: 'x' }, MSG.bulkRemoveNeeded],
    [{ action: 'replace', oldAmenity: 'x' }, MSG.bulkReplaceNeeded],
    [{ action: 'replace', newAmenity: 'x', oldAmenity: ' ' }, MSG.bulkReplaceNeeded],
  ])('refuses %j', async (body, message) => {
    const response = await call('POST', '/api/admin/rooms/bulk-amenities', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
