import { describe, expect, it } from 'vitest';
import { dayStartIn } from './dates';

describe('dayStartIn', () => {
  it('is midnight in the resort time zone', () => {
    expect(dayStartIn('2026-12-05', 'Asia/Manila').toISOString()).toBe('2026-12-04T16:00:00.000Z');
    expect(dayStartIn('2026-12-05', 'UTC').toISOString()).toBe('2026-12-05T00:00:00.000Z');
  });
});

import { Temporal } from 'temporal-polyfill';
import {
  addDays,
  dayIn,
  eachNight,
  formatDay,
  formatMonth,
  isIsoDate,
  nightsBetween,
  todayIn,
} from './dates';

describe('isIsoDate', () => {
  it('accepts real calendar days only', () => {
    expect(isIsoDate('2026-12-24')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('24/12/2026')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('nightsBetween', () => {
  it('counts day differences', () => {
    expect(nightsBetween('2026-04-10', '2026-04-12')).toBe(2);
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsBetween('2026-04-10', '2026-04-10')).toBe(0);
    expect(nightsBetween('2026-04-12', '2026-04-10')).toBe(-2);
  });

  it('is not moved by daylight saving in the machine zone (days are UTC)', () => {
    // 2026-03-08 is a DST change in the US, 2026-03-29 in Europe
    expect(nightsBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('gives exactly one night per calendar day all year round (rounding up never adds a night)', () => {
    let day = '2026-01-01';
    for (let i = 0; i < 366; i++) {
      const next = addDays(day, 1);
      expect(nightsBetween(day, next), day).toBe(1);
      day = next;
    }
    expect(nightsBetween('2026-01-01', '2027-01-01')).toBe(365);
  });
});

describe('eachNight', () => {
  it('lists the nights [checkin, checkout)', () => {
    expect(eachNight('2026-04-30', '2026-05-02')).toEqual(['2026-04-30', '2026-05-01']);
    expect(eachNight('2026-04-10', '2026-04-10')).toEqual([]);
    expect(eachNight('2026-04-12', '2026-04-10')).toEqual([]);
  });
});

describe('todayIn', () => {
  it("uses the resort's time zone, not the machine's", () => {
    // 2026-03-01 17:30 UTC is already March 2 in Manila (UTC+8)
    const now = new Date('2026-03-01T17:30:00Z');
    expect(todayIn('Asia/Manila', now)).toBe('2026-03-02');
    expect(todayIn('UTC', now)).toBe('2026-03-01');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-03-01');
    expect(todayIn(undefined, new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(todayIn(undefined, new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });
});

describe('dayIn through Temporal (browsers) and through Intl (Node 20, the server)', () => {
  const ZONES = [
    'Asia/Manila',
    'UTC',
    'America/Los_Angeles',
    'Europe/London',
    'Pacific/Chatham',
    'Asia/Kolkata',
  ];
  // around midnights, DST changes (Los Angeles 2026-03-08 and 11-01, London 03-29 and 10-25), a leap
  // day, a new year; then every 7 hours of a year, a minute before the hour
  const INSTANTS = [
    ...['2026-03-01T15:59:59.999Z', '2026-03-01T16:00:00Z', '2026-03-08T09:59:59Z', '2026-03-08T10:00:00Z'],
    ...['2026-03-29T00:59:59Z', '2026-03-29T01:00:00Z', '2026-10-25T00:30:00Z', '2026-11-01T08:59:59Z'],
    ...['2026-11-01T09:00:00Z', '2028-02-29T12:00:00Z', '2026-12-31T23:59:59Z', '2027-01-01T00:00:00Z'],
    ...Array.from({ length: 1255 }, (_, i) =>
      new Date(Date.UTC(2026, 0, 1) + i * 7 * 3_600_000 - 60_000).toISOString(),
    ),
  ].map((at) => new Date(at));
  const everyDay = () => ZONES.flatMap((zone) => INSTANTS.map((at) => dayIn(zone, at)));

  it('gives the same day for every zone and instant', () => {
    const global = globalThis as { Temporal?: unknown };
    expect(global.Temporal).toBeUndefined(); // Node 20: Intl
    const viaIntl = everyDay();
    global.Temporal = Temporal;
    try {
      expect(everyDay()).toEqual(viaIntl);
      expect(dayIn('Asia/Manila', new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
      expect(() => dayIn('Mars/Olympus_Mons', new Date())).toThrow(RangeError);
    } finally {
      delete global.Temporal;
    }
  });
});

describe('formatDay and formatMonth', () => {
  it('prints days the same in every machine zone', () => {
    expect(formatDay('2026-12-05')).toBe('Dec 5, 2026');
    expect(formatDay('2026-12-05', 'long')).toBe('Sat, Dec 5, 2026');
    expect(formatDay('not a day')).toBe('not a day');
    expect(formatMonth('2026-12')).toBe('Dec 2026');
    expect(formatMonth('garbage')).toBe('garbage');
  });
});
