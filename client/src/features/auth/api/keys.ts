// The signed-in user's cache key: the URL the generic query function reads.

export const authKeys = {
  user: ['/api/auth/user'] as const,
};
