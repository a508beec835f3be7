// GET /api/admin/stats: the admin dashboard's four stat cards and the monthly revenue of the Analytics tab.

import { adminStatsSchema } from '@domain/api/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: keys.admin.stats, queryFn: fetchParsed(adminStatsSchema), retry: false });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
