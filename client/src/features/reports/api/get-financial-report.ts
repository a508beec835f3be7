// GET /api/financial-report[?from&to]: booked revenue, cash collected, the hotel figures, the status
// breakdown and the months (docs/financial-report.md defines each figure). Receptionists and admins.

import type { FinancialReportDto } from '@domain/api-types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { keys } from '@/lib/query-keys';
import { type ReportRange, rangeQuery } from '../lib/report-range';

export const financialReportQueryOptions = (range: ReportRange = {}) =>
  queryOptions<FinancialReportDto>({
    queryKey: keys.reports.financialFor(range),
    queryFn: () => apiRequest<FinancialReportDto>('GET', `/api/financial-report${rangeQuery(range)}`),
    retry: false,
    // a new range keeps the last answer on screen (marked as updating) until its own arrives
    placeholderData: keepPreviousData,
  });

export const useFinancialReport = (range: ReportRange = {}) => useQuery(financialReportQueryOptions(range));
