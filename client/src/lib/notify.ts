// How every screen reports the outcome of an action (spec section 8): a failure is a toast 'Error' with
// the server's message or the action's default. A 401 or 403 was already reported by the query cache
// (lib/query-client.ts), so it gets no second toast here.

import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { wasReported } from '@/lib/query-client';

export const showActionError = (error: unknown, fallback: string) => {
  if (wasReported(error)) return;
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
};

export const showSuccess = (description: string) =>
  toast({ title: 'Success', description, variant: 'success' });
