// /login (spec sections 2, 7, 8): email and password; staff go to their dashboards, guests back to
// the page that sent them here (?next=) or home.

import { type LoginInput, loginSchema } from '@domain/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { PageLoader } from '@/components/layout/page-loader';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { useLogin } from '../api/login';
import { pathAfterSignIn, withNext } from './after-sign-in';
import { AuthSubmitButton, EmailField } from './auth-fields';
import { AuthLayout, authLinkClass as linkClass } from './auth-layout';
import { PasswordInput } from './password-input';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';

const TEXT = {
  success: 'Welcome back!',
  successDescription: 'You are now logged in.',
  failed: 'Login failed',
  failedDefault: 'Failed to log in',
};

type LoginValues = z.input<typeof loginSchema>;

export default function LoginPage() {
  useDocumentTitle('Sign In');
  const login = useLogin();
  const { next, navigate, leaving } = useLeaveWhenSignedIn(login.isIdle);
  const form = useForm<LoginValues, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

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

  if (leaving) return <PageLoader />;
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
      <Form form={form} idPrefix="login" sharedMessagesOnce>
        <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-5" aria-busy={pending}>
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
