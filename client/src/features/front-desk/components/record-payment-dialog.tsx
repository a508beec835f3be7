// Record Payment at the desk: money received in person (cash, card, GCash, PayMaya, bank transfer) counts
// as paid at once. The amount starts at the balance and may not exceed it; the transaction id is the
// GCash/bank reference or, for cash, the official receipt number.

import type { ReservationDto } from '@domain/api-types';
import { formatPeso, toCentavos, toDecimalString } from '@domain/money';
import { deskPaymentSchema } from '@domain/schemas/staff';
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
import { useRecordDeskPayment } from '../api/record-desk-payment';
import { PAYMENT_TEXT } from '../lib/action-messages';
import { guestName } from '../lib/front-desk-view';
import { DESK_PAYMENT_METHODS } from '../lib/walk-in-form';

const peso = (amount: string) => formatPeso(amount, { cents: true });

const schemaFor = (balanceCentavos: number) =>
  deskPaymentSchema.superRefine((value, ctx) => {
    if (value.amount > balanceCentavos)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `The amount is more than the balance of ${formatPeso(balanceCentavos, { cents: true, fromCentavos: true })}`,
      });
  });

type PaymentInput = z.input<typeof deskPaymentSchema>;
type PaymentOutput = z.output<typeof deskPaymentSchema>;

export const RecordPaymentDialog = ({
  reservation,
  open,
  onOpenChange,
}: {
  reservation: ReservationDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    {open ? <RecordPaymentForm reservation={reservation} onDone={() => onOpenChange(false)} /> : null}
  </Dialog>
);

const RecordPaymentForm = ({ reservation, onDone }: { reservation: ReservationDto; onDone: () => void }) => {
  const record = useRecordDeskPayment();
  const balanceCentavos = toCentavos(reservation.balance);
  const form = useForm<PaymentInput, unknown, PaymentOutput>({
    resolver: zodResolver(schemaFor(balanceCentavos)),
    defaultValues: {
      reservationId: reservation.id,
      amount: balanceCentavos > 0 ? toDecimalString(balanceCentavos) : '',
      paymentMethod: 'cash',
      transactionId: '',
    },
  });
  const { errors } = form.formState;
  const id = `pay-${reservation.id.slice(0, 8)}`;

  const onValid = async (values: PaymentOutput) => {
    if (record.isPending) return;
    try {
      await record.mutateAsync({
        reservationId: values.reservationId,
        amount: toDecimalString(values.amount),
        paymentMethod: values.paymentMethod,
        transactionId: values.transactionId,
      });
      toast({
        title: 'Payment Recorded',
        description: `${formatPeso(values.amount, { cents: true, fromCentavos: true })} received for ${reservation.referenceCode}.`,
        variant: 'success',
      });
      onDone();
    } catch (failure) {
      showActionError(failure, PAYMENT_TEXT.recordFailed);
    }
  };

  const onInvalid = (invalid: typeof errors) => {
    const message =
      invalid.amount?.message ?? invalid.paymentMethod?.message ?? invalid.transactionId?.message;
    if (message) toast({ title: 'Error', description: message, variant: 'destructive' });
  };

  return (
    <DialogContent
      onInteractOutside={(event) => record.isPending && event.preventDefault()}
      onEscapeKeyDown={(event) => record.isPending && event.preventDefault()}
    >
      <DialogHeader>
        <DialogTitle>Record Payment</DialogTitle>
        <DialogDescription>
          Money received at the desk for {guestName(reservation.user)} · {reservation.room.name} · Ref{' '}
          {reservation.referenceCode}. It counts as paid straight away.
        </DialogDescription>
      </DialogHeader>

      <dl className="grid grid-cols-3 gap-2 rounded-xl bg-muted/70 p-3 text-center text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Total</dt>
          <dd className="font-semibold tabular-nums">{peso(reservation.totalAmount)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Paid</dt>
          <dd className="font-semibold tabular-nums text-success">{peso(reservation.paidAmount)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Balance</dt>
          <dd className="font-semibold tabular-nums text-primary">{peso(reservation.balance)}</dd>
        </div>
      </dl>

      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id={`${id}-amount`}
            label="Amount (₱)"
            error={errors.amount?.message}
            hint="Prefilled with the balance."
          >
            <Input
              id={`${id}-amount`}
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={Boolean(errors.amount)}
              aria-describedby={errors.amount ? `${id}-amount-error` : `${id}-amount-hint`}
              {...form.register('amount')}
            />
          </Field>
          <Field id={`${id}-method`} label="Payment method" error={errors.paymentMethod?.message}>
            <NativeSelect id={`${id}-method`} {...form.register('paymentMethod')}>
              {DESK_PAYMENT_METHODS.map((method) => (
                <option key={method.value} value={method.value}>
                  {method.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <Field
          id={`${id}-transaction`}
          label="Transaction ID / Receipt number"
          error={errors.transactionId?.message}
          hint="The GCash or bank reference, the card slip number, or the official receipt number for cash."
        >
          <Input
            id={`${id}-transaction`}
            autoComplete="off"
            maxLength={100}
            aria-invalid={Boolean(errors.transactionId)}
            aria-describedby={errors.transactionId ? `${id}-transaction-error` : `${id}-transaction-hint`}
            {...form.register('transactionId')}
          />
        </Field>
        <DialogFooter className="mt-1">
          <Button variant="outline" onClick={onDone} disabled={record.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={record.isPending}>
            {record.isPending ? (
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
  );
};
