// /forgot-password (spec sections 2, 4, 5, 7, 8): email -> 6-character code -> new password, then
// back to the login screen after RESET_REDIRECT_MS.

import { RESET_CODE_LENGTH, RESET_CODE_TTL_MINUTES, RESET_REDIRECT_MS } from '@domain/constants';
import { MSG } from '@domain/messages';
import { forgotPasswordSchema, newPasswordFormSchema, verifyResetCodeSchema } from '@domain/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Check, CircleCheck, KeyRound, MailCheck, RotateCw, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/skeleton';
import { useRequestResetCode } from '@/features/auth/api/request-reset-code';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { useVerifyResetCode } from '@/features/auth/api/verify-reset-code';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { AuthLayout, authLinkClass } from './auth-layout';
import { controlProps, fieldStates } from './field-states';
import { PasswordInput } from './password-input';

const TEXT = {
  codeSent: 'Reset code sent',
  codeResent: 'New code sent',
  codeVerified: 'Code verified',
  codeVerifiedDescription: 'Now choose a new password.',
  resetDone: 'Password reset successful',
  resetDoneDescription: 'You can now sign in with your new password.',
  sendFailed: 'Failed to send reset code',
  resetFailed: 'Failed to reset password',
};

type Step = 'email' | 'code' | 'password' | 'done';
const STEPS: ReadonlyArray<{ step: Exclude<Step, 'done'>; label: string }> = [
  { step: 'email', label: 'Email' },
  { step: 'code', label: 'Verify code' },
  { step: 'password', label: 'New password' },
];

const HEADINGS: Record<Step, { title: string; description: string }> = {
  email: {
    title: 'Forgot your password?',
    description: 'Enter the email of your account and we will send you a 6-character reset code.',
  },
  code: { title: 'Check your email', description: '' },
  password: { title: 'Choose a new password', description: 'Use at least 6 characters.' },
  done: { title: 'All set!', description: 'Your password has been changed.' },
};

const failToast = (error: unknown, fallback: string) =>
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

export default function ForgotPasswordPage() {
  useDocumentTitle('Reset Password');
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const heading = HEADINGS[step];

  return (
    <AuthLayout
      aside={<StepIndicator current={step} />}
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
        <EmailStep
          initialEmail={email}
          onSent={(sentTo) => {
            setEmail(sentTo);
            setStep('code');
          }}
        />
      ) : step === 'code' ? (
        <CodeStep
          email={email}
          initialCode={code}
          onBack={() => setStep('email')}
          onVerified={(verified) => {
            setCode(verified);
            setStep('password');
          }}
        />
      ) : step === 'password' ? (
        <PasswordStep
          email={email}
          code={code}
          onBack={() => setStep('code')}
          onDone={() => setStep('done')}
        />
      ) : (
        <DoneStep />
      )}
    </AuthLayout>
  );
}

const StepIndicator = ({ current }: { current: Step }) => {
  const index = current === 'done' ? STEPS.length : STEPS.findIndex((s) => s.step === current);
  return (
    <nav aria-label="Password reset progress" className="mb-7">
      <ol className="grid grid-cols-3 gap-2">
        {STEPS.map(({ step, label }, i) => {
          const done = i < index;
          const active = i === index;
          return (
            <li key={step} aria-current={active ? 'step' : undefined}>
              <span
                aria-hidden="true"
                className={cn(
                  'block h-1.5 rounded-full transition-colors',
                  done ? 'bg-primary' : active ? 'bg-accent' : 'bg-border',
                )}
              />
              <span
                className={cn(
                  'mt-2 flex items-center gap-1.5 text-xs font-semibold sm:text-sm',
                  active || done ? 'text-foreground' : 'text-muted-foreground',
                )}
              >
                {done ? (
                  <Check aria-hidden="true" className="size-3.5 text-primary" />
                ) : (
                  <span aria-hidden="true">{i + 1}.</span>
                )}
                {label}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
};

/** Step 1: the account's email; POST /api/auth/forgot-password. */
const EmailStep = ({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) => {
  const request = useRequestResetCode();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: initialEmail },
  });
  useEffect(() => setFocus('email'), [setFocus]);
  const fields = fieldStates('reset', ['email'], { email: errors.email?.message });

  const onValid = ({ email }: { email: string }) =>
    request.mutate(
      { email },
      {
        onSuccess: () => {
          toast({
            title: TEXT.codeSent,
            description: `If an account exists for ${email}, a reset code is on its way.`,
            variant: 'success',
          });
          onSent(email);
        },
        onError: (error) => failToast(error, TEXT.sendFailed),
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-5" aria-busy={request.isPending}>
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
      <Button type="submit" size="lg" disabled={request.isPending} className="w-full">
        <Send aria-hidden="true" />
        {request.isPending ? 'Sending code...' : 'Send Reset Code'}
      </Button>
    </form>
  );
};

/** Step 2: the emailed code, upper-cased as it is typed; POST /api/auth/verify-reset-code {code, email}. */
const CodeStep = ({
  email,
  initialCode,
  onBack,
  onVerified,
}: {
  email: string;
  initialCode: string;
  onBack: () => void;
  onVerified: (code: string) => void;
}) => {
  const verify = useVerifyResetCode();
  const resend = useRequestResetCode();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof verifyResetCodeSchema>, unknown, z.output<typeof verifyResetCodeSchema>>({
    resolver: zodResolver(verifyResetCodeSchema),
    defaultValues: { code: initialCode },
  });
  useEffect(() => setFocus('code'), [setFocus]);
  const fields = fieldStates('reset', ['code'], { code: errors.code?.message });
  const codeField = register('code');

  const onValid = ({ code }: { code: string }) =>
    verify.mutate(
      { code, email },
      {
        onSuccess: () => {
          toast({ title: TEXT.codeVerified, description: TEXT.codeVerifiedDescription, variant: 'success' });
          onVerified(code);
        },
        onError: (error) => {
          setError('code', { message: errorMessage(error, MSG.invalidCode) }, { shouldFocus: true });
          failToast(error, MSG.invalidCode);
        },
      },
    );

  const onResend = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () =>
          toast({
            title: TEXT.codeResent,
            description: `A new code is on its way to ${email}.`,
            variant: 'success',
          }),
        onError: (error) => failToast(error, TEXT.sendFailed),
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-5" aria-busy={verify.isPending}>
      <Field
        id={fields.code.id}
        label="Verification code"
        error={fields.code.message}
        hint="Letters and numbers, as written in the email."
      >
        <Input
          {...codeField}
          {...controlProps(fields.code)}
          aria-describedby={fields.code.describedBy ?? `${fields.code.id}-hint`}
          onChange={(event) => {
            event.target.value = event.target.value
              .toUpperCase()
              .replace(/[^A-Z0-9]/g, '')
              .slice(0, RESET_CODE_LENGTH);
            void codeField.onChange(event);
          }}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={RESET_CODE_LENGTH}
          placeholder="ABC123"
          aria-required="true"
          className="h-14 text-center font-mono text-2xl font-semibold tracking-[0.5em] uppercase placeholder:tracking-[0.5em] placeholder:text-muted-foreground/40 sm:text-2xl"
        />
      </Field>
      <Button type="submit" size="lg" disabled={verify.isPending} className="w-full">
        <KeyRound aria-hidden="true" />
        {verify.isPending ? 'Verifying...' : 'Verify Code'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <Button variant="ghost" size="sm" onClick={onBack} className="-ml-3">
          <ArrowLeft aria-hidden="true" />
          Use a different email
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onResend}
          disabled={resend.isPending}
          className="-mr-3 text-primary"
        >
          <RotateCw aria-hidden="true" className={cn(resend.isPending && 'animate-spin')} />
          {resend.isPending ? 'Sending...' : 'Resend code'}
        </Button>
      </div>
    </form>
  );
};

/** Step 3: the new password twice; POST /api/auth/reset-password {code, email, newPassword}. */
const PasswordStep = ({
  email,
  code,
  onBack,
  onDone,
}: {
  email: string;
  code: string;
  onBack: () => void;
  onDone: () => void;
}) => {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof newPasswordFormSchema>, unknown, z.output<typeof newPasswordFormSchema>>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  useEffect(() => setFocus('newPassword'), [setFocus]);
  const fields = fieldStates('reset', ['newPassword', 'confirmPassword'], {
    newPassword: errors.newPassword?.message,
    confirmPassword: errors.confirmPassword?.message,
  });

  const onValid = ({ newPassword }: { newPassword: string }) =>
    reset.mutate(
      { code, email, newPassword },
      {
        onSuccess: () => {
          toast({ title: TEXT.resetDone, description: TEXT.resetDoneDescription, variant: 'success' });
          onDone();
        },
        onError: (error) => failToast(error, TEXT.resetFailed),
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-5" aria-busy={reset.isPending}>
      <Field id={fields.newPassword.id} label="New password" error={fields.newPassword.message}>
        <PasswordInput
          {...register('newPassword')}
          {...controlProps(fields.newPassword)}
          autoComplete="new-password"
          aria-required="true"
        />
      </Field>
      <Field
        id={fields.confirmPassword.id}
        label="Confirm new password"
        error={fields.confirmPassword.message}
      >
        <PasswordInput
          {...register('confirmPassword')}
          {...controlProps(fields.confirmPassword)}
          autoComplete="new-password"
          aria-required="true"
        />
      </Field>
      <Button type="submit" size="lg" disabled={reset.isPending} className="w-full">
        <MailCheck aria-hidden="true" />
        {reset.isPending ? 'Resetting...' : 'Reset Password'}
      </Button>
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-3 justify-self-start">
        <ArrowLeft aria-hidden="true" />
        Back to the code
      </Button>
    </form>
  );
};

/** Done: the spec's pause, then the login screen. */
const DoneStep = () => {
  const [, navigate] = useLocation();
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    linkRef.current?.focus();
    const timer = window.setTimeout(() => navigate('/login'), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="grid justify-items-center gap-4 rounded-2xl bg-success/8 px-6 py-8 text-center">
      <CircleCheck aria-hidden="true" className="size-12 text-success" />
      <p role="status" className="font-semibold text-foreground">
        {TEXT.resetDone}
      </p>
      <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4 text-primary" label="Redirecting" />
        Taking you to sign in...
      </p>
      <Link ref={linkRef} href="/login" className={authLinkClass}>
        Sign in now
      </Link>
    </div>
  );
};
