// What the reviews feature offers other features: the approved reviews and their cache key.

export { publicReviewsQueryOptions, usePublicReviews } from './api/get-public-reviews';
export { reviewKeys } from './api/keys';
