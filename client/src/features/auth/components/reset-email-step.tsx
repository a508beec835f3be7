// Password reset step 1: the account's email; POST /api/auth/forgot-password.

import { forgotPasswordSchema } from '@domain/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Form } from '@/components/ui/form';
import { useRequestResetCode } from '../api/request-reset-code';
import { toast } from '@/hooks/use-toast';
import { AuthSubmitButton, EmailField } from './auth-fields';
import { RESET_TEXT, resetFailToast } from './reset-texts';

export const ResetEmailStep = ({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string) => void;
}) => {
  const request = useRequestResetCode();
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: initialEmail },
  });
  useEffect(() => form.setFocus('email'), [form]);

  const onValid = ({ email }: { email: string }) =>
    request.mutate(
      { email },
      {
        onSuccess: () => {
          toast({
            title: RESET_TEXT.codeSent,
            description: `If an account exists for ${email}, a reset code is on its way.`,
            variant: 'success',
          });
          onSent(email);
        },
        onError: (error) => resetFailToast(error, RESET_TEXT.sendFailed),
      },
    );

  return (
    <Form form={form} idPrefix="reset">
      <form
        noValidate
        onSubmit={form.handleSubmit(onValid)}
        className="grid gap-5"
        aria-busy={request.isPending}
      >
        <EmailField />
        <AuthSubmitButton
          pending={request.isPending}
          icon={<Send aria-hidden="true" />}
          label="Send Reset Code"
          pendingLabel="Sending code..."
        />
      </form>
    </Form>
  );
};
