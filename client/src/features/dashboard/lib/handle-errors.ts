// The dashboard's error behaviour (spec section 8): a '401: ...Unauthorized...' means the session is gone
// (toast, then /api/login after 500 ms); anything else is a toast 'Error' with the server's message.

import { useEffect, useRef } from 'react';
import { redirectToLogin } from '@/app/redirects';
import { toast } from '@/hooks/use-toast';
import { errorMessage, isUnauthorizedError } from '@/lib/api';

export const showActionError = (error: unknown, fallback: string) => {
  if (isUnauthorizedError(error)) {
    redirectToLogin();
    return;
  }
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
};

/** Sends a signed-out guest to log in again when any of the dashboard's reads answers 401. */
export const useUnauthorizedRedirect = (errors: readonly unknown[]) => {
  const redirected = useRef(false);
  const unauthorized = errors.some(isUnauthorizedError);
  useEffect(() => {
    if (!unauthorized || redirected.current) return;
    redirected.current = true;
    redirectToLogin();
  }, [unauthorized]);
};
