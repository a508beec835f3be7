import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-csv';

describe('CSV exports', () => {
  it('names the CSV exports by day', () => {
    expect(exportFileName('reservations', '2026-03-01')).toBe('reservations_2026-03-01.csv');
    expect(exportFileName('revenue', '2026-03-01')).toBe('revenue_report_2026-03-01.csv');
    expect(exportFileName('revenue')).toMatch(/^revenue_report_\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
