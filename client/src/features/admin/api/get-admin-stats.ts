// GET /api/admin/stats: the admin dashboard's four stat cards and the monthly revenue of the Analytics tab.

import type { AdminStatsDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const ADMIN_STATS_KEY = ['/api/admin/stats'] as const;

export const adminStatsQueryOptions = () =>
  queryOptions<AdminStatsDto>({ queryKey: ADMIN_STATS_KEY, retry: false });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
