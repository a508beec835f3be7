import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-07-05T07:00:00.000Z');

describe('relativeTime', () => {
  it.each([
    ['2026-07-05T06:59:30.000Z', 'just now'],
    ['2026-07-05T07:00:20.000Z', 'just now'],
    ['2026-07-05T06:55:00.000Z', '5 minutes ago'],
    ['2026-07-05T06:00:00.000Z', '1 hour ago'],
    ['2026-07-04T06:00:00.000Z', 'yesterday'],
    ['2026-07-01T07:00:00.000Z', '4 days ago'],
    ['2026-07-05T07:03:00.000Z', 'in 3 minutes'],
    ['not a time', 'not a time'],
  ])('%s is %s', (timestamp, expected) => {
    expect(relativeTime(timestamp, now)).toBe(expected);
  });
});
