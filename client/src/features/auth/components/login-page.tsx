// /login (spec sections 2, 7, 8): email and password; staff go to their dashboards, guests back to
// the page that sent them here (?next=) or home.

import { type LoginInput, loginSchema } from '@domain/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import { PageLoader } from '@/components/layout/page-loader';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Button } from '@/components/ui/button';
import { Field, Input, Label } from '@/components/ui/input';
import { useUser } from '@/features/auth/api/get-user';
import { useLogin } from '@/features/auth/api/login';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { pathAfterSignIn, withNext } from './after-sign-in';
import { AuthLayout, authLinkClass as linkClass } from './auth-layout';
import { controlProps, fieldStates } from './field-states';
import { PasswordInput } from './password-input';

const TEXT = {
  success: 'Welcome back!',
  successDescription: 'You are now logged in.',
  failed: 'Login failed',
  failedDefault: 'Failed to log in',
};

type LoginValues = z.input<typeof loginSchema>;

export default function LoginPage() {
  useDocumentTitle('Sign In');
  const [, navigate] = useLocation();
  const next = new URLSearchParams(useSearch()).get('next');
  const { user, isLoading } = useUser();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  // Already signed in: go where signing in would have gone (a fresh login navigates by itself).
  const alreadySignedIn = Boolean(user) && login.isIdle;
  useEffect(() => {
    if (alreadySignedIn && user) navigate(pathAfterSignIn(user.role, next), { replace: true });
  }, [alreadySignedIn, user, next, navigate]);

  const onValid = (values: LoginInput) =>
    login.mutate(values, {
      onSuccess: (signedIn) => {
        toast({ title: TEXT.success, description: TEXT.successDescription, variant: 'success' });
        navigate(pathAfterSignIn(signedIn.role, next));
      },
      onError: (error) =>
        toast({
          title: TEXT.failed,
          description: errorMessage(error, TEXT.failedDefault),
          variant: 'destructive',
        }),
    });

  if (isLoading || alreadySignedIn) return <PageLoader />;

  const fields = fieldStates('login', ['email', 'password'], {
    email: errors.email?.message,
    password: errors.password?.message,
  });
  const pending = login.isPending || login.isSuccess;

  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to book rooms, follow your reservations and manage your stays."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link href={withNext('/signup', next)} className={linkClass}>
            Sign up
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-5" aria-busy={pending}>
        <Field id={fields.email.id} label="Email" error={fields.email.message}>
          <Input
            {...register('email')}
            {...controlProps(fields.email)}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@example.com"
            aria-required="true"
          />
        </Field>
        <div className="grid gap-1.5">
          <div className="flex items-baseline justify-between gap-3">
            <Label htmlFor={fields.password.id}>Password</Label>
            <Link href="/forgot-password" className={`${linkClass} text-sm`}>
              Forgot Password?
            </Link>
          </div>
          <PasswordInput
            {...register('password')}
            {...controlProps(fields.password)}
            autoComplete="current-password"
            aria-required="true"
          />
          {fields.password.message ? (
            <p id={`${fields.password.id}-error`} role="alert" className="text-sm text-destructive">
              {fields.password.message}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" disabled={pending} className="mt-1 w-full">
          <LogIn aria-hidden="true" />
          {pending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthLayout>
  );
}
