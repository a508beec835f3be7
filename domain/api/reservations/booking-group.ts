// A group booking in the API's answers: several rooms for the same dates under one reference code.
import { z } from 'zod';
import { PAYMENT_KINDS } from '../../payment-status';
import { calendarDay, money, timestamp, uuid } from '../common';
import { receiptSchema } from './receipt';
import { reservationSchema } from './reservation';

export const bookingGroupSchema = z
  .object({
    id: uuid,
    referenceCode: z.string().describe("The group's code: 8 characters, like a reservation's"),
    user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
    checkin: calendarDay,
    checkout: calendarDay,
    createdAt: timestamp,
    totalAmount: money.describe(
      "The sum of the totals of the group's rooms still booked (cancelled ones left out)",
    ),
    paidAmount: money.describe("What was paid on all the group's rooms, net of refunds"),
    balance: money.describe('totalAmount - paidAmount'),
    amountDue: money.describe('What the guest still owes on the group (0.00 once every room is cancelled)'),
    downPaymentAmount: money.describe('30% of the group total'),
    refundDue: money.describe(
      'Money owed back: what was paid above the group total (after a room was cancelled), or all of it once every room is cancelled',
    ),
    rooms: z.array(reservationSchema).describe("The group's rooms, each an ordinary reservation"),
  })
  .meta({
    id: 'BookingGroup',
    description: 'Several rooms booked together: one code, one total, one down payment.',
  });

/** GET /api/booking-groups/{code}/receipt: the group's receipt, each room's itemised receipt inside it. */
export const groupReceiptSchema = z
  .object({
    group: z.object({
      id: uuid,
      referenceCode: z.string(),
      guest: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
      checkin: calendarDay,
      checkout: calendarDay,
    }),
    rooms: z.array(receiptSchema).describe("Each room's receipt (its nights, extras, adjustments, payments)"),
    payments: z
      .array(
        z.object({
          date: timestamp,
          kind: z.enum(PAYMENT_KINDS),
          method: z.string(),
          transactionId: z.string(),
          amount: money.describe('Negative for a refund; a group payment is the sum of its parts'),
          rooms: z.number().int().describe('How many rooms the payment was shared over (1: one room alone)'),
        }),
      )
      .describe(
        "The group's verified payments and refunds, oldest first: a group payment's parts as one line",
      ),
    totals: z.object({
      total: money.describe("The group total (the rooms still booked; docs/financial-report.md's rooms)"),
      downPayment: money.describe('30% of the group total'),
      paid: money.describe('Verified payments minus refunds on all the rooms'),
      balance: money.describe('total - paid'),
      amountDue: money.describe('What the guest still owes on the group'),
      refundDue: money.describe('Money held that is owed back'),
    }),
  })
  .meta({
    id: 'GroupReceipt',
    description: "A group booking's receipt: each room's lines and the group's payments.",
  });
