// What the guest's Make Payment (one booking) and Pay toward the group share: the amount, method and
// transaction id fields, the failure and invalid-field toasts, and the payment words.
import { PAYMENT_RECORD_METHODS } from '@domain/constants';
import type { FieldValues } from 'react-hook-form';
import {
  AmountField,
  PaymentFormDialog,
  type PaymentWords,
  TransactionIdField,
} from '@/components/payment-fields';
import { FormFieldItem, toastFirstError } from '@/components/ui/form';
import { NativeSelect } from '@/components/ui/input';
import { useDashboardText } from '../messages';

type PaymentFormDialogProps<TInput extends FieldValues, TOutput> = Parameters<
  typeof PaymentFormDialog<TInput, TOutput>
>[0];

/** The guest's payment dialog; `idPrefix` names its controls (`<idPrefix>-method`, `<idPrefix>-transaction`). */
export const GuestPaymentFormDialog = <TInput extends FieldValues, TOutput>({
  idPrefix,
  ...dialog
}: Omit<
  PaymentFormDialogProps<TInput, TOutput>,
  'failure' | 'onInvalid' | 'cancelLabel' | 'words' | 'children' | 'idPrefix'
> & { idPrefix: string }) => {
  const { t } = useDashboardText();
  return (
    <PaymentFormDialog
      {...dialog}
      failure={t('payment.failed')}
      onInvalid={toastFirstError(['amount', 'transactionId', 'paymentMethod'])}
      idPrefix={idPrefix}
      cancelLabel={t('dialogCancel')}
      words={t('payment.words', { returnObjects: true }) as PaymentWords}
    >
      <AmountField description={t('payment.amountHint')} label={t('payment.words.amount')} />
      <FormFieldItem
        name="paymentMethod"
        id={`${idPrefix}-method`}
        label={t('payment.method')}
        render={(field) => <NativeSelect {...field} options={PAYMENT_RECORD_METHODS} />}
      />
      <TransactionIdField id={`${idPrefix}-transaction`} label={t('payment.transactionId')} />
    </PaymentFormDialog>
  );
};
