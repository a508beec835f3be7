// The report's period as the screen offers it: quick choices (this month, last month, this year, the last
// 12 months, all time) or two days typed in; the server checks the same rules (domain/schemas/reports.ts).

import { addDays, formatDay, formatMonth } from '@domain/dates';
import type { ReportRange } from '@domain/schemas/reports';

export type { ReportRange };

export const RANGE_PRESETS = [
  { id: 'this-month', label: 'This month' },
  { id: 'last-month', label: 'Last month' },
  { id: 'last-12-months', label: 'Last 12 months' },
  { id: 'this-year', label: 'This year' },
  { id: 'all-time', label: 'All time' },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]['id'];

const firstOfMonth = (day: string, monthsBack = 0) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - monthsBack, 1)).toISOString().slice(0, 10);
};
/** The last day of the month `day` is in. */
const lastOfMonth = (day: string) => addDays(firstOfMonth(day, -1), -1);

/** The days of a quick choice, seen from the resort's `today`; all time is no range. */
export const presetRange = (preset: RangePreset, today: string): ReportRange => {
  switch (preset) {
    case 'this-month':
      return { from: firstOfMonth(today), to: lastOfMonth(today) };
    case 'last-month': {
      const from = firstOfMonth(today, 1);
      return { from, to: lastOfMonth(from) };
    }
    case 'last-12-months':
      return { from: firstOfMonth(today, 11), to: lastOfMonth(today) };
    case 'this-year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    case 'all-time':
      return {};
  }
};

/** The quick choice a range is, if any (so its button shows as chosen). */
export const presetOf = (range: ReportRange, today: string): RangePreset | null =>
  RANGE_PRESETS.map((preset) => preset.id).find((id) => {
    const days = presetRange(id, today);
    return days.from === range.from && days.to === range.to;
  }) ?? null;

/** '?from=2026-01-01&to=2026-03-31', or '' for all time. */
export const rangeQuery = (range: ReportRange) =>
  range.from && range.to ? `?${new URLSearchParams({ from: range.from, to: range.to })}` : '';

/** How the screen names the period the answer covers. */
export const periodLabel = (period: { from: string; to: string } | null, range: ReportRange) => {
  if (!period) return 'All time (nothing recorded yet)';
  if (!range.from)
    return `All time: ${formatMonth(period.from.slice(0, 7))} – ${formatMonth(period.to.slice(0, 7))}`;
  return period.from === period.to
    ? formatDay(period.from)
    : `${formatDay(period.from)} – ${formatDay(period.to)}`;
};
