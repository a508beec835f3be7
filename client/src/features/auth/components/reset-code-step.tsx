// Password reset step 2: the emailed code, upper-cased as it is typed;
// POST /api/auth/verify-reset-code {code, email}. A new code can be sent from here.

import { RESET_CODE_LENGTH } from '@domain/constants';
import { MSG } from '@domain/messages';
import { verifyResetCodeSchema } from '@domain/schemas/auth';
import { KeyRound, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { fieldFor } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useVerifyResetCode } from '../api/verify-reset-code';
import { useAuthText } from '../messages';
import { AuthSubmitButton } from './auth-fields';
import { AuthForm } from './auth-form';
import { BackToStep, type ResetFlow, useSendResetCode } from './reset-step-form';
import { resetFailToast, resetToast } from './reset-texts';

/** What the code field keeps of what is typed: letters and digits, upper case, at most the code's length. */
const asCode = (typed: string) =>
  typed
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, RESET_CODE_LENGTH);

const Field = fieldFor<z.input<typeof verifyResetCodeSchema>>();

export const ResetCodeStep = ({ flow }: { flow: ResetFlow }) => {
  const { t } = useAuthText();
  const { email } = flow;
  const verify = useVerifyResetCode();
  const resend = useSendResetCode();
  const form = useZodForm(verifyResetCodeSchema, { defaultValues: { code: flow.code } });
  useEffect(() => form.setFocus('code'), [form]);

  const onValid = ({ code }: { code: string }) =>
    verify.mutate(
      { code, email },
      {
        onSuccess: () => {
          toast({ ...resetToast('codeVerified'), variant: 'success' });
          flow.goTo('password', { code });
        },
        onError: (error) => {
          form.setError('code', { message: errorMessage(error, MSG.invalidCode) }, { shouldFocus: true });
          resetFailToast(error, MSG.invalidCode);
        },
      },
    );

  const onResend = () => resend.send(email, resetToast('codeResent', { email }));

  return (
    <AuthForm form={form} idPrefix="reset" onValid={onValid} pending={verify.isPending}>
      <Field
        name="code"
        label={t('reset.code')}
        description={t('reset.codeHelp')}
        render={(field) => (
          <Input
            {...field}
            onChange={(event) => field.onChange(asCode(event.target.value))}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={RESET_CODE_LENGTH}
            placeholder="ABC123"
            aria-required="true"
            className="h-14 text-center font-mono text-2xl font-semibold tracking-[0.5em] uppercase placeholder:tracking-[0.5em] placeholder:text-muted-foreground/40 sm:text-2xl"
          />
        )}
      />
      <AuthSubmitButton
        pending={verify.isPending}
        icon={<KeyRound aria-hidden="true" />}
        label={t('reset.verify')}
        pendingLabel={t('reset.verifying')}
      />
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <BackToStep onBack={() => flow.goTo('email')} label={t('reset.otherEmail')} className="-ml-3" />
        <Button
          variant="ghost"
          size="sm"
          onClick={onResend}
          disabled={resend.isPending}
          className="-mr-3 text-primary"
        >
          <RotateCw aria-hidden="true" className={cn(resend.isPending && 'animate-spin')} />
          {resend.isPending ? t('reset.resending') : t('reset.resend')}
        </Button>
      </div>
    </AuthForm>
  );
};
