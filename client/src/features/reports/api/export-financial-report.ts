// GET /api/export/financial-report: the report as CSV, saved by the browser as financial_report.csv.

import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';

export const FINANCIAL_REPORT_FILE = 'financial_report.csv';

/** Hands a downloaded file to the browser to save under `filename`. */
export const saveFile = (blob: Blob, filename: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // give the browser a moment to start the download before the address is released
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

export const exportFinancialReport = async () => {
  const response = await fetch('/api/export/financial-report', { credentials: 'include' });
  if (!response.ok) {
    const text = await response.text();
    let body: ApiError['body'] = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    throw new ApiError(response.status, body, text, response.statusText);
  }
  saveFile(await response.blob(), FINANCIAL_REPORT_FILE);
};

export const useExportFinancialReport = () => useMutation({ mutationFn: exportFinancialReport });
