// POST /api/auth/verify-reset-code {code, email}: checks the code before the new password is asked for.
// The email of step 1 goes along, so only that account's code can match (and wrong tries count against it).

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { MANUAL_SESSION_ERRORS } from '@/lib/query-client';

export const verifyResetCode = (input: { code: string; email: string }) =>
  apiRequest<unknown>('POST', '/api/auth/verify-reset-code', input);

export const useVerifyResetCode = () =>
  useMutation({ mutationFn: verifyResetCode, meta: MANUAL_SESSION_ERRORS });
