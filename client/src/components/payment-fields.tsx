// What the guest's Make Payment and the desk's Record Payment (and the walk-in booking) share: the
// reservation's money above the form, and the amount and transaction id fields. The fields take their
// form from the FormDialog around them.

import type { ReservationDto } from '@domain/api-types';
import { formatPesos } from '@domain/money';
import { FormFieldItem } from '@/components/ui/form';
import { DialogFacts } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';

const peso = (amount: string) => formatPesos(amount, { cents: true });

/** A payment form's starting values: the amount and method it suggests, and no transaction id yet. */
export const paymentDefaults = <TMethod extends string>(
  reservationId: string,
  amount: string,
  paymentMethod: TMethod,
) => ({ reservationId, amount, paymentMethod, transactionId: '' });

/** The success toast of both payment forms. */
export const showPaymentRecorded = (description: string) =>
  toast({ title: 'Payment Recorded', description, variant: 'success' });

/** Total, paid and balance of the reservation the payment is for. */
export const BalanceFacts = ({
  reservation,
}: {
  reservation: Pick<ReservationDto, 'totalAmount' | 'paidAmount' | 'balance'>;
}) => (
  <DialogFacts
    className="grid-cols-3 text-center"
    facts={[
      { label: 'Total', value: peso(reservation.totalAmount), valueClassName: 'tabular-nums' },
      { label: 'Paid', value: peso(reservation.paidAmount), valueClassName: 'tabular-nums text-success' },
      { label: 'Balance', value: peso(reservation.balance), valueClassName: 'tabular-nums text-primary' },
    ]}
  />
);

/** The amount in pesos, typed as the guest or clerk reads it ('4500' or '4,500.50'). */
export const AmountField = ({ description }: { description: string }) => (
  <FormFieldItem
    name="amount"
    label="Amount (₱)"
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
