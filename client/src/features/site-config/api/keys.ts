// The site configuration's cache key: the URL read.

export const siteConfigKeys = {
  all: ['/api/config'] as const,
};
