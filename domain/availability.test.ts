import { describe, expect, test } from 'vitest';
import { nearestFreeStays, nearestSearchSpan } from './availability';

const stay = { checkin: '2026-03-10', checkout: '2026-03-13' }; // 3 nights
const wide = { earliest: '2026-01-01', latest: '2026-12-31' };

describe('nearestFreeStays', () => {
  test('nothing taken around: the day after and the day before, later first', () => {
    expect(nearestFreeStays({ stay, taken: [stay], ...wide })).toEqual([
      { checkin: '2026-03-13', checkout: '2026-03-16' },
      { checkin: '2026-03-07', checkout: '2026-03-10' },
    ]);
  });

  test('a longer taken block: the nearest side comes first', () => {
    const taken = [{ checkin: '2026-03-05', checkout: '2026-03-20' }];
    expect(nearestFreeStays({ stay, taken, ...wide })).toEqual([
      { checkin: '2026-03-02', checkout: '2026-03-05' },
      { checkin: '2026-03-20', checkout: '2026-03-23' },
    ]);
  });

  test('a gap shorter than the stay is skipped', () => {
    const taken = [
      { checkin: '2026-03-08', checkout: '2026-03-12' },
      { checkin: '2026-03-14', checkout: '2026-03-18' }, // 2-night gap on the 12th and 13th
    ];
    expect(nearestFreeStays({ stay, taken, ...wide })[0]).toEqual({
      checkin: '2026-03-05',
      checkout: '2026-03-08',
    });
  });

  test('never before the earliest check-in (today) nor after the latest (the horizon)', () => {
    const found = nearestFreeStays({ stay, taken: [stay], earliest: '2026-03-10', latest: '2026-03-13' });
    expect(found).toEqual([{ checkin: '2026-03-13', checkout: '2026-03-16' }]);
    expect(nearestFreeStays({ stay, taken: [stay], earliest: '2026-03-10', latest: '2026-03-12' })).toEqual(
      [],
    );
  });

  test('everything taken within the window: nothing found', () => {
    const taken = [{ checkin: '2026-01-01', checkout: '2026-06-01' }];
    expect(nearestFreeStays({ stay, taken, ...wide })).toEqual([]);
    expect(nearestFreeStays({ stay, taken, ...wide, windowDays: 10 })).toEqual([]);
  });

  test('the span to read covers every candidate night', () => {
    expect(nearestSearchSpan(stay, 60)).toEqual({ checkin: '2026-01-09', checkout: '2026-05-12' });
  });
});
