// GET /api/add-ons: the extras the resort offers now (both languages, price and unit), parsed with the
// route's answer schema. Read only by the pages that sell them (booking, group, dashboard).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';

export const addOnsQueryOptions = () =>
  queryOptions({
    queryKey: keys.addOns.public,
    queryFn: fetchParsed((s) => s.addOnSchema.array()),
    staleTime: 5 * 60_000,
  });

export const useAddOns = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...addOnsQueryOptions(), enabled });
