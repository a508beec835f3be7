// POST /api/signup {email, password, firstName, lastName}: creates a customer and signs them in.

import type { UserDto } from '@domain/api-types';
import type { SignupInput } from '@domain/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { USER_QUERY_KEY } from './get-user';

export const signup = (input: SignupInput) => apiRequest<UserDto>('POST', '/api/signup', input);

export const useSignup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signup,
    onSuccess: async (user) => {
      if (user?.id) queryClient.setQueryData(USER_QUERY_KEY, user);
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
};
