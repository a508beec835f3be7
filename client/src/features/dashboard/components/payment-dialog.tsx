// Make Payment: the guest records a payment they sent (amount, method, transaction id); the front
// desk verifies it. The spec prefills the amount with the total; we prefill with what is still owed
// (the balance) and show the total beside it, so a guest who paid the down payment is not asked for
// the whole stay again.

import type { ReservationDto } from '@domain/api-types';
import { bookedName } from '@domain/day-visits';
import { formatCentavos } from '@domain/money';
import { recordPaymentSchema } from '@domain/schemas/booking';
import { paymentDefaults } from '@/components/payment-fields';
import { type DialogState, mountedWhileOpen } from '@/components/ui/form-dialog';
import { useZodForm } from '@/hooks/use-zod-form';
import { currentLanguage } from '@/lib/i18n';
import { useRecordPayment } from '../api/record-payment';
import { centavosToPesos, suggestedPaymentAmount } from '../lib/booking-view';
import { useDashboardText } from '../messages';
import { GuestPaymentFormDialog } from './guest-payment-form-dialog';

type DialogProps = DialogState & { reservation: ReservationDto };

const PaymentForm = ({ reservation, ...dialog }: DialogProps) => {
  const { t } = useDashboardText();
  const recordPayment = useRecordPayment();
  const code = reservation.referenceCode;
  const form = useZodForm(recordPaymentSchema, {
    defaultValues: paymentDefaults(reservation.id, suggestedPaymentAmount(reservation), 'gcash'),
  });

  return (
    <GuestPaymentFormDialog
      {...dialog}
      form={form}
      reservation={reservation}
      send={(values) => recordPayment.mutateAsync({ ...values, amount: centavosToPesos(values.amount) })}
      sentMessage={(values) => t('payment.sent', { amount: formatCentavos(values.amount), code })}
      idPrefix="payment"
      title={t('payment.title')}
      description={t('payment.description', { room: bookedName(reservation, currentLanguage()), code })}
      pending={recordPayment.isPending}
    />
  );
};

/** Mounted only while open, so every opening starts from the reservation's current balance. */
export const PaymentDialog = mountedWhileOpen(PaymentForm);
