// /forgot-password (spec sections 2, 4, 5, 7, 8): email -> 6-character code -> new password, then
// back to the login screen after RESET_REDIRECT_MS. Each step is its own form (reset-*-step.tsx).

import { RESET_CODE_LENGTH, RESET_CODE_TTL_MINUTES } from '@domain/constants';
import { Link } from 'wouter';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { AuthLayout, authLinkClass } from './auth-layout';
import { ResetCodeStep } from './reset-code-step';
import { ResetDoneStep } from './reset-done-step';
import { ResetEmailStep } from './reset-email-step';
import { ResetPasswordStep } from './reset-password-step';
import { useResetFlow } from './reset-step-form';
import { type ResetStep, ResetStepIndicator } from './reset-step-indicator';

const HEADINGS: Record<ResetStep, { title: string; description: string }> = {
  email: {
    title: 'Forgot your password?',
    description: 'Enter the email of your account and we will send you a 6-character reset code.',
  },
  code: { title: 'Check your email', description: '' },
  password: { title: 'Choose a new password', description: 'Use at least 6 characters.' },
  done: { title: 'All set!', description: 'Your password has been changed.' },
};

export default function ForgotPasswordPage() {
  useDocumentTitle('Reset Password');
  const flow = useResetFlow();
  const { step, email } = flow;
  const heading = HEADINGS[step];

  return (
    <AuthLayout
      aside={<ResetStepIndicator current={step} />}
      title={heading.title}
      description={
        step === 'code' ? (
          <>
            We sent a {RESET_CODE_LENGTH}-character code to{' '}
            <strong className="font-semibold text-foreground">{email}</strong>. It expires in{' '}
            {RESET_CODE_TTL_MINUTES} minutes.
          </>
        ) : (
          heading.description
        )
      }
      footer={
        step === 'done' ? null : (
          <>
            Remembered it?{' '}
            <Link href="/login" className={authLinkClass}>
              Back to sign in
            </Link>
          </>
        )
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
