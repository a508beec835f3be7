// What every list tab of the guest's dashboard does before it shows its items: a placeholder while
// loading, a retry when the read failed, a friendly empty state when there is nothing yet.

import type { ReactNode } from 'react';
import { LoadFailed } from '@/components/ui/empty-state';

/** The parts of a TanStack list query a tab reads. */
export type TabQuery<T> = {
  data: T[] | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
};

export const TabData = <T,>({
  query,
  what,
  loading,
  empty,
  children,
}: {
  query: TabQuery<T>;
  /** 'bookings', as in "We couldn't load your bookings." */
  what: string;
  loading: ReactNode;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) => {
  if (query.isLoading) return loading;
  if (query.isError)
    return <LoadFailed message={`We couldn't load your ${what}.`} onRetry={() => query.refetch()} />;
  if (!query.data?.length) return empty;
  return children(query.data);
};
