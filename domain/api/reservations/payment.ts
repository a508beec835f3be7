// One payment on a reservation (spec section 4).
import { z } from 'zod';
import { PAYMENT_KINDS, PAYMENT_RECORD_STATUSES } from '../../payment-status';
import { money, timestamp, uuid } from '../common';
import { paymentExample } from './examples';

export const paymentSchema = z
  .object({
    id: uuid,
    reservationId: uuid,
    amount: money,
    paymentMethod: z.string(),
    transactionId: z.string(),
    paymentDate: timestamp,
    status: z.enum(PAYMENT_RECORD_STATUSES),
    kind: z
      .enum(PAYMENT_KINDS)
      .describe(
        'Made with the booking, recorded by the guest from the dashboard, taken by staff, or a refund paid back (counts against paid)',
      ),
    reason: z.string().describe('Why a payment was rejected or a refund made; empty otherwise'),
    referenceCode: z.string().optional().describe("In the guest's payment list"),
    roomName: z
      .string()
      .nullable()
      .optional()
      .describe("In the guest's payment list: the stay's room; null for a day visit"),
  })
  .meta({ id: 'Payment', examples: [paymentExample] });
