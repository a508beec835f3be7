// The public website texts' cache key: the URL the generic query function reads.

export const contentKeys = {
  public: ['/api/content'] as const,
};
