// What the guest's Make Payment and the desk's Record Payment (and the walk-in booking and Record Refund)
// share: the dialog with the reservation's money above the form, the amount and transaction id fields, and
// the cap on the amount. The fields take their form from the FormDialog around them.

import type { ReservationDto } from '@domain/api-types';
import { formatPesos } from '@domain/money';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormFieldItem } from '@/components/ui/form';
import { DialogFacts, FormDialog, type FormDialogBodyProps } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { PAYMENT_WORDS, type PaymentWords } from './payment-words';

export type { PaymentWords };

const peso = (amount: string) => formatPesos(amount, { cents: true });

/** A payment form's starting values: the amount and method it suggests, and no transaction id yet. */
export const paymentDefaults = <TMethod extends string>(
  reservationId: string,
  amount: string,
  paymentMethod: TMethod,
) => ({ reservationId, amount, paymentMethod, transactionId: '' });

/** The success toast of both payment forms. */
export const showPaymentRecorded = (description: string, title = PAYMENT_WORDS.recorded) =>
  toast({ title, description, variant: 'success' });

/** A payment schema that also refuses an amount (in centavos) above `most`, saying `message` on the field. */
export const amountAtMost = <T extends z.ZodType<{ amount: number }>>(
  schema: T,
  most: number,
  message: string,
) =>
  schema.superRefine((value, ctx) => {
    if (value.amount > most) ctx.addIssue({ code: 'custom', path: ['amount'], message });
  });

type BalanceReservation = Pick<ReservationDto, 'totalAmount' | 'paidAmount' | 'balance'>;

/** Total, paid and balance of the reservation the payment is for. */
export const BalanceFacts = ({
  reservation,
  words = PAYMENT_WORDS,
}: {
  reservation: BalanceReservation;
  words?: PaymentWords;
}) => (
  <DialogFacts
    className="grid-cols-3 text-center"
    facts={[
      { label: words.total, value: peso(reservation.totalAmount), valueClassName: 'tabular-nums' },
      { label: words.paid, value: peso(reservation.paidAmount), valueClassName: 'tabular-nums text-success' },
      { label: words.balance, value: peso(reservation.balance), valueClassName: 'tabular-nums text-primary' },
    ]}
  />
);

/** The amount in pesos, typed as the guest or clerk reads it ('4500' or '4,500.50'). */
export const AmountField = ({
  description,
  label = PAYMENT_WORDS.amount,
}: {
  description: string;
  label?: string;
}) => (
  <FormFieldItem
    name="amount"
    label={label}
    description={description}
    render={(field) => (
      <Input {...field} value={String(field.value ?? '')} inputMode="decimal" autoComplete="off" />
    )}
  />
);

/** The GCash or bank reference, card slip or receipt number of a payment. */
export const TransactionIdField = ({
  label,
  id,
  description,
}: {
  label: string;
  id?: string;
  description?: string;
}) => (
  <FormFieldItem
    name="transactionId"
    id={id}
    label={label}
    description={description}
    render={(field) => <Input {...field} autoComplete="off" maxLength={100} />}
  />
);

/**
 * Make Payment and Record Payment: the reservation's money above the fields, a Record Payment button, and
 * the 'Payment Recorded' toast saying `sentMessage(values)` once `send` succeeded.
 */
export const PaymentFormDialog = <TInput extends FieldValues, TOutput>({
  reservation,
  send,
  sentMessage,
  failure,
  words = PAYMENT_WORDS,
  ...dialog
}: Omit<
  FormDialogBodyProps<TInput, TOutput>,
  'onValid' | 'onCancel' | 'summary' | 'submitLabel' | 'pendingLabel'
> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reservation: BalanceReservation;
  send: (values: TOutput) => Promise<unknown>;
  sentMessage: (values: TOutput) => string;
  failure: string;
  words?: PaymentWords;
}) => (
  <FormDialog
    {...dialog}
    send={send}
    onSent={(_, values) => showPaymentRecorded(sentMessage(values), words.recorded)}
    failure={failure}
    summary={<BalanceFacts reservation={reservation} words={words} />}
    submitLabel={words.submit}
    pendingLabel={words.pending}
  />
);
