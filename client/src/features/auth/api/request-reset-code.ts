// POST /api/auth/forgot-password {email}: mails a 6-character reset code (valid 15 minutes).

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { MANUAL_SESSION_ERRORS } from '@/lib/query-client';

export const requestResetCode = (input: { email: string }) =>
  apiRequest<unknown>('POST', '/api/auth/forgot-password', input);

export const useRequestResetCode = () =>
  useMutation({ mutationFn: requestResetCode, meta: MANUAL_SESSION_ERRORS });
