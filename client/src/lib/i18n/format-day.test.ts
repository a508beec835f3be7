import { formatDay as englishDay } from '@domain/dates';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDay } from './format-day';
import { applyLanguage } from './language';

afterEach(() => applyLanguage('en'));

describe('formatDay in the page language', () => {
  it('writes English exactly as the domain does', () => {
    for (const style of ['long', 'short'] as const)
      expect(formatDay('2026-12-05', style)).toBe(englishDay('2026-12-05', style));
    expect(formatDay('2026-12-05', 'long')).toBe('Sat, Dec 5, 2026');
  });

  it('writes Filipino day and month names once the page is in Filipino', async () => {
    await applyLanguage('fil');
    expect(formatDay('2026-12-05', 'long')).toBe('Sab, Dis 5, 2026');
    expect(formatDay('2026-07-01')).toBe('Hul 1, 2026');
  });

  it('leaves what is not a day as it is', async () => {
    await applyLanguage('fil');
    expect(formatDay('someday')).toBe('someday');
  });
});
