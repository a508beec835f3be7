// The site configuration's cache key: the URL the generic query function reads.

export const siteConfigKeys = {
  all: ['/api/config'] as const,
};
