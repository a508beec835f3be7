// /signup (spec sections 2, 5, 7, 8): first and last name, email, password and its confirmation.
// A new account is signed in at once and goes back to ?next= or home.

import { type SignupFormInput, signupFormSchema } from '@domain/schemas/auth';
import { UserPlus } from 'lucide-react';
import type { z } from 'zod';
import { EmailField } from '@/components/email-field';
import { PageLoader } from '@/components/layout/page-loader';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { fieldFor } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/hooks/use-zod-form';
import { ApiError } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { useSignup } from '../api/signup';
import { useAuthText } from '../messages';
import { withNext } from './after-sign-in';
import { AuthSubmitButton, PasswordField } from './auth-fields';
import { AuthForm } from './auth-form';
import { AuthLayout } from './auth-layout';
import { useSignInForm } from './use-leave-when-signed-in';

const Field = fieldFor<SignupFormInput>();

type SignupValues = z.output<typeof signupFormSchema>;

export default function SignupPage() {
  const { t } = useAuthText();
  useDocumentTitle(t('signup.documentTitle'));
  const { next, leaving, send, pending } = useSignInForm(useSignup(), 'signup');
  const form = useZodForm(signupFormSchema, {
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  const onValid = ({ confirmPassword: _confirm, ...account }: SignupValues) =>
    // the browser's language becomes the account's, for the emails the resort sends
    send({ ...account, language: currentLanguage() }, (error) => {
      // 409: the email is taken; say so next to the field too.
      if (error instanceof ApiError && error.status === 409 && error.serverMessage)
        form.setError('email', { message: error.serverMessage }, { shouldFocus: true });
    });

  if (leaving) return <PageLoader />;

  return (
    <AuthLayout
      title={t('signup.title')}
      description={t('signup.description')}
      footer={{ question: t('signup.haveAccount'), href: withNext('/login', next), link: t('signup.signIn') }}
    >
      <AuthForm form={form} idPrefix="signup" onValid={onValid} pending={pending} sharedMessagesOnce>
        <div className="grid grid-cols-2 gap-4 sm:gap-5">
          <Field
            name="firstName"
            label={t('signup.firstName')}
            render={(field) => (
              <Input {...field} autoComplete="given-name" maxLength={80} placeholder="Juan" />
            )}
          />
          <Field
            name="lastName"
            label={t('signup.lastName')}
            render={(field) => (
              <Input {...field} autoComplete="family-name" maxLength={80} placeholder="dela Cruz" />
            )}
          />
        </div>
        <EmailField />
        <PasswordField
          name="password"
          label={t('password')}
          description={t('signup.passwordHelp')}
          autoComplete="new-password"
        />
        <PasswordField
          name="confirmPassword"
          label={t('signup.confirmPassword')}
          autoComplete="new-password"
        />
        <AuthSubmitButton
          pending={pending}
          icon={<UserPlus aria-hidden="true" />}
          label={t('signup.submit')}
          pendingLabel={t('signup.pending')}
          className="mt-1"
        />
        <p className="text-center text-xs text-muted-foreground">{t('signup.privacy')}</p>
      </AuthForm>
    </AuthLayout>
  );
}
