// The financial report's cache keys: every range's answer sits under the one prefix the front desk
// refreshes after a change.

import type { ReportRange } from '@domain/schemas/reports';

export const reportKeys = {
  financial: ['/api/financial-report'] as const,
  financialFor: (range: ReportRange) =>
    ['/api/financial-report', { from: range.from, to: range.to }] as const,
};
