// GET /api/admin/export/reservations and /api/admin/export/revenue: CSV files the browser saves as
// reservations_{YYYY-MM-DD}.csv and revenue_report_{YYYY-MM-DD}.csv (the day the admin exports).

import { todayIn } from '@domain/dates';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from '@/features/reports/api/export-financial-report';
import { ApiError } from '@/lib/api';

export type AdminExport = 'reservations' | 'revenue';

const EXPORTS = {
  reservations: { url: '/api/admin/export/reservations', prefix: 'reservations' },
  revenue: { url: '/api/admin/export/revenue', prefix: 'revenue_report' },
} as const;

/** 'reservations_2026-03-01.csv' / 'revenue_report_2026-03-01.csv' */
export const exportFileName = (kind: AdminExport, day: string = todayIn()) =>
  `${EXPORTS[kind].prefix}_${day}.csv`;

export const downloadAdminExport = async (kind: AdminExport) => {
  const response = await fetch(EXPORTS[kind].url, { credentials: 'include' });
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
  saveFile(await response.blob(), exportFileName(kind));
};

export const useAdminExport = () => useMutation({ mutationFn: downloadAdminExport });
