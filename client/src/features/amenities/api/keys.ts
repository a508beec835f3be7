// The public amenities' cache key: the URL the generic query function reads.

export const amenityKeys = {
  public: ['/api/amenities'] as const,
};
