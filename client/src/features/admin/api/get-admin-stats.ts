// GET /api/admin/stats: the admin dashboard's four stat cards and the monthly revenue of the Analytics tab.

import type { AdminStatsDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '@/lib/query-keys';

export const adminStatsQueryOptions = () =>
  queryOptions<AdminStatsDto>({ queryKey: keys.admin.stats, retry: false });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
