// Login and signup: a visitor who is already signed in goes where signing in would have taken them
// (a fresh sign-in navigates by itself, so only while the form has not been sent); a sign-in that
// succeeds says welcome and goes on, one that fails says why.

import type { UserDto } from '@domain/api-types';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { useUser } from '../api/get-user';
import { useAuthText } from '../messages';
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

/**
 * A sign-in form's sending: `send` signs in, then toasts and navigates (or toasts the failure after
 * `onFailure` has marked the fields). `pending` stays true once it succeeded, while the page leaves.
 */
export const useSignInForm = <TInput>(
  mutation: UseMutationResult<UserDto, Error, TInput>,
  /** whose toasts: welcome, and the failure with its fallback reason (the auth namespace) */
  page: 'login' | 'signup',
) => {
  const { t } = useAuthText();
  const texts = {
    success: t(`${page}.success`),
    successDescription: t(`${page}.successDescription`),
    failed: t(`${page}.failed`),
    failedDefault: t(`${page}.failedDefault`),
  };
  const { next, navigate, leaving } = useLeaveWhenSignedIn(mutation.isIdle);
  const send = (input: TInput, onFailure?: (error: Error) => void) =>
    mutation.mutate(input, {
      onSuccess: (user) => {
        toast({ title: texts.success, description: texts.successDescription, variant: 'success' });
        navigate(pathAfterSignIn(user.role, next));
      },
      onError: (error) => {
        onFailure?.(error);
        toast({
          title: texts.failed,
          description: errorMessage(error, texts.failedDefault),
          variant: 'destructive',
        });
      },
    });
  return { next, leaving, send, pending: mutation.isPending || mutation.isSuccess };
};
