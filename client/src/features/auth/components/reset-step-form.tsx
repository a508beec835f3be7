// What the password reset steps share: the form each step is (ids `reset-<field>`, busy while its
// request runs) and sending a reset code (step 1, and "send a new code" in step 2).

import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Form } from '@/components/ui/form';
import { toast } from '@/hooks/use-toast';
import { useRequestResetCode } from '../api/request-reset-code';
import { RESET_TEXT, resetFailToast } from './reset-texts';

export const ResetStepForm = <TInput extends FieldValues, TOutput>({
  form,
  onValid,
  pending,
  sharedMessagesOnce,
  children,
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onValid: SubmitHandler<TOutput>;
  pending: boolean;
  sharedMessagesOnce?: boolean;
  children: ReactNode;
}) => (
  <Form form={form} idPrefix="reset" sharedMessagesOnce={sharedMessagesOnce}>
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-5" aria-busy={pending}>
      {children}
    </form>
  </Form>
);

/**
 * POST /api/auth/forgot-password: `send(email, sentToast, onSent)` shows `sentToast` as a success and
 * calls `onSent` once the code is on its way, or shows why it is not.
 */
export const useSendResetCode = () => {
  const request = useRequestResetCode();
  const send = (email: string, sentToast: { title: string; description: string }, onSent?: () => void) =>
    request.mutate(
      { email },
      {
        onSuccess: () => {
          toast({ ...sentToast, variant: 'success' });
          onSent?.();
        },
        onError: (error) => resetFailToast(error, RESET_TEXT.sendFailed),
      },
    );
  return { send, isPending: request.isPending };
};
