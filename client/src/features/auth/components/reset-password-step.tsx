// Password reset step 3: the new password twice; POST /api/auth/reset-password {code, email, newPassword}.

import { newPasswordFormSchema } from '@domain/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useResetPassword } from '../api/reset-password';
import { AuthSubmitButton, PasswordField } from './auth-fields';
import { ResetStepForm } from './reset-step-form';
import { RESET_TEXT, resetFailToast } from './reset-texts';

export const ResetPasswordStep = ({
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
  const form = useForm<
    z.input<typeof newPasswordFormSchema>,
    unknown,
    z.output<typeof newPasswordFormSchema>
  >({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  useEffect(() => form.setFocus('newPassword'), [form]);

  const onValid = ({ newPassword }: { newPassword: string }) =>
    reset.mutate(
      { code, email, newPassword },
      {
        onSuccess: () => {
          toast({
            title: RESET_TEXT.resetDone,
            description: RESET_TEXT.resetDoneDescription,
            variant: 'success',
          });
          onDone();
        },
        onError: (error) => resetFailToast(error, RESET_TEXT.resetFailed),
      },
    );

  return (
    <ResetStepForm form={form} onValid={onValid} pending={reset.isPending} sharedMessagesOnce>
      <PasswordField name="newPassword" label="New password" autoComplete="new-password" />
      <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
      <AuthSubmitButton
        pending={reset.isPending}
        icon={<MailCheck aria-hidden="true" />}
        label="Reset Password"
        pendingLabel="Resetting..."
      />
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-3 justify-self-start">
        <ArrowLeft aria-hidden="true" />
        Back to the code
      </Button>
    </ResetStepForm>
  );
};
