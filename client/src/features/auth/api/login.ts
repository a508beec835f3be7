// POST /api/login {email, password}: answers the signed-in user (with its role).

import type { UserDto } from '@domain/api-types';
import type { LoginInput } from '@domain/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { MANUAL_SESSION_ERRORS } from '@/lib/query-client';
import { authKeys } from './keys';

export const login = (input: LoginInput) => apiRequest<UserDto>('POST', '/api/login', input);

/** Signs in, then puts the new user in the cache and re-reads it from the server. */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // a 401 here is a wrong password, not a lost session
    meta: MANUAL_SESSION_ERRORS,
    onSuccess: async (user) => {
      if (user?.id) queryClient.setQueryData(authKeys.user, user);
      await queryClient.invalidateQueries({ queryKey: authKeys.user });
    },
  });
};
