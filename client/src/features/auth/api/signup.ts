// POST /api/signup {email, password, firstName, lastName}: creates a customer and signs them in.

import type { UserDto } from '@domain/api-types';
import type { SignupInput } from '@domain/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { MANUAL_SESSION_ERRORS } from '@/lib/query-client';
import { authKeys } from './keys';

export const signup = (input: SignupInput) => apiRequest<UserDto>('POST', '/api/signup', input);

export const useSignup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    // a 401 here is a wrong password, not a lost session
    meta: MANUAL_SESSION_ERRORS,
    onSuccess: async (user) => {
      if (user?.id) queryClient.setQueryData(authKeys.user, user);
      await queryClient.invalidateQueries({ queryKey: authKeys.user });
    },
  });
};
