// GET /api/financial-report[?from&to]: booked revenue, cash collected, the hotel figures, the status
// breakdown and the months (docs/financial-report.md defines each figure), parsed with the route's answer
// schema. Receptionists and admins.

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';
import { type ReportRange, rangeQuery } from '../lib/report-range';

export const financialReportQueryOptions = (range: ReportRange = {}) =>
  queryOptions({
    queryKey: keys.reports.financialFor(range),
    queryFn: () => getParsed(`/api/financial-report${rangeQuery(range)}`, (s) => s.financialReportSchema),
    retry: false,
    // a new range keeps the last answer on screen (marked as updating) until its own arrives
    placeholderData: keepPreviousData,
  });

export const useFinancialReport = (range: ReportRange = {}) => useQuery(financialReportQueryOptions(range));
