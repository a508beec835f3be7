import type { ReviewDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { exportFileName } from '../api/export-csv';
import { bulkAmenitiesProblem, greeting, moderationOrder } from './admin-view';

describe('admin dashboard helpers', () => {
  it('names the CSV exports by day', () => {
    expect(exportFileName('reservations', '2026-03-01')).toBe('reservations_2026-03-01.csv');
    expect(exportFileName('revenue', '2026-03-01')).toBe('revenue_report_2026-03-01.csv');
    expect(exportFileName('revenue')).toMatch(/^revenue_report_\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('checks the bulk amenity form with the spec messages', () => {
    expect(bulkAmenitiesProblem({ action: 'add', oldAmenity: 'x', newAmenity: ' ' })).toBe(MSG.bulkAddNeeded);
    expect(bulkAmenitiesProblem({ action: 'remove', oldAmenity: '', newAmenity: 'x' })).toBe(
      MSG.bulkRemoveNeeded,
    );
    expect(bulkAmenitiesProblem({ action: 'replace', oldAmenity: 'a', newAmenity: '' })).toBe(
      MSG.bulkReplaceNeeded,
    );
    expect(bulkAmenitiesProblem({ action: 'replace', oldAmenity: 'a', newAmenity: 'b' })).toBeNull();
  });

  it('lists pending reviews first, newest first within each group', () => {
    const review = (id: string, approved: boolean, createdAt: string) =>
      ({ id, approved, createdAt }) as ReviewDto;
    const ordered = moderationOrder([
      review('a', true, '2026-01-03'),
      review('b', false, '2026-01-01'),
      review('c', false, '2026-01-02'),
      review('d', true, '2026-01-04'),
    ]);
    expect(ordered.map((r) => r.id)).toEqual(['c', 'b', 'd', 'a']);
  });

  it('greets by the hour', () => {
    expect(greeting(8)).toBe('Good morning');
    expect(greeting(13)).toBe('Good afternoon');
    expect(greeting(20)).toBe('Good evening');
  });
});
