// A reservation in the API's answers (spec section 3).
import { z } from 'zod';
import { RESERVATION_KINDS } from '../../day-visits';
import { PAYMENT_STATUSES } from '../../payment-status';
import { RESERVATION_STATUSES } from '../../reservation-status';
import { calendarDay, money, timestamp, uuid } from '../common';
import { GUEST, paymentExample, RESERVATION_ID } from './examples';
import { paymentSchema } from './payment';
import { discountGuestSchema, reservationEventSchema, weatherNoticeSchema } from './reservation-details';

/** A confirmed, partly paid two-night stay: the API reference's example, and the client tests' base. */
export const reservationExample = {
  id: RESERVATION_ID,
  referenceCode: 'K7QH3MZP',
  kind: 'stay' as const,
  roomId: '3a9d1f20-6b7c-4e5d-8f90-1a2b3c4d5e6f',
  room: { name: 'Deluxe Ocean View', imagePath: '/images/rooms/deluxe-ocean-view.webp' },
  cottage: null,
  user: GUEST,
  checkin: '2025-03-14',
  checkout: '2025-03-16',
  adults: 2,
  kids: 0,
  infants: 0,
  totalAmount: '9000.00',
  discountGuests: 0,
  regularAmount: '9000.00',
  vatExemptSales: '0.00',
  vatExemptAmount: '0.00',
  discountAmount: '0.00',
  extraGuestAmount: '0.00',
  addOnAmount: '0.00',
  vatIncludedAmount: '964.29',
  specialRequests: 'Late check-in, around 10 PM',
  status: 'confirmed' as const,
  paymentMethod: 'GCash',
  transactionId: 'GC-20250301-8841',
  createdAt: '2025-03-01T08:30:00.000Z',
  paidAmount: '2250.00',
  balance: '6750.00',
  amountDue: '6750.00',
  refundedAmount: '0.00',
  keptAmount: '0.00',
  downPaymentAmount: '2700.00',
  refundDue: '0.00',
  holdExpiresAt: null,
  verifyBy: null,
  needsAttention: false,
  paymentStatus: 'Partially Paid' as const,
  hasReview: false,
  payments: [paymentExample],
};

export const reservationSchema = z
  .object({
    id: uuid,
    referenceCode: z.string().describe('8 characters, upper-case letters and digits without look-alikes'),
    kind: z
      .enum(RESERVATION_KINDS)
      .describe('stay: a room for nights; day_visit: a day at the beach, checkin the day, checkout the next'),
    roomId: uuid.nullable().describe('null for a day visit'),
    room: z
      .object({ name: z.string(), imagePath: z.string().nullable() })
      .nullable()
      .describe('null for a day visit'),
    cottage: z
      .object({ id: uuid, name: z.string(), imagePath: z.string().nullable() })
      .nullable()
      .describe("A day visit's cottage for the day; null without one, and for a stay"),
    user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
    checkin: calendarDay,
    checkout: calendarDay,
    adults: z.number().int(),
    kids: z.number().int(),
    infants: z.number().int().describe("A day visit's infants, who enter free; 0 for a stay"),
    totalAmount: money.describe('What the guest pays, VAT included, after any senior citizen / PWD discount'),
    discountGuests: z
      .number()
      .int()
      .describe('How many guests get the senior citizen / PWD discount (RA 9994, RA 10754)'),
    regularAmount: money.describe(
      'The price of the stay without the discount: totalAmount + vatExemptAmount + discountAmount',
    ),
    vatExemptSales: money.describe(
      "The eligible guests' share without VAT, before the 20% discount (a VAT-exempt sale)",
    ),
    vatExemptAmount: money.describe("The 12% VAT the eligible guests' share does not carry"),
    discountAmount: money.describe("20% of the eligible guests' share without VAT"),
    extraGuestAmount: money.describe(
      "The extra guests' charges inside regularAmount: each guest beyond the room's baseOccupancy (adults first, then kids) at its extraAdultCharge or extraChildCharge per night; 0.00 for a day visit",
    ),
    addOnAmount: money.describe(
      'The extras (add-ons) inside totalAmount, outside the senior / PWD discount; their lines: GET /api/reservations/{id}/add-ons',
    ),
    vatIncludedAmount: money.describe('The 12% VAT included in totalAmount'),
    specialRequests: z.string(),
    status: z.enum(RESERVATION_STATUSES),
    paymentMethod: z.string().nullable(),
    transactionId: z.string().nullable(),
    createdAt: timestamp,
    paidAmount: money.describe('Sum of the successful payments minus refunds'),
    balance: money.describe(
      'totalAmount - paidAmount, whatever the status (on a cancelled, expired or no-show booking it is no debt: read amountDue)',
    ),
    amountDue: money.describe(
      'What the guest still owes: the balance above zero; 0.00 for a cancelled, expired or no-show booking, which owes nothing',
    ),
    refundedAmount: money.describe('Refunds paid back to the guest (paidAmount is already net of them)'),
    keptAmount: money.describe(
      'On a cancelled, expired or no-show booking: what the resort keeps (paidAmount less refundDue); 0.00 on any other',
    ),
    downPaymentAmount: money.describe('30% of the total: what confirming expects to be verified'),
    refundDue: money.describe(
      'Money still held that is owed back: everything paid on a cancelled or expired booking, or an overpayment',
    ),
    holdExpiresAt: timestamp
      .nullable()
      .describe(
        'A pending booking with no live payment expires at this time unless a new payment is recorded',
      ),
    verifyBy: timestamp
      .nullable()
      .describe(
        'An online booking whose payment nobody verified lets its nights go at this time, unless the front desk verifies a payment or extends the hold',
      ),
    needsAttention: z
      .boolean()
      .describe('Pending and unverified within 48 hours of check-in: shown first on the front desk'),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    hasReview: z.boolean(),
    payments: z.array(paymentSchema),
    weather: weatherNoticeSchema
      .nullable()
      .optional()
      .describe('The weather disruption that touched this booking and what the guest chose; null if none'),
    history: z.array(reservationEventSchema).optional().describe('Staff lists only'),
    discountIds: z.array(discountGuestSchema).optional().describe('Staff lists only'),
    group: z
      .object({ id: uuid, referenceCode: z.string() })
      .nullable()
      .optional()
      .describe('The group booking this room is part of (several rooms booked together); null if none'),
  })
  .meta({
    id: 'Reservation',
    description:
      'A booking of one room for the nights [checkin, checkout), or of a day at the beach (kind day_visit): entrance passes and maybe a cottage.',
    examples: [reservationExample],
  });
