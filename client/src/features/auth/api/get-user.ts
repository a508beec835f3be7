// GET /api/auth/user: the signed-in user or null (a 401 means signed out), parsed with the route's answer
// schema. Cached for the whole visit.

import type { UserDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHydrated } from '@/hooks/use-hydrated';
import { getParsed, isUnauthorized } from '@/lib/api';
import { keys } from '@/lib/query-keys';

export type AuthUser = UserDto;

/** Signed out is an answer, not a failure: no toast, no redirect. */
const readUser = async (): Promise<AuthUser | null> => {
  try {
    return await getParsed(keys.auth.user[0], (s) => s.userSchema);
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
};

export const userQueryOptions = () => queryOptions({ queryKey: keys.auth.user, queryFn: readUser });

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
