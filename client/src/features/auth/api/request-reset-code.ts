// POST /api/auth/forgot-password {email}: mails a 6-character reset code (valid 15 minutes).

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export const requestResetCode = (input: { email: string }) =>
  apiRequest<unknown>('POST', '/api/auth/forgot-password', input);

export const useRequestResetCode = () => useMutation({ mutationFn: requestResetCode });
