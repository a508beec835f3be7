// Login and signup: a visitor who is already signed in goes where signing in would have taken them
// (a fresh sign-in navigates by itself, so only while the form has not been sent).

import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useUser } from '../api/get-user';
import { pathAfterSignIn } from './after-sign-in';

export const useLeaveWhenSignedIn = (formIdle: boolean) => {
  const [, navigate] = useLocation();
  const next = new URLSearchParams(useSearch()).get('next');
  const { user, isLoading } = useUser();
  const alreadySignedIn = Boolean(user) && formIdle;
  useEffect(() => {
    if (alreadySignedIn && user) navigate(pathAfterSignIn(user.role, next), { replace: true });
  }, [alreadySignedIn, user, next, navigate]);
  return { next, navigate, leaving: isLoading || alreadySignedIn };
};
