import type { ReviewDto } from '@domain/api-types';
import { describe, expect, it } from 'vitest';
import { moderationOrder } from './review-moderation';

describe('review moderation', () => {
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
});
