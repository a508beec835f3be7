import { describe, expect, it } from 'vitest';
import { periodLabel, presetOf, presetRange, rangeQuery } from './report-range';

describe('presetRange', () => {
  it('turns a quick choice into resort days seen from today', () => {
    expect(presetRange('this-month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('last-month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('last-12-months', '2026-03-31')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(presetRange('this-year', '2028-07-01')).toEqual({ from: '2028-01-01', to: '2028-12-31' });
    expect(presetRange('all-time', '2028-07-01')).toEqual({});
  });

  it('knows which quick choice a range is', () => {
    expect(presetOf({ from: '2026-02-01', to: '2026-02-28' }, '2026-02-14')).toBe('this-month');
    expect(presetOf({}, '2026-02-14')).toBe('all-time');
    expect(presetOf({ from: '2026-02-02', to: '2026-02-28' }, '2026-02-14')).toBeNull();
  });
});

describe('rangeQuery and periodLabel', () => {
  it('writes the query and names the period', () => {
    expect(rangeQuery({})).toBe('');
    expect(rangeQuery({ from: '2026-01-01', to: '2026-03-31' })).toBe('?from=2026-01-01&to=2026-03-31');
    expect(periodLabel(null, {})).toBe('All time (nothing recorded yet)');
    expect(periodLabel({ from: '2026-01-01', to: '2026-04-30' }, {})).toBe('All time: Jan 2026 – Apr 2026');
    expect(
      periodLabel({ from: '2026-01-01', to: '2026-03-31' }, { from: '2026-01-01', to: '2026-03-31' }),
    ).toBe('Jan 1, 2026 – Mar 31, 2026');
  });
});
