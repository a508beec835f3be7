import { REVIEWS_SHOWN } from '@domain/constants';
import { describe, expect, it } from 'vitest';
import { reviewCardData, SAMPLE_REVIEWS } from './sample-reviews';

describe('reviews on the landing page', () => {
  it('has 3 complete sample reviews', () => {
    expect(SAMPLE_REVIEWS).toHaveLength(REVIEWS_SHOWN);
    for (const review of SAMPLE_REVIEWS) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.comment.length).toBeGreaterThan(10);
      expect(review.author).not.toBe('');
      expect(review.location).not.toBe('');
    }
  });

  it('prefers the review’s author, then the guest’s name, then Guest', () => {
    const base = { id: 'r', rating: 4, comment: 'Lovely stay by the sea.' };
    expect(reviewCardData({ ...base, author: 'Ana', location: 'Manila' })).toMatchObject({
      author: 'Ana',
      location: 'Manila',
    });
    expect(
      reviewCardData({ ...base, author: '', user: { firstName: 'Jose', lastName: 'Rizal' } }).author,
    ).toBe('Jose R.');
    expect(reviewCardData({ ...base, author: null, location: null, user: null })).toMatchObject({
      author: 'Guest',
      location: '',
    });
  });

  it('keeps ratings within 1 to 5 stars', () => {
    const base = { id: 'r', comment: 'Lovely stay by the sea.' };
    expect(reviewCardData({ ...base, rating: 9 }).rating).toBe(5);
    expect(reviewCardData({ ...base, rating: 0 }).rating).toBe(1);
  });
});
