// POST /api/auth/reset-password {code, email, newPassword}: sets the new password and spends the code.

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { MANUAL_SESSION_ERRORS } from '@/lib/query-client';

export const resetPassword = (input: { code: string; email: string; newPassword: string }) =>
  apiRequest<unknown>('POST', '/api/auth/reset-password', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword, meta: MANUAL_SESSION_ERRORS });
