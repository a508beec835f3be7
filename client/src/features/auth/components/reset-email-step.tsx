// Password reset step 1: the account's email; POST /api/auth/forgot-password.

import { forgotPasswordSchema } from '@domain/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AuthSubmitButton, EmailField } from './auth-fields';
import { ResetStepForm, useSendResetCode } from './reset-step-form';
import { RESET_TEXT } from './reset-texts';

export const ResetEmailStep = ({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string) => void;
}) => {
  const request = useSendResetCode();
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: initialEmail },
  });
  useEffect(() => form.setFocus('email'), [form]);

  const onValid = ({ email }: { email: string }) =>
    request.send(
      email,
      {
        title: RESET_TEXT.codeSent,
        description: `If an account exists for ${email}, a reset code is on its way.`,
      },
      () => onSent(email),
    );

  return (
    <ResetStepForm form={form} onValid={onValid} pending={request.isPending}>
      <EmailField />
      <AuthSubmitButton
        pending={request.isPending}
        icon={<Send aria-hidden="true" />}
        label="Send Reset Code"
        pendingLabel="Sending code..."
      />
    </ResetStepForm>
  );
};
