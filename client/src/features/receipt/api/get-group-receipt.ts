// GET /api/booking-groups/{code}/receipt: the receipt of the group a booking is a room of (each room's
// lines, the group's payments and totals), parsed with the route's answer schema.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';

export const groupReceiptQueryOptions = (code: string) =>
  queryOptions({
    queryKey: keys.groups.receipt(code),
    queryFn: fetchParsed((s) => s.groupReceiptSchema),
  });

export const useGroupReceipt = (code: string) => useQuery(groupReceiptQueryOptions(code));
