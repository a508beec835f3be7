// GET /api/auth/user: the signed-in user or null (a 401 means signed out). Cached for the whole visit.

import type { Role } from '@domain/constants';
import type { Language } from '@domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api';
import { keys } from '@/lib/query-keys';

export type AuthUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  profileImageUrl: string | null;
  createdAt: string;
  /** the language of the account's emails (optional until every server sends it) */
  language?: Language;
};

export const userQueryOptions = () =>
  queryOptions({
    queryKey: keys.auth.user,
    queryFn: getQueryFn<AuthUser | null>({ on401: 'returnNull' }),
  });

export const useUser = () => {
  const query = useQuery(userQueryOptions());
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: Boolean(user), error: query.error };
};
