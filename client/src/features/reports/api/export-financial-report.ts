// GET /api/export/financial-report: the report as CSV, saved by the browser as financial_report.csv.

import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';

export const FINANCIAL_REPORT_FILE = 'financial_report.csv';

export const exportFinancialReport = () =>
  downloadFile('/api/export/financial-report', FINANCIAL_REPORT_FILE);

export const useExportFinancialReport = () => useMutation({ mutationFn: exportFinancialReport });
