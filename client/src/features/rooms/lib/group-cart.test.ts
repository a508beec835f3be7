import { beforeEach, describe, expect, it } from 'vitest';
import { groupCart } from './group-cart';

const room = (roomId: string) => ({ roomId, name: roomId, basePrice: '4500.00', adults: 2, kids: 0 });
const april = { checkin: '2026-04-10', checkout: '2026-04-12' };

describe('groupCart', () => {
  beforeEach(() => groupCart.clear());

  it('keeps rooms for one pair of dates, once each, up to five', () => {
    expect(groupCart.add(room('a'), april)).toBe('added');
    expect(groupCart.add(room('a'), april)).toBe('added');
    for (const id of ['b', 'c', 'd', 'e']) groupCart.add(room(id), april);
    expect(groupCart.add(room('f'), april)).toBe('full');
    expect(groupCart.read().rooms.map((r) => r.roomId)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('starts again when a room is added for other dates; keeps each party', () => {
    groupCart.add(room('a'), april);
    groupCart.setParty('a', { adults: 1, kids: 1 });
    expect(groupCart.read().rooms[0]).toMatchObject({ adults: 1, kids: 1 });
    expect(groupCart.add(room('b'), { checkin: '2026-05-01', checkout: '2026-05-02' })).toBe('restarted');
    expect(groupCart.read()).toMatchObject({ checkin: '2026-05-01', rooms: [{ roomId: 'b' }] });
    groupCart.remove('b');
    expect(groupCart.read().rooms).toEqual([]);
  });
});
