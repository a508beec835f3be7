// POST /api/receptionist/reservations/{id}/refunds: the desk paid money back (typically after a
// cancellation). A refund is a payment row of kind 'refund', counted against what was paid: it lowers
// "paid" and cash collected, and shows in the guest's payments, every report and export.
import type { StaffPaymentDto } from '@domain/api-types';
import { refundTooLargeMessage } from '@domain/ledger';
import type { AppContext } from '../../lib/app-context';
import { badRequest } from '../../lib/errors';
import { type DeskMoneyInput, recordDeskMoney } from './desk-money';
import { paymentNote } from './payment-lists';

export const recordRefund = async (
  ctx: AppContext,
  options: DeskMoneyInput & { reason: string },
): Promise<StaffPaymentDto> =>
  recordDeskMoney(ctx, {
    ...options,
    kind: 'refund',
    refuse: (_row, paidCentavos) => {
      if (options.amountCentavos > paidCentavos) {
        const message = refundTooLargeMessage(paidCentavos);
        throw badRequest(message, { amount: message });
      }
    },
    event: { action: 'refund_recorded', note: (refund) => `${paymentNote(refund)}. ${options.reason}` },
    email: (refund) => ({
      type: 'refund_recorded',
      reservationId: refund.reservationId,
      paymentId: refund.id,
    }),
  });
