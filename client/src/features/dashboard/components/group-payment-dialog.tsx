// Pay toward the group: the guest records one payment they sent for the whole group (amount, method,
// transaction id); the server shares it over the rooms and the front desk verifies it as one.
import type { BookingGroupDto } from '@domain/api-types';
import { exceedsBalanceMessage } from '@domain/ledger';
import { formatCentavos, toDecimalString } from '@domain/money';
import { groupPaymentSchema } from '@domain/schemas/booking-groups';
import { useMemo } from 'react';
import { amountAtMost } from '@/components/payment-fields';
import { type DialogState, mountedWhileOpen } from '@/components/ui/form-dialog';
import { useZodForm } from '@/hooks/use-zod-form';
import { usePayTowardGroup } from '../api/booking-group';
import { centavosToPesos } from '../lib/booking-view';
import { useDashboardText } from '../messages';
import { GuestPaymentFormDialog } from './guest-payment-form-dialog';

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
    <GuestPaymentFormDialog
      {...dialog}
      form={form}
      reservation={group}
      send={(values) => pay.mutateAsync({ ...values, code, amount: centavosToPesos(values.amount) })}
      sentMessage={(values) => t('groupCard.paySent', { amount: formatCentavos(values.amount), code })}
      idPrefix="group-payment"
      title={t('groupCard.payTitle')}
      description={t('groupCard.payDescription', { code, count: group.rooms.length })}
      pending={pay.isPending}
    />
  );
};

/** Mounted only while open, so every opening starts from the group's current balance. */
export const GroupPaymentDialog = mountedWhileOpen(GroupPaymentForm);
