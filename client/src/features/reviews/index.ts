// What the reviews feature offers other features: the approved reviews.

export { publicReviewsQueryOptions, usePublicReviews } from './api/get-public-reviews';
