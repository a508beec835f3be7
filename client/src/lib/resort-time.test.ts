import { describe, expect, it } from 'vitest';
import { formatResortDateTime, formatResortTime } from './resort-time';

describe('resort time', () => {
  it("shows a moment on the resort's clock, not the computer's", () => {
    expect(formatResortDateTime('2026-07-05T07:04:00Z', 'Asia/Manila')).toBe('Jul 5, 2026, 3:04 PM');
    expect(formatResortDateTime('2026-07-05T07:04:00Z', 'UTC')).toBe('Jul 5, 2026, 7:04 AM');
    expect(formatResortTime('2026-07-05T07:04:00Z', 'Asia/Manila')).toBe('3:04 PM');
  });

  it('shows a text that is not a timestamp as it is', () => {
    expect(formatResortDateTime('yesterday', 'Asia/Manila')).toBe('yesterday');
  });
});
