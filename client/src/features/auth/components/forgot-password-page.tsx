// /forgot-password (spec sections 2, 4, 5, 7, 8): email -> 6-character code -> new password, then
// back to the login screen after RESET_REDIRECT_MS. Each step is its own form (reset-*-step.tsx).

import { RESET_CODE_LENGTH, RESET_CODE_TTL_MINUTES } from '@domain/constants';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { useAuthText } from '../messages';
import { AuthLayout } from './auth-layout';
import { ResetCodeStep } from './reset-code-step';
import { ResetDoneStep } from './reset-done-step';
import { ResetEmailStep } from './reset-email-step';
import { ResetPasswordStep } from './reset-password-step';
import { useResetFlow } from './reset-step-form';
import { type ResetStep, ResetStepIndicator } from './reset-step-indicator';

/** Each step's heading and lead, as message keys (the code step's lead names the email). */
const HEADINGS: Record<ResetStep, { title: string; description: string }> = {
  email: { title: 'reset.emailTitle', description: 'reset.emailText' },
  code: { title: 'reset.codeTitle', description: '' },
  password: { title: 'reset.passwordTitle', description: 'reset.passwordText' },
  done: { title: 'reset.doneTitle', description: 'reset.doneText' },
};

export default function ForgotPasswordPage() {
  const { t } = useAuthText();
  useDocumentTitle(t('reset.documentTitle'));
  const flow = useResetFlow();
  const { step, email } = flow;
  const heading = HEADINGS[step];

  return (
    <AuthLayout
      aside={<ResetStepIndicator current={step} />}
      title={t(heading.title)}
      description={
        step === 'code' ? (
          <>
            {t('reset.codeSent', { length: RESET_CODE_LENGTH })}{' '}
            <strong className="font-semibold text-foreground">{email}</strong>
            {t('reset.codeExpires', { minutes: RESET_CODE_TTL_MINUTES })}
          </>
        ) : (
          t(heading.description)
        )
      }
      footer={
        step === 'done'
          ? null
          : { question: t('reset.remembered'), href: '/login', link: t('reset.backToSignIn') }
      }
    >
      {step === 'email' ? (
        <ResetEmailStep flow={flow} />
      ) : step === 'code' ? (
        <ResetCodeStep flow={flow} />
      ) : step === 'password' ? (
        <ResetPasswordStep flow={flow} />
      ) : (
        <ResetDoneStep />
      )}
    </AuthLayout>
  );
}
