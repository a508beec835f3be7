// /signup (spec sections 2, 5, 7, 8): first and last name, email, password and its confirmation.
// A new account is signed in at once and goes back to ?next= or home.

import { type SignupFormInput, signupFormSchema } from '@domain/schemas/auth';
import { UserPlus } from 'lucide-react';
import { Link } from 'wouter';
import type { z } from 'zod';
import { EmailField } from '@/components/email-field';
import { PageLoader } from '@/components/layout/page-loader';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Form, fieldFor } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/hooks/use-zod-form';
import { ApiError } from '@/lib/api';
import { useSignup } from '../api/signup';
import { withNext } from './after-sign-in';
import { AuthSubmitButton, PasswordField } from './auth-fields';
import { AuthLayout, authLinkClass } from './auth-layout';
import { type SignInTexts, useSignInForm } from './use-leave-when-signed-in';

const Field = fieldFor<SignupFormInput>();

const TEXT: SignInTexts = {
  success: 'Account created!',
  successDescription: 'Welcome to Casa Alon Beach Resort. You are now signed in.',
  failed: 'Signup failed',
  failedDefault: 'Failed to create account',
};

type SignupValues = z.output<typeof signupFormSchema>;

export default function SignupPage() {
  useDocumentTitle('Sign Up');
  const { next, leaving, send, pending } = useSignInForm(useSignup(), TEXT);
  const form = useZodForm(signupFormSchema, {
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  const onValid = ({ confirmPassword: _confirm, ...account }: SignupValues) =>
    send(account, (error) => {
      // 409: the email is taken; say so next to the field too.
      if (error instanceof ApiError && error.status === 409 && error.serverMessage)
        form.setError('email', { message: error.serverMessage }, { shouldFocus: true });
    });

  if (leaving) return <PageLoader />;

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
      <Form form={form} idPrefix="signup" sharedMessagesOnce>
        <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-5" aria-busy={pending}>
          <div className="grid grid-cols-2 gap-4 sm:gap-5">
            <Field
              name="firstName"
              label="First name"
              render={(field) => (
                <Input {...field} autoComplete="given-name" maxLength={80} placeholder="Juan" />
              )}
            />
            <Field
              name="lastName"
              label="Last name"
              render={(field) => (
                <Input {...field} autoComplete="family-name" maxLength={80} placeholder="dela Cruz" />
              )}
            />
          </div>
          <EmailField />
          <PasswordField
            name="password"
            label="Password"
            description="At least 6 characters."
            autoComplete="new-password"
          />
          <PasswordField name="confirmPassword" label="Confirm password" autoComplete="new-password" />
          <AuthSubmitButton
            pending={pending}
            icon={<UserPlus aria-hidden="true" />}
            label="Create Account"
            pendingLabel="Creating account..."
            className="mt-1"
          />
          <p className="text-center text-xs text-muted-foreground">
            We use your email only for your bookings and password resets.
          </p>
        </form>
      </Form>
    </AuthLayout>
  );
}
