// How every screen reports the outcome of an action (spec section 8): a 401 means the session is gone
// (toast 'Unauthorized' / 'You are logged out. Logging in again...', then /api/login after 500 ms);
// any other failure is a toast 'Error' with the server's message or the action's default.

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

export const showSuccess = (description: string) =>
  toast({ title: 'Success', description, variant: 'success' });

/** Sends a signed-out user to log in again when any of a screen's reads answers 401 (once). */
export const useUnauthorizedRedirect = (errors: readonly unknown[]) => {
  const redirected = useRef(false);
  const unauthorized = errors.some(isUnauthorizedError);
  useEffect(() => {
    if (!unauthorized || redirected.current) return;
    redirected.current = true;
    redirectToLogin();
  }, [unauthorized]);
};
