// Pure rules behind the financial report's chart and its month dialog: each month's rank by booked revenue
// (`revenue`), its share of the best month, the value axis, and how months read.

/** A month of the chart: booked revenue (`revenue`) and cash collected, in pesos. */
export type MonthRevenue = { month: string; revenue: number; cashCollected?: number };

export type RankedMonth = MonthRevenue & {
  /** 1 for the highest revenue; months with equal revenue share a rank ('#1, #1, #3'). */
  rank: number;
  /** Revenue as a percentage of the highest month (0-100), for the relative bar. */
  percentOfBest: number;
};

/** Every month with its rank and its share of the best month, in the order given (oldest first). */
export const rankMonths = (months: readonly MonthRevenue[]): RankedMonth[] => {
  const best = months.reduce((max, m) => Math.max(max, m.revenue), 0);
  return months.map((m) => ({
    ...m,
    rank: 1 + months.filter((other) => other.revenue > m.revenue).length,
    percentOfBest: best > 0 ? Math.round((m.revenue / best) * 1000) / 10 : 0,
  }));
};

/** The detail of one month ('YYYY-MM'), or null when it is not in the report. */
export const monthDetail = (months: readonly MonthRevenue[], month: string) => {
  const ranked = rankMonths(months);
  const entry = ranked.find((m) => m.month === month);
  if (!entry) return null;
  const best = ranked.find((m) => m.rank === 1) ?? entry;
  return { ...entry, monthCount: ranked.length, best };
};

/**
 * The chart's value axis: 0 to a round top in at most `maxSteps` equal steps of 1, 2, 2.5 or 5 times a
 * power of ten (₱0, ₱50k, ₱100k, ... rather than ₱55k steps), the smallest such step that fits.
 */
export const revenueAxisTicks = (max: number, maxSteps = 5): number[] => {
  if (!Number.isFinite(max) || max <= 0) return [0, 250, 500, 750, 1000];
  const power = 10 ** Math.floor(Math.log10(max / maxSteps));
  const step =
    [1, 2, 2.5, 5, 10, 20]
      .map((f) => f * power)
      .find((candidate) => Math.ceil(max / candidate) <= maxSteps) ?? 20 * power;
  const count = Math.ceil(max / step);
  return Array.from({ length: count + 1 }, (_, i) => Math.round(i * step * 100) / 100);
};

/**
 * The axis of a chart that can dip below zero (cash collected in a month of refunds): round steps chosen
 * for the whole span, as many below zero as `min` needs.
 */
export const valueAxisTicks = (min: number, max: number): number[] => {
  if (min >= 0) return revenueAxisTicks(max);
  const top = Math.max(max, 0);
  const step = revenueAxisTicks(top - min)[1] ?? 1;
  const first = Math.floor(min / step);
  const last = Math.ceil(top / step);
  return Array.from({ length: last - first + 1 }, (_, i) => Math.round((first + i) * step * 100) / 100);
};

const parseMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m || m < 1 || m > 12) return null;
  return new Date(Date.UTC(year, m - 1, 1));
};

const longMonth = new Intl.DateTimeFormat('en-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-01' -> 'January 2026' (the dialog's title); anything else is shown as given. */
export const formatMonthLong = (month: string) => {
  const date = parseMonth(month);
  return date ? longMonth.format(date) : month;
};

/** '#1 of 3 months' */
export const rankLabel = (rank: number, count: number) =>
  `#${rank} of ${count} ${count === 1 ? 'month' : 'months'}`;
