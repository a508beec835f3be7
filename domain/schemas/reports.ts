// The date range of a report (GET /api/financial-report?from=2026-01-01&to=2026-03-31, and its CSV twins):
// both days or neither (neither = all time), `to` inclusive, at most three years, so one request can never
// ask the database for decades of months. The client's range picker checks the same rules.
import { z } from 'zod';
import { isIsoDate, nightsBetween } from '../dates';

/** Three years of days, one of them a leap year: 2024-01-01 to 2026-12-31 is allowed, a day more is not. */
export const MAX_REPORT_DAYS = 3 * 365 + 1;

export const REPORT_RANGE_MESSAGES = {
  badDay: 'Enter the date as YYYY-MM-DD',
  bothDays: 'Choose both a start and an end date',
  order: 'The start date must be on or before the end date',
  tooLong: 'A report covers at most 3 years',
} as const;

const day = z.string().trim().refine(isIsoDate, REPORT_RANGE_MESSAGES.badDay);

/** Days in [from, to], both counted. */
export const daysInRange = (from: string, to: string) => nightsBetween(from, to) + 1;

export const reportRangeSchema = z
  .object({ from: day.optional(), to: day.optional() })
  .superRefine((range, ctx) => {
    const { from, to } = range;
    if (from === undefined && to === undefined) return;
    if (from === undefined || to === undefined) {
      ctx.addIssue({ code: 'custom', path: [from ? 'to' : 'from'], message: REPORT_RANGE_MESSAGES.bothDays });
      return;
    }
    // a malformed day has its own message already
    if (!isIsoDate(from) || !isIsoDate(to)) return;
    if (from > to) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_RANGE_MESSAGES.order });
    else if (daysInRange(from, to) > MAX_REPORT_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_RANGE_MESSAGES.tooLong });
  });

export type ReportRange = z.infer<typeof reportRangeSchema>;
