// Pay toward the group: the guest records one payment they sent for the whole group (amount, method,
// transaction id); the server shares it over the rooms and the front desk verifies it as one.
import type { BookingGroupDto } from '@domain/api-types';
import { PAYMENT_RECORD_METHODS } from '@domain/constants';
import { exceedsBalanceMessage } from '@domain/ledger';
import { formatCentavos, toDecimalString } from '@domain/money';
import { type GroupPaymentInput, groupPaymentSchema } from '@domain/schemas/booking-groups';
import { useMemo } from 'react';
import {
  AmountField,
  amountAtMost,
  PaymentFormDialog,
  type PaymentWords,
  TransactionIdField,
} from '@/components/payment-fields';
import { fieldFor, toastFirstError } from '@/components/ui/form';
import { type DialogState, mountedWhileOpen } from '@/components/ui/form-dialog';
import { NativeSelect } from '@/components/ui/input';
import { useZodForm } from '@/hooks/use-zod-form';
import { usePayTowardGroup } from '../api/booking-group';
import { centavosToPesos } from '../lib/booking-view';
import { useDashboardText } from '../messages';

const Field = fieldFor<GroupPaymentInput>();

type DialogProps = DialogState & { group: BookingGroupDto; payableCentavos: number };

const GroupPaymentForm = ({ group, payableCentavos, ...dialog }: DialogProps) => {
  const { t } = useDashboardText();
  const pay = usePayTowardGroup();
  const code = group.referenceCode;
  const schema = useMemo(
    () => amountAtMost(groupPaymentSchema, payableCentavos, exceedsBalanceMessage(payableCentavos)),
    [payableCentavos],
  );
  const form = useZodForm(schema, {
    defaultValues: { amount: toDecimalString(payableCentavos), paymentMethod: 'gcash', transactionId: '' },
  });
  return (
    <PaymentFormDialog
      {...dialog}
      form={form}
      reservation={group}
      send={(values) => pay.mutateAsync({ ...values, code, amount: centavosToPesos(values.amount) })}
      sentMessage={(values) => t('groupCard.paySent', { amount: formatCentavos(values.amount), code })}
      failure={t('payment.failed')}
      onInvalid={toastFirstError(['amount', 'transactionId', 'paymentMethod'])}
      idPrefix="group-payment"
      cancelLabel={t('dialogCancel')}
      title={t('groupCard.payTitle')}
      description={t('groupCard.payDescription', { code, count: group.rooms.length })}
      pending={pay.isPending}
      words={t('payment.words', { returnObjects: true }) as PaymentWords}
    >
      <AmountField description={t('payment.amountHint')} label={t('payment.words.amount')} />
      <Field
        name="paymentMethod"
        id="group-payment-method"
        label={t('payment.method')}
        render={(field) => <NativeSelect {...field} options={PAYMENT_RECORD_METHODS} />}
      />
      <TransactionIdField id="group-payment-transaction" label={t('payment.transactionId')} />
    </PaymentFormDialog>
  );
};

/** Mounted only while open, so every opening starts from the group's current balance. */
export const GroupPaymentDialog = mountedWhileOpen(GroupPaymentForm);
