// PUT /api/auth/user/name {firstName, lastName}: a staff member's own name. The answer is the account
// as GET /api/auth/user gives it, so the greetings change at once without a second read.
import type { OwnNameInput } from '@domain/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { keys } from '@/lib/query-keys';
import type { AuthUser } from './get-user';

export const saveOwnName = (name: OwnNameInput) => apiRequest<AuthUser>('PUT', '/api/auth/user/name', name);

export const useSaveOwnName = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOwnName,
    onSuccess: (user) => client.setQueryData(keys.auth.user, user),
  });
};
