import { describe, expect, it } from 'vitest';
import { stayDates } from './stay-dates';

describe('stayDates', () => {
  it.each([
    [{ checkin: '2026-12-05', checkout: '2026-12-08' }, 'Dec 5 – Dec 8, 2026 · 3\u00a0nights'],
    [{ checkin: '2026-12-30', checkout: '2027-01-02' }, 'Dec 30, 2026 – Jan 2, 2027 · 3\u00a0nights'],
    [{ checkin: '2026-07-01', checkout: '2026-07-02' }, 'Jul 1 – Jul 2, 2026 · 1\u00a0night'],
  ])('%o is %s', (stay, expected) => {
    expect(stayDates(stay)).toBe(expected);
  });
});
