// A reservation's status and its payment summary in the page's language (common namespace).
import type { ReservationStatus } from '@domain/reservation-status';
import { i18n } from './i18n';

const PAYMENT_STATUS_KEY: Record<string, string> = {
  Paid: 'paid',
  'Partially Paid': 'partiallyPaid',
  Unpaid: 'unpaid',
};

export const statusText = (status: ReservationStatus) => i18n.t(`status.${status}`, { ns: 'common' });

export const paymentStatusText = (status: string) => {
  const key = PAYMENT_STATUS_KEY[status];
  return key ? i18n.t(`paymentStatus.${key}`, { ns: 'common' }) : status;
};
