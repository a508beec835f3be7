// /login (spec sections 2, 7, 8): email and password; staff go to their dashboards, guests back to
// the page that sent them here (?next=) or home.

import { loginSchema } from '@domain/schemas/auth';
import { LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { EmailField } from '@/components/email-field';
import { PageLoader } from '@/components/layout/page-loader';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { useZodForm } from '@/hooks/use-zod-form';
import { useLogin } from '../api/login';
import { withNext } from './after-sign-in';
import { AuthSubmitButton } from './auth-fields';
import { AuthLayout, authLinkClass as linkClass } from './auth-layout';
import { PasswordInput } from './password-input';
import { type SignInTexts, useSignInForm } from './use-leave-when-signed-in';

const TEXT: SignInTexts = {
  success: 'Welcome back!',
  successDescription: 'You are now logged in.',
  failed: 'Login failed',
  failedDefault: 'Failed to log in',
};

export default function LoginPage() {
  useDocumentTitle('Sign In');
  const { next, leaving, send, pending } = useSignInForm(useLogin(), TEXT);
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });

  if (leaving) return <PageLoader />;

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
      <Form form={form} idPrefix="login" sharedMessagesOnce>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => send(values))}
          className="grid gap-5"
          aria-busy={pending}
        >
          <EmailField />
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <div className="flex items-baseline justify-between gap-3">
                  <FormLabel>Password</FormLabel>
                  <Link href="/forgot-password" className={`${linkClass} text-sm`}>
                    Forgot Password?
                  </Link>
                </div>
                <FormControl>
                  <PasswordInput {...field} autoComplete="current-password" aria-required="true" />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <AuthSubmitButton
            pending={pending}
            icon={<LogIn aria-hidden="true" />}
            label="Sign In"
            pendingLabel="Signing in..."
            className="mt-1"
          />
        </form>
      </Form>
    </AuthLayout>
  );
}
