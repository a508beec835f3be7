// Why the desk made a change (a refund, a removed discount, a confirmation without the down payment, a
// rejected payment): kept in the booking's history or sent to the guest, at most 300 characters as the
// schemas allow. The field takes its form from the FormDialog around it; ReasonDialog is a dialog that
// asks for nothing else.

import type { ReactNode } from 'react';
import { z } from 'zod';
import { FormFieldItem, toastFirstError } from '@/components/ui/form';
import {
  type DialogState,
  FormDialog,
  type FormDialogProps,
  mountedWhileOpen,
} from '@/components/ui/form-dialog';
import { Input, Textarea } from '@/components/ui/input';
import { useZodForm } from '@/hooks/use-zod-form';

type ReasonFieldProps = {
  name?: string;
  label?: string;
  description: ReactNode;
  rows?: number;
};

/** One line by default; `rows` for a longer note. */
export const ReasonField = ({ name = 'reason', label = 'Reason', description, rows }: ReasonFieldProps) => (
  <FormFieldItem
    name={name}
    label={label}
    description={description}
    render={(field) =>
      rows ? (
        <Textarea {...field} rows={rows} maxLength={300} />
      ) : (
        <Input {...field} autoComplete="off" maxLength={300} />
      )
    }
  />
);

type ReasonDialogProps = DialogState &
  Pick<
    FormDialogProps<Record<string, string>, Record<string, string>>,
    | 'idPrefix'
    | 'testId'
    | 'title'
    | 'description'
    | 'summary'
    | 'submitLabel'
    | 'pendingLabel'
    | 'cancelLabel'
  > & {
    pending: boolean;
    /** The reason's rule: required or optional, the spec's message. */
    rule: z.ZodType<string, string>;
    field: ReasonFieldProps;
    /** Called with the checked reason; the caller sends it and closes the dialog. */
    onReason: (reason: string) => void;
    /** Below the field. */
    note?: ReactNode;
  };

const ReasonForm = ({ rule, field, onReason, note, ...dialog }: ReasonDialogProps) => {
  const name = field.name ?? 'reason';
  const form = useZodForm(z.object({ [name]: rule }), { defaultValues: { [name]: '' } });
  return (
    <FormDialog
      {...dialog}
      form={form}
      onValid={(values) => onReason(values[name] ?? '')}
      onInvalid={toastFirstError([name])}
    >
      <ReasonField rows={2} {...field} />
      {note}
    </FormDialog>
  );
};

/** Mounted only while open, so every opening starts with an empty reason. */
export const ReasonDialog = mountedWhileOpen(ReasonForm);
