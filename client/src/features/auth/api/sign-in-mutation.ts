// What login and signup share: both answer the signed-in user, who goes into the cache and is read
// again from the server.

import type { UserDto } from '@domain/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MANUAL_SESSION_ERRORS } from '@/lib/query-client';
import { keys } from '@/lib/query-keys';

export const useSignInMutation = <TInput>(mutationFn: (input: TInput) => Promise<UserDto>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // a 401 here is a wrong password, not a lost session
    meta: MANUAL_SESSION_ERRORS,
    onSuccess: async (user) => {
      if (user?.id) queryClient.setQueryData(keys.auth.user, user);
      await queryClient.invalidateQueries({ queryKey: keys.auth.user });
    },
  });
};
