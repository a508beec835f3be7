// What the reports feature offers other features: the financial report and the revenue chart as lazy
// components (each its own chunk: Recharts loads only with a chart), the chart's legend, the month details
// dialog, the month ranking, and the figures' names and definitions.
import { lazy } from 'react';

export { ChartLegend } from './components/chart-legend';
export { MonthDetailsDialog } from './components/month-details-dialog';
export { FIGURE_TEXT } from './lib/figure-text';
export { type RankedMonth, rankMonths } from './lib/report-view';

export const FinancialReport = lazy(() =>
  import('./components/financial-report').then((module) => ({ default: module.FinancialReport })),
);
export const RevenueChart = lazy(() => import('./components/revenue-chart'));
