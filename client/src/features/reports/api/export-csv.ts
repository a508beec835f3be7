// GET /api/admin/export/reservations and /api/admin/export/revenue: CSV files the browser saves as
// reservations_{YYYY-MM-DD}.csv and revenue_report_{YYYY-MM-DD}.csv (the resort's day of the export).

import { todayIn } from '@domain/dates';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';

export type AdminExport = 'reservations' | 'revenue';

const EXPORTS = {
  reservations: { url: '/api/admin/export/reservations', prefix: 'reservations' },
  revenue: { url: '/api/admin/export/revenue', prefix: 'revenue_report' },
} as const;

/** 'reservations_2026-03-01.csv' / 'revenue_report_2026-03-01.csv' */
export const exportFileName = (kind: AdminExport, day: string = todayIn()) =>
  `${EXPORTS[kind].prefix}_${day}.csv`;

/** `day`: the resort's today (useResortClock), which names the file. */
export const downloadAdminExport = ({ kind, day }: { kind: AdminExport; day: string }) =>
  downloadFile(EXPORTS[kind].url, exportFileName(kind, day));

export const useAdminExport = () => useMutation({ mutationFn: downloadAdminExport });
