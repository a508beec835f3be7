// POST /api/login {email, password}: answers the signed-in user (with its role).

import type { UserDto } from '@domain/api-types';
import type { LoginInput } from '@domain/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { USER_QUERY_KEY } from './get-user';

export const login = (input: LoginInput) => apiRequest<UserDto>('POST', '/api/login', input);

/** Signs in, then puts the new user in the cache and re-reads it from the server. */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (user) => {
      if (user?.id) queryClient.setQueryData(USER_QUERY_KEY, user);
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
};
