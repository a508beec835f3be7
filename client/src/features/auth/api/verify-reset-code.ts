// POST /api/auth/verify-reset-code {code}: checks the code before the new password is asked for.

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export const verifyResetCode = (input: { code: string }) =>
  apiRequest<unknown>('POST', '/api/auth/verify-reset-code', input);

export const useVerifyResetCode = () => useMutation({ mutationFn: verifyResetCode });
