// Password reset step 3: the new password twice; POST /api/auth/reset-password {code, email, newPassword}.

import { newPasswordFormSchema } from '@domain/schemas/auth';
import { MailCheck } from 'lucide-react';
import { useEffect } from 'react';

import { toast } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { useResetPassword } from '../api/reset-password';
import { useAuthText } from '../messages';
import { AuthSubmitButton, PasswordField } from './auth-fields';
import { AuthForm } from './auth-form';
import { BackToStep, type ResetFlow } from './reset-step-form';
import { resetFailToast, resetText, resetToast } from './reset-texts';

export const ResetPasswordStep = ({ flow }: { flow: ResetFlow }) => {
  const { t } = useAuthText();
  const reset = useResetPassword();
  const form = useZodForm(newPasswordFormSchema, { defaultValues: { newPassword: '', confirmPassword: '' } });
  useEffect(() => form.setFocus('newPassword'), [form]);

  const onValid = ({ newPassword }: { newPassword: string }) =>
    reset.mutate(
      { code: flow.code, email: flow.email, newPassword },
      {
        onSuccess: () => {
          toast({ ...resetToast('resetDone'), variant: 'success' });
          flow.goTo('done');
        },
        onError: (error) => resetFailToast(error, resetText('resetFailed')),
      },
    );

  return (
    <AuthForm form={form} idPrefix="reset" onValid={onValid} pending={reset.isPending} sharedMessagesOnce>
      <PasswordField name="newPassword" label={t('reset.newPassword')} autoComplete="new-password" />
      <PasswordField
        name="confirmPassword"
        label={t('reset.confirmNewPassword')}
        autoComplete="new-password"
      />
      <AuthSubmitButton
        pending={reset.isPending}
        icon={<MailCheck aria-hidden="true" />}
        label={t('reset.submit')}
        pendingLabel={t('reset.submitting')}
      />
      <BackToStep
        onBack={() => flow.goTo('code')}
        label={t('reset.backToCode')}
        className="-ml-3 justify-self-start"
      />
    </AuthForm>
  );
};
