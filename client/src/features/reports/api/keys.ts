// The financial report's cache key: the URL the generic query function reads.

export const reportKeys = {
  financial: ['/api/financial-report'] as const,
};
