import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

// Spec section 9: reads never go stale, no refocus refetch, no polling, no automatic retries.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
