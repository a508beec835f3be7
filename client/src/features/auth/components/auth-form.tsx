import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Form } from '@/components/ui/form';

/**
 * The form of every sign-in, sign-up and password-reset step: ids `<idPrefix>-<field>`, the spec's own
 * messages instead of the browser's bubbles (noValidate), busy while its request runs.
 */
export const AuthForm = <TInput extends FieldValues, TOutput>({
  form,
  idPrefix,
  onValid,
  pending,
  sharedMessagesOnce,
  children,
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  idPrefix: string;
  onValid: SubmitHandler<TOutput>;
  pending: boolean;
  sharedMessagesOnce?: boolean;
  children: ReactNode;
}) => (
  <Form form={form} idPrefix={idPrefix} sharedMessagesOnce={sharedMessagesOnce}>
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-5" aria-busy={pending}>
      {children}
    </form>
  </Form>
);
