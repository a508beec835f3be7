// Password reset step 1: the account's email; POST /api/auth/forgot-password.

import { forgotPasswordSchema } from '@domain/schemas/auth';
import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { EmailField } from '@/components/email-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { useAuthText } from '../messages';
import { AuthSubmitButton } from './auth-fields';
import { AuthForm } from './auth-form';
import { type ResetFlow, useSendResetCode } from './reset-step-form';
import { resetToast } from './reset-texts';

export const ResetEmailStep = ({ flow }: { flow: ResetFlow }) => {
  const { t } = useAuthText();
  const request = useSendResetCode();
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: flow.email } });
  useEffect(() => form.setFocus('email'), [form]);

  const onValid = ({ email }: { email: string }) =>
    request.send(email, resetToast('codeSent', { email }), () => flow.goTo('code', { email }));

  return (
    <AuthForm form={form} idPrefix="reset" onValid={onValid} pending={request.isPending}>
      <EmailField />
      <AuthSubmitButton
        pending={request.isPending}
        icon={<Send aria-hidden="true" />}
        label={t('reset.sendCode')}
        pendingLabel={t('reset.sendingCode')}
      />
    </AuthForm>
  );
};
