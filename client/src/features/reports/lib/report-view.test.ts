import { describe, expect, it } from 'vitest';
import {
  formatMonthLong,
  monthDetail,
  rankLabel,
  rankMonths,
  revenueAxisTicks,
  valueAxisTicks,
} from './report-view';

// The months of docs/financial-report.md's worked example.
const MONTHS = [
  { month: '2026-01', revenue: 3234.67 },
  { month: '2026-02', revenue: 4834.32 },
  { month: '2026-03', revenue: 10.11 },
];

describe('rankMonths', () => {
  it('ranks months by revenue, highest first, keeping their order', () => {
    expect(rankMonths(MONTHS).map((m) => [m.month, m.rank])).toEqual([
      ['2026-01', 2],
      ['2026-02', 1],
      ['2026-03', 3],
    ]);
  });

  it('gives equal revenues the same rank', () => {
    const tied = rankMonths([
      { month: '2026-01', revenue: 100 },
      { month: '2026-02', revenue: 300 },
      { month: '2026-03', revenue: 300 },
    ]);
    expect(tied.map((m) => m.rank)).toEqual([3, 1, 1]);
  });

  it('measures each month against the highest one', () => {
    const ranked = rankMonths(MONTHS);
    expect(ranked[1]?.percentOfBest).toBe(100);
    expect(ranked[0]?.percentOfBest).toBe(66.9);
    expect(rankMonths([{ month: '2026-01', revenue: 0 }])[0]?.percentOfBest).toBe(0);
    expect(rankMonths([])).toEqual([]);
  });
});

describe('monthDetail', () => {
  it('gives the month, its rank among the months and the best month', () => {
    expect(monthDetail(MONTHS, '2026-01')).toMatchObject({
      revenue: 3234.67,
      rank: 2,
      monthCount: 3,
      best: { month: '2026-02' },
    });
    expect(monthDetail(MONTHS, '2025-12')).toBeNull();
  });
});

describe('labels', () => {
  it('writes months and ranks', () => {
    expect(formatMonthLong('2026-01')).toBe('January 2026');
    expect(formatMonthLong('nonsense')).toBe('nonsense');
    expect(rankLabel(1, 3)).toBe('#1 of 3 months');
    expect(rankLabel(1, 1)).toBe('#1 of 1 month');
  });
});

describe('revenueAxisTicks', () => {
  it('steps the axis in round amounts up to just above the highest month', () => {
    expect(revenueAxisTicks(207_200)).toEqual([0, 50_000, 100_000, 150_000, 200_000, 250_000]);
    expect(revenueAxisTicks(180_000)).toEqual([0, 50_000, 100_000, 150_000, 200_000]);
    expect(revenueAxisTicks(4834.32)).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(revenueAxisTicks(10.11)).toEqual([0, 2.5, 5, 7.5, 10, 12.5]);
    expect(revenueAxisTicks(100_000)).toEqual([0, 20_000, 40_000, 60_000, 80_000, 100_000]);
    expect(revenueAxisTicks(0)).toEqual([0, 250, 500, 750, 1000]);
  });
});

describe('valueAxisTicks', () => {
  it('is the revenue axis when nothing is below zero', () => {
    expect(valueAxisTicks(0, 4834.32)).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
  });

  it('continues the same steps below zero for a month of refunds', () => {
    expect(valueAxisTicks(-2700, 43_500.03)).toEqual([-10_000, 0, 10_000, 20_000, 30_000, 40_000, 50_000]);
    expect(valueAxisTicks(-2700, 0)).toEqual([-3000, -2000, -1000, 0]);
  });
});
