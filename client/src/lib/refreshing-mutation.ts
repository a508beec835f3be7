// The mutation that refreshes what it changed. Apart from the query client: every screen that changes
// something is a lazy chunk, and here useMutation stays out of the main bundle, which needs no mutation.
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionErrorMeta } from './query-client';

/** After a change: the queries under each key go stale, and the ones on screen are read again before this resolves. */
export const refreshQueries = (client: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));

/**
 * A mutation that refreshes the queries under `keys` once it succeeds, or with `evenOnError` once it
 * settles (a change the server refused means the screen showed something out of date). `meta` as for
 * useMutation.
 */
export const useRefreshingMutation = <TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  keys: readonly QueryKey[],
  { meta, evenOnError = false }: { meta?: SessionErrorMeta; evenOnError?: boolean } = {},
) => {
  const client = useQueryClient();
  const refresh = () => refreshQueries(client, keys);
  return useMutation({
    mutationFn,
    meta,
    ...(evenOnError ? { onSettled: refresh } : { onSuccess: refresh }),
  });
};
