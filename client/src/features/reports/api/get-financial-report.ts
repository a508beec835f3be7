// GET /api/financial-report: revenue totals, the status breakdown and revenue by check-in month (see
// docs/financial-report.md for what each figure counts). Receptionists and admins.

import type { FinancialReportDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportKeys } from './keys';

export const financialReportQueryOptions = () =>
  queryOptions<FinancialReportDto>({ queryKey: reportKeys.financial, retry: false });

export const useFinancialReport = () => useQuery(financialReportQueryOptions());
