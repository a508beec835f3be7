// POST /api/receptionist/payments: money received at the desk counts at once, up to the balance. A
// cancelled, expired or no-show booking owes nothing, so it takes no payment (only refunds).
import type { StaffPaymentDto } from '@domain/api-types';
import { exceedsBalanceMessage, wouldExceedBalance } from '@domain/ledger';
import { toCentavos } from '@domain/money';
import { NOTHING_OWED_STATUSES, STATUS_LABELS } from '@domain/reservation-status';
import type { AppContext } from '../../lib/app-context';
import { badRequest, conflict } from '../../lib/errors';
import { type DeskMoneyInput, recordDeskMoney } from './desk-money';
import { paymentNote } from './payment-lists';

export const recordDeskPayment = (ctx: AppContext, options: DeskMoneyInput): Promise<StaffPaymentDto> =>
  recordDeskMoney(ctx, {
    ...options,
    kind: 'desk',
    refuse: (row, paidCentavos) => {
      if (NOTHING_OWED_STATUSES.includes(row.status))
        throw conflict(
          `Cannot record a payment for a ${STATUS_LABELS[row.status].toLowerCase()} reservation: it owes nothing.`,
        );
      const totalCentavos = toCentavos(row.totalAmount);
      if (paidCentavos >= totalCentavos) {
        const message = 'This reservation is already fully paid';
        throw badRequest(message, { amount: message });
      }
      if (wouldExceedBalance({ totalCentavos, paidCentavos, amountCentavos: options.amountCentavos })) {
        const message = exceedsBalanceMessage(totalCentavos - paidCentavos);
        throw badRequest(message, { amount: message });
      }
    },
    event: { action: 'payment_received', note: paymentNote },
  });
