// /login (spec sections 2, 7, 8): email and password; staff go to their dashboards, guests back to
// the page that sent them here (?next=) or home.

import { loginSchema } from '@domain/schemas/auth';
import { LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { EmailField } from '@/components/email-field';
import { PageLoader } from '@/components/layout/page-loader';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { useZodForm } from '@/hooks/use-zod-form';
import { useLogin } from '../api/login';
import { useAuthText } from '../messages';
import { withNext } from './after-sign-in';
import { AuthSubmitButton } from './auth-fields';
import { AuthForm } from './auth-form';
import { AuthLayout, authLinkClass as linkClass } from './auth-layout';
import { PasswordInput } from './password-input';
import { useSignInForm } from './use-leave-when-signed-in';

export default function LoginPage() {
  const { t } = useAuthText();
  useDocumentTitle(t('login.documentTitle'));
  const { next, leaving, send, pending } = useSignInForm(useLogin(), 'login');
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });

  if (leaving) return <PageLoader />;

  return (
    <AuthLayout
      title={t('login.title')}
      description={t('login.description')}
      footer={{ question: t('login.noAccount'), href: withNext('/signup', next), link: t('login.signUp') }}
    >
      <AuthForm
        form={form}
        idPrefix="login"
        onValid={(values) => send(values)}
        pending={pending}
        sharedMessagesOnce
      >
        <EmailField />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <div className="flex items-baseline justify-between gap-3">
                <FormLabel>{t('password')}</FormLabel>
                <Link href="/forgot-password" className={`${linkClass} text-sm`}>
                  {t('login.forgot')}
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
          label={t('login.submit')}
          pendingLabel={t('login.pending')}
          className="mt-1"
        />
      </AuthForm>
    </AuthLayout>
  );
}
