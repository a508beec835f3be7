// /signup (spec sections 2, 5, 7, 8): first and last name, email, password and its confirmation.
// A new account is signed in at once and goes back to ?next= or home.

import { type SignupFormInput, signupFormSchema } from '@domain/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import { PageLoader } from '@/components/layout/page-loader';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { useUser } from '@/features/auth/api/get-user';
import { useSignup } from '@/features/auth/api/signup';
import { toast } from '@/hooks/use-toast';
import { ApiError, errorMessage } from '@/lib/api';
import { pathAfterSignIn, withNext } from './after-sign-in';
import { AuthLayout, authLinkClass } from './auth-layout';
import { controlProps, fieldStates } from './field-states';
import { PasswordInput } from './password-input';

const TEXT = {
  success: 'Account created!',
  successDescription: 'Welcome to Casa Alon Beach Resort. You are now signed in.',
  failed: 'Signup failed',
  failedDefault: 'Failed to create account',
};

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;
type SignupValues = z.output<typeof signupFormSchema>;

export default function SignupPage() {
  useDocumentTitle('Sign Up');
  const [, navigate] = useLocation();
  const next = new URLSearchParams(useSearch()).get('next');
  const { user, isLoading } = useUser();
  const signup = useSignup();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignupFormInput, unknown, SignupValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  const alreadySignedIn = Boolean(user) && signup.isIdle;
  useEffect(() => {
    if (alreadySignedIn && user) navigate(pathAfterSignIn(user.role, next), { replace: true });
  }, [alreadySignedIn, user, next, navigate]);

  const onValid = ({ confirmPassword: _confirm, ...account }: SignupValues) =>
    signup.mutate(account, {
      onSuccess: (created) => {
        toast({ title: TEXT.success, description: TEXT.successDescription, variant: 'success' });
        navigate(pathAfterSignIn(created.role, next));
      },
      onError: (error) => {
        // 409: the email is taken; say so next to the field too.
        if (error instanceof ApiError && error.status === 409 && error.serverMessage)
          setError('email', { message: error.serverMessage }, { shouldFocus: true });
        toast({
          title: TEXT.failed,
          description: errorMessage(error, TEXT.failedDefault),
          variant: 'destructive',
        });
      },
    });

  if (isLoading || alreadySignedIn) return <PageLoader />;

  const fields = fieldStates(
    'signup',
    FIELDS,
    Object.fromEntries(FIELDS.map((field) => [field, errors[field]?.message])),
  );
  const pending = signup.isPending || signup.isSuccess;

  return (
    <AuthLayout
      title="Create your account"
      description="Book rooms in a few taps, follow your payments and keep every stay in one place."
      footer={
        <>
          Already have an account?{' '}
          <Link href={withNext('/login', next)} className={authLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-5" aria-busy={pending}>
        <div className="grid grid-cols-2 gap-4 sm:gap-5">
          <Field id={fields.firstName.id} label="First name" error={fields.firstName.message}>
            <Input
              {...register('firstName')}
              {...controlProps(fields.firstName)}
              autoComplete="given-name"
              maxLength={80}
              placeholder="Juan"
            />
          </Field>
          <Field id={fields.lastName.id} label="Last name" error={fields.lastName.message}>
            <Input
              {...register('lastName')}
              {...controlProps(fields.lastName)}
              autoComplete="family-name"
              maxLength={80}
              placeholder="dela Cruz"
            />
          </Field>
        </div>
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
        <Field
          id={fields.password.id}
          label="Password"
          error={fields.password.message}
          hint="At least 6 characters."
        >
          <PasswordInput
            {...register('password')}
            {...controlProps(fields.password)}
            aria-describedby={fields.password.describedBy ?? `${fields.password.id}-hint`}
            autoComplete="new-password"
            aria-required="true"
          />
        </Field>
        <Field id={fields.confirmPassword.id} label="Confirm password" error={fields.confirmPassword.message}>
          <PasswordInput
            {...register('confirmPassword')}
            {...controlProps(fields.confirmPassword)}
            autoComplete="new-password"
            aria-required="true"
          />
        </Field>
        <Button type="submit" size="lg" disabled={pending} className="mt-1 w-full">
          <UserPlus aria-hidden="true" />
          {pending ? 'Creating account...' : 'Create Account'}
        </Button>
        <p className="text-center text-xs text-muted-foreground">
          We use your email only for your bookings and password resets.
        </p>
      </form>
    </AuthLayout>
  );
}
