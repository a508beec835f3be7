// The user management calls (spec section 7): GET /api/admin/users, PATCH and DELETE /api/admin/users/{id}.
// Mutations refresh the list; the 401 redirect of other admin flows is not applied to them (spec section 8).

import { adminUserSchema } from '@domain/api/accounts';
import type { AdminUserDto } from '@domain/api-types';
import type { Role } from '@domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, fetchParsed } from '@/lib/api';
import { MANUAL_SESSION_ERRORS } from '@/lib/query-client';
import { keys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const adminUsersQueryOptions = () =>
  queryOptions({ queryKey: keys.admin.users, queryFn: fetchParsed(z.array(adminUserSchema)) });

export const useAdminUsers = () => useQuery(adminUsersQueryOptions());

export type UserPatch =
  | { role: Role }
  | { isActive: boolean }
  | { firstName: string; lastName: string; email: string };

export const updateUser = ({ id, patch }: { id: string; patch: UserPatch }) =>
  apiRequest<AdminUserDto>('PATCH', `/api/admin/users/${id}`, patch);

export const deleteUser = (id: string) => apiRequest<void>('DELETE', `/api/admin/users/${id}`);

export const useUpdateUser = () =>
  useRefreshingMutation(updateUser, [keys.admin.users], { meta: MANUAL_SESSION_ERRORS });

export const useDeleteUser = () =>
  useRefreshingMutation(deleteUser, [keys.admin.users], { meta: MANUAL_SESSION_ERRORS });
