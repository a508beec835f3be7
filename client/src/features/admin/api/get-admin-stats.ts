// GET /api/admin/stats: the admin dashboard's four stat cards and the monthly revenue of the Analytics tab.

import type { AdminStatsDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './keys';

export const adminStatsQueryOptions = () =>
  queryOptions<AdminStatsDto>({ queryKey: adminKeys.stats, retry: false });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
