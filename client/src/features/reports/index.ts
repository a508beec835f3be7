// What the reports feature offers other features: the financial report as a lazy component (its own
// chunk: Recharts loads only with a chart), and for the admin dashboard the stat cards, the Analytics tab
// (lazy), the stats read and the two CSV exports.
import { lazy } from 'react';

export { type AdminExport, exportFileName, useAdminExport } from './api/export-csv';
export { useAdminStats } from './api/get-admin-stats';
export { StatsCards } from './components/stats-cards';

export const FinancialReport = lazy(() =>
  import('./components/financial-report').then((module) => ({ default: module.FinancialReport })),
);
export const AnalyticsPanel = lazy(() => import('./components/analytics-panel'));
