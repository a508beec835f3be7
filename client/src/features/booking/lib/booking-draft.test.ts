import { describe, expect, it } from 'vitest';
import {
  clearBookingDraft,
  DRAFT_MAX_AGE_MS,
  draftKey,
  readBookingDraft,
  readDraftExtras,
  saveBookingDraft,
  takeBookingDraft,
} from './booking-draft';
import { FILLED_BOOKING } from './filled-booking';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

const values = FILLED_BOOKING;

describe('booking draft', () => {
  it('keeps what the visitor entered under the room id, without the card', () => {
    const storage = memoryStorage();
    saveBookingDraft(storage, 'room-1', values, { now: 1_000 });
    const raw = storage.items.get(draftKey('room-1'))!;
    for (const card of ['card', '4111', '12/29']) expect(raw).not.toContain(card);
    expect(readBookingDraft(storage, 'room-1', 2_000)).toEqual({
      checkin: '2026-12-20',
      checkout: '2026-12-23',
      adults: '2',
      kids: '1',
      discountGuests: '1',
      specialRequests: ' Late arrival ',
      paymentMethod: 'GCash',
      transactionId: ' 1023456789 ',
    });
    expect(readBookingDraft(storage, 'room-2', 2_000)).toBeNull();
  });

  it('keeps the extras picked, and only well-formed ones', () => {
    const storage = memoryStorage();
    const breakfast = { addOnId: 'add-on-1', quantity: 2, day: '' };
    const transfer = { addOnId: 'add-on-2', quantity: 1, day: '2026-12-20' };
    saveBookingDraft(storage, 'room-1', values, { extras: [breakfast, transfer], now: 1_000 });
    expect(readDraftExtras(storage, 'room-1', 2_000)).toEqual([breakfast, transfer]);
    expect(readDraftExtras(storage, 'room-1', DRAFT_MAX_AGE_MS + 1_001)).toEqual([]);
    expect(readDraftExtras(storage, 'room-2', 2_000)).toEqual([]);
    const tampered = {
      savedAt: 1_000,
      values: {},
      extras: [breakfast, { addOnId: 'x', quantity: 1e9, day: '' }, 'x'],
    };
    storage.setItem(draftKey('room-3'), JSON.stringify(tampered));
    expect(readDraftExtras(storage, 'room-3', 2_000)).toEqual([breakfast]);
  });

  it('is read once by takeBookingDraft, then gone', () => {
    const storage = memoryStorage();
    saveBookingDraft(storage, 'room-1', values, { now: 1_000 });
    expect(takeBookingDraft(storage, 'room-1', 1_000)?.checkin).toBe('2026-12-20');
    expect(takeBookingDraft(storage, 'room-1', 1_000)).toBeNull();
  });

  it('ignores stale, malformed or foreign entries', () => {
    const storage = memoryStorage();
    saveBookingDraft(storage, 'room-1', values, { now: 0 });
    expect(readBookingDraft(storage, 'room-1', DRAFT_MAX_AGE_MS + 1)).toBeNull();
    storage.setItem(draftKey('room-1'), '{not json');
    expect(readBookingDraft(storage, 'room-1')).toBeNull();
    storage.setItem(
      draftKey('room-1'),
      JSON.stringify({ savedAt: Date.now(), values: { checkin: 5, evil: 'x' } }),
    );
    expect(readBookingDraft(storage, 'room-1')).toBeNull();
    clearBookingDraft(storage, 'room-1');
    expect(storage.items.size).toBe(0);
  });

  it('survives a missing or throwing storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveBookingDraft(broken, 'room-1', values)).not.toThrow();
    expect(readBookingDraft(broken, 'room-1')).toBeNull();
    expect(takeBookingDraft(null, 'room-1')).toBeNull();
  });
});
