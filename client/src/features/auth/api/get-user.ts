// GET /api/auth/user: the signed-in user or null (a 401 means signed out). Cached for the whole visit.

import type { Role } from '@domain/constants';
import type { Language } from '@domain/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHydrated } from '@/hooks/use-hydrated';
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

/**
 * The user, as the page in front of the visitor may show it. The server never renders a signed-in user
 * (its reads are anonymous: a signed-in page is rendered waiting for the user), so while React takes that
 * HTML over, a user the browser already has counts as still loading. Without this, a part of the page that
 * hydrates after the user arrived (the page inside its Suspense boundary, on a busy phone) would render
 * the dashboard where the HTML holds the loader: a hydration error (React #418) and a repaint.
 */
export const useUser = () => {
  const query = useQuery(userQueryOptions());
  const hydrated = useHydrated();
  if (!hydrated && query.data) return { user: null, isLoading: true, isAuthenticated: false, error: null };
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: Boolean(user), error: query.error };
};
