// The one query client, and the one place that reacts to a lost session or a refused action (spec section 8):
// any read or action answering 401 shows 'Unauthorized' / 'You are logged out. Logging in again...' and
// sends the browser to log in again after 500 ms (once, however many calls fail together: redirectToLogin
// itself acts only on its first call); a 403 shows the server's reason (or the generic forbidden message)
// as an error toast.
import { MSG_ACCESS } from '@domain/messages-core';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { errorMessage, isForbidden, isUnauthorized } from './api';
import { redirectToLogin } from './redirects';

/**
 * `sessionErrors: 'manual'` leaves 401 and 403 to the screen: sign-in forms (a 401 there is a wrong
 * password), the booking page (it goes to /login instead), and the user, content and amenities
 * changes, where spec section 8 does not apply the redirect.
 */
export type SessionErrorMeta = { sessionErrors?: 'central' | 'manual' };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: SessionErrorMeta;
    mutationMeta: SessionErrorMeta;
  }
}

export const MANUAL_SESSION_ERRORS = { sessionErrors: 'manual' } as const satisfies SessionErrorMeta;

const reported = new WeakSet<object>();

/** True when the cache's handler has already told the user about this error (screens skip their toast). */
export const wasReported = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && reported.has(error);

type SessionErrorActions = {
  /** Default: the unauthorized toast, then /api/login?next={this page}. */
  onUnauthorized?: () => void;
  /** Default: toast 'Error' with the server's reason. */
  onForbidden?: (error: unknown) => void;
};

const currentPath = () => `${window.location.pathname}${window.location.search}`;

export const createSessionErrorHandler =
  ({
    onUnauthorized = () => redirectToLogin('/api/login', currentPath()),
    onForbidden = (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, MSG_ACCESS.forbidden),
        variant: 'destructive',
      }),
  }: SessionErrorActions = {}) =>
  (error: unknown, meta: SessionErrorMeta | undefined) => {
    if (meta?.sessionErrors === 'manual') return;
    if (isUnauthorized(error)) {
      reported.add(error as object);
      onUnauthorized();
      return;
    }
    if (isForbidden(error)) {
      reported.add(error as object);
      onForbidden(error);
    }
  };

// Spec section 9: reads never go stale, no refocus refetch, no polling, no automatic retries.
export const createQueryClient = (handleSessionError = createSessionErrorHandler()) =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleSessionError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => handleSessionError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
