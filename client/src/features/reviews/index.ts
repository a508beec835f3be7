// What the reviews feature offers other features: the approved reviews, and for the admin dashboard the
// Reviews tab and its count (lazy and marked pure, so the visitors' bundle, which imports this file,
// drops them).
import { lazy } from 'react';

export { publicReviewsQueryOptions, usePublicReviews } from './api/get-public-reviews';
export const ReviewsPanel = /* @__PURE__ */ lazy(() => import('./admin/reviews-panel'));
export const PendingReviewsCount = /* @__PURE__ */ lazy(() => import('./admin/pending-reviews-count'));
