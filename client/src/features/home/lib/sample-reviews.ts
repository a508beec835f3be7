// Shown on the landing page until guests have written reviews of their own (spec section 2).

export type ReviewCardData = {
  id: string;
  rating: number;
  comment: string;
  author: string;
  location: string;
};

export const SAMPLE_REVIEWS: readonly ReviewCardData[] = [
  {
    id: 'sample-1',
    rating: 5,
    comment:
      'We woke up to the sound of the waves every morning. The staff remembered our names by day two and the grilled fish at sunset was unforgettable.',
    author: 'Maria Santos',
    location: 'Quezon City',
  },
  {
    id: 'sample-2',
    rating: 5,
    comment:
      'The Sunset Suite was spotless and the view is exactly like the photos. Island hopping with the resort’s boatmen was the highlight of our trip.',
    author: 'James & Olivia Carter',
    location: 'Sydney, Australia',
  },
  {
    id: 'sample-3',
    rating: 5,
    comment:
      'Perfect for a family break: the kids lived in the pool, we lived on the loungers. Booking with GCash was quick and the front desk was so helpful.',
    author: 'Paolo Reyes',
    location: 'Cebu City',
  },
];

/** A review as the card shows it: the author's name or the guest's, 'Guest' when neither is known. */
export const reviewCardData = (review: {
  id: string;
  rating: number;
  comment: string;
  author?: string | null;
  location?: string | null;
  user?: { firstName: string; lastName: string } | null;
}): ReviewCardData => {
  const fromUser = [
    review.user?.firstName,
    review.user?.lastName?.charAt(0) ? `${review.user.lastName.charAt(0)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    id: review.id,
    rating: Math.min(5, Math.max(1, Math.round(review.rating))),
    comment: review.comment,
    author: review.author?.trim() || fromUser || 'Guest',
    location: review.location?.trim() ?? '',
  };
};
