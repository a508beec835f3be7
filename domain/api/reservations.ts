// Reservations, their payments and their history in the API's answers (spec sections 3 and 4).
import { z } from 'zod';
import { PAYMENT_KINDS, PAYMENT_RECORD_STATUSES, PAYMENT_STATUSES } from '../payment-status';
import { DISCOUNT_ID_TYPES } from '../pricing';
import { RESERVATION_STATUSES } from '../reservation-status';
import { WEATHER_CHOICES } from '../weather';
import { calendarDay, money, timestamp, uuid } from './common';

const RESERVATION_ID = '8c2e5a71-4d3b-4f6a-9e1c-7b2a3d4e5f60';
const GUEST = { firstName: 'Maria', lastName: 'Santos', email: 'maria.santos@example.com' };

const paymentExample = {
  id: 'd4e5f6a7-1b2c-4d3e-8f9a-0b1c2d3e4f5a',
  reservationId: RESERVATION_ID,
  amount: '2250.00',
  paymentMethod: 'gcash',
  transactionId: 'GC-20250301-8841',
  paymentDate: '2025-03-01T08:30:00.000Z',
  status: 'success',
  kind: 'down_payment',
  reason: '',
};

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
    roomName: z.string().optional().describe("In the guest's payment list"),
  })
  .meta({ id: 'Payment', examples: [paymentExample] });

export const reservationEventSchema = z
  .object({
    id: uuid,
    action: z.string(),
    fromStatus: z.string().nullable(),
    toStatus: z.string().nullable(),
    note: z.string(),
    actor: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'ReservationEvent', description: 'One step in a reservation’s history (staff lists only).' });

export const weatherNoticeSchema = z
  .object({
    disruptionId: uuid,
    startDate: calendarDay,
    endDate: calendarDay.describe('Both days included'),
    note: z.string(),
    lifted: z.boolean(),
    choice: z.enum(WEATHER_CHOICES).describe('pending until the guest moves or cancels the stay'),
  })
  .meta({ id: 'WeatherNotice' });

export const discountGuestSchema = z
  .object({
    id: uuid,
    idType: z.enum(DISCOUNT_ID_TYPES).describe('osca: senior citizen ID; pwd: PWD ID'),
    idNumber: z.string(),
    fullName: z.string(),
    recordedAt: timestamp,
    recordedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
    removedAt: timestamp
      .nullable()
      .describe('Set when the desk could not verify the ID and removed the discount'),
    removedReason: z.string(),
  })
  .meta({
    id: 'DiscountGuest',
    description: 'A senior citizen or PWD ID recorded at check-in (staff lists only).',
  });

/** A confirmed, partly paid two-night stay: the API reference's example, and the client tests' base. */
export const reservationExample = {
  id: RESERVATION_ID,
  referenceCode: 'K7QH3MZP',
  roomId: '3a9d1f20-6b7c-4e5d-8f90-1a2b3c4d5e6f',
  room: { name: 'Deluxe Ocean View', imagePath: '/images/rooms/deluxe-ocean-view.webp' },
  user: GUEST,
  checkin: '2025-03-14',
  checkout: '2025-03-16',
  adults: 2,
  kids: 0,
  totalAmount: '9000.00',
  discountGuests: 0,
  regularAmount: '9000.00',
  vatExemptSales: '0.00',
  vatExemptAmount: '0.00',
  discountAmount: '0.00',
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
    roomId: uuid,
    room: z.object({ name: z.string(), imagePath: z.string().nullable() }),
    user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
    checkin: calendarDay,
    checkout: calendarDay,
    adults: z.number().int(),
    kids: z.number().int(),
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
  })
  .meta({
    id: 'Reservation',
    description: 'A booking of one room for the nights [checkin, checkout).',
    examples: [reservationExample],
  });

export const staffPaymentSchema = paymentSchema
  .extend({
    referenceCode: z.string(),
    roomName: z.string(),
    guest: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
    reservationStatus: z.enum(RESERVATION_STATUSES),
    verifiedAt: timestamp.nullable(),
  })
  .meta({
    id: 'StaffPayment',
    description: 'A payment with its booking, for the front desk’s verification list.',
    examples: [
      {
        ...paymentExample,
        status: 'pending',
        kind: 'guest',
        referenceCode: 'K7QH3MZP',
        roomName: 'Deluxe Ocean View',
        guest: GUEST,
        reservationStatus: 'confirmed',
        verifiedAt: null,
      },
    ],
  });

export const receptionistStatsSchema = z
  .object({
    todaysActivity: z.number().int(),
    currentGuests: z.number().int(),
    totalReservations: z.number().int(),
  })
  .meta({
    id: 'ReceptionistStats',
    description: 'The three stat cards of the receptionist dashboard.',
    examples: [{ todaysActivity: 3, currentGuests: 5, totalReservations: 42 }],
  });

export const receiptSchema = z
  .object({
    reservation: z.object({
      id: uuid,
      referenceCode: z.string(),
      status: z.enum(RESERVATION_STATUSES),
      room: z.object({ name: z.string() }),
      guest: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
      checkin: calendarDay,
      checkout: calendarDay,
      adults: z.number().int(),
      kids: z.number().int(),
    }),
    nights: z
      .array(
        z.object({
          date: calendarDay.describe('The day the night starts'),
          rateName: z
            .string()
            .nullable()
            .describe('The seasonal rate that priced it; null for the base price'),
          amount: money,
        }),
      )
      .describe("Each night at the room's rates"),
    adjustments: z
      .array(z.object({ label: z.string(), amount: money }))
      .describe(
        'When the regular price differs from the priced nights (a front-desk change): one line; then the senior citizen / PWD VAT exemption and discount as negative lines',
      ),
    payments: z
      .array(
        z.object({
          id: uuid,
          date: timestamp,
          kind: z.enum(PAYMENT_KINDS),
          method: z.string(),
          transactionId: z.string(),
          amount: money.describe('Negative for a refund'),
        }),
      )
      .describe('Verified payments and refunds, oldest first'),
    totals: z.object({
      total: money.describe('The booked total: nights plus adjustments'),
      vatIncluded: money.describe('The 12% VAT included in the total'),
      vatExemptSales: money.describe(
        'The senior citizen / PWD share without VAT (VAT-exempt sale); 0.00 when none',
      ),
      paid: money.describe('Verified payments minus refunds'),
      balance: money.describe(
        'total - paid (no debt on a cancelled, expired or no-show booking: see amountDue)',
      ),
      refundDue: money.describe('Money held that is owed back'),
      received: money.describe('Verified payments, before refunds'),
      refunded: money.describe('Refunds paid back'),
      amountDue: money.describe(
        'What the guest still owes; 0.00 for a cancelled, expired or no-show booking',
      ),
      kept: money.describe(
        'On a cancelled, expired or no-show booking: what the resort keeps (paid less refund due); 0.00 otherwise',
      ),
    }),
  })
  .meta({
    id: 'Receipt',
    description:
      'An itemised receipt for one reservation: each night and its rate, payments, refunds, balance.',
    examples: [
      {
        reservation: {
          id: RESERVATION_ID,
          referenceCode: 'K7QH3MZP',
          status: 'completed',
          room: { name: 'Deluxe Ocean View' },
          guest: GUEST,
          checkin: '2025-03-14',
          checkout: '2025-03-16',
          adults: 2,
          kids: 0,
        },
        nights: [
          { date: '2025-03-14', rateName: null, amount: '4500.00' },
          { date: '2025-03-15', rateName: 'Summer peak', amount: '5000.00' },
        ],
        adjustments: [{ label: 'Adjusted by the front desk', amount: '-500.00' }],
        payments: [
          {
            id: paymentExample.id,
            date: paymentExample.paymentDate,
            kind: 'down_payment',
            method: 'gcash',
            transactionId: paymentExample.transactionId,
            amount: '2700.00',
          },
        ],
        totals: {
          total: '9000.00',
          vatIncluded: '964.29',
          vatExemptSales: '0.00',
          paid: '2700.00',
          balance: '6300.00',
          refundDue: '0.00',
          received: '2700.00',
          refunded: '0.00',
          amountDue: '6300.00',
          kept: '0.00',
        },
      },
    ],
  });
