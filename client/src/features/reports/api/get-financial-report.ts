// GET /api/financial-report: revenue totals, the status breakdown and revenue by check-in month (see
// docs/financial-report.md for what each figure counts). Receptionists and admins.

import type { FinancialReportDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const FINANCIAL_REPORT_KEY = ['/api/financial-report'] as const;

export const financialReportQueryOptions = () =>
  queryOptions<FinancialReportDto>({ queryKey: FINANCIAL_REPORT_KEY, retry: false });

export const useFinancialReport = () => useQuery(financialReportQueryOptions());
