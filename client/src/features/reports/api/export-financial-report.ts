// GET /api/export/financial-report[?from&to]: the report as CSV, for the period on screen, saved by the
// browser as financial_report.csv.

import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';
import { type ReportRange, rangeQuery } from '../lib/report-range';

export const FINANCIAL_REPORT_FILE = 'financial_report.csv';

export const exportFinancialReport = (range: ReportRange = {}) =>
  downloadFile(`/api/export/financial-report${rangeQuery(range)}`, FINANCIAL_REPORT_FILE);

export const useExportFinancialReport = () => useMutation({ mutationFn: exportFinancialReport });
