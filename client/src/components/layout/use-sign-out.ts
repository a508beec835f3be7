import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/hooks/use-toast';
import { apiRequest, errorMessage, isUnauthorized } from '@/lib/api';
import { useCommonText } from '@/lib/i18n/common';
import { keys } from '@/lib/query-keys';

/** POST /api/logout, then forget everything cached for this user and go home. */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const { t } = useCommonText();
  const signOut = async () => {
    setPending(true);
    try {
      await apiRequest('POST', '/api/logout');
    } catch (error) {
      // A 401 means the session had already ended: signing out still succeeded.
      if (!isUnauthorized(error)) {
        toast({
          title: t('toast.error'),
          description: errorMessage(error, t('nav.signOutFailed')),
          variant: 'destructive',
        });
        setPending(false);
        return;
      }
    }
    // Signed out first, so the signed-in views (the welcome hero's next stay, the dashboard) unmount on
    // the next render; only then forget their data: cleared while still mounted, a view fetches it
    // again and the server answers 401.
    queryClient.setQueryData(keys.auth.user, null);
    setPending(false);
    navigate('/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await queryClient.cancelQueries();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== keys.auth.user[0] });
  };
  return { signOut, pending };
};
