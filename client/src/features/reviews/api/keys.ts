// The public reviews' cache key: the URL the generic query function reads.

export const reviewKeys = {
  public: ['/api/reviews'] as const,
};
