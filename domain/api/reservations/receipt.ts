// An itemised receipt for one reservation.
import { z } from 'zod';
import { ADD_ON_UNITS } from '../../add-ons';
import { RESERVATION_KINDS } from '../../day-visits';
import { PAYMENT_KINDS } from '../../payment-status';
import { RESERVATION_STATUSES } from '../../reservation-status';
import { calendarDay, money, timestamp, uuid } from '../common';
import { GUEST, paymentExample, RESERVATION_ID } from './examples';

export const receiptSchema = z
  .object({
    reservation: z.object({
      id: uuid,
      referenceCode: z.string(),
      status: z.enum(RESERVATION_STATUSES),
      kind: z.enum(RESERVATION_KINDS),
      room: z.object({ name: z.string() }).nullable().describe('null for a day visit'),
      cottage: z.object({ name: z.string() }).nullable().describe("A day visit's cottage; null without one"),
      group: z
        .object({ id: uuid, referenceCode: z.string() })
        .optional()
        .describe(
          'A room of a group booking: its group (GET /api/booking-groups/{code}/receipt); absent otherwise',
        ),
      guest: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
      checkin: calendarDay,
      checkout: calendarDay,
      adults: z.number().int(),
      kids: z.number().int(),
      infants: z.number().int(),
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
      .describe(
        "Each night at the room's rates (the room's part: extra guests are in extraGuests); none for a day visit",
      ),
    extraGuests: z
      .array(
        z.object({
          item: z
            .enum(['adult', 'child', 'guests'])
            .describe("guests: one line of the stored amount when the room's charges no longer give it"),
          quantity: z.number().int().describe('Extra heads beyond the base occupancy'),
          nights: z.number().int(),
          unitPrice: money.nullable().describe('Per head per night; null on a guests line'),
          amount: money,
        }),
      )
      .describe("The stay's extra guests' charges as stored (extraGuestAmount); none when 0"),
    addOns: z
      .array(
        z.object({
          nameEn: z.string(),
          nameFil: z.string(),
          unit: z.enum(ADD_ON_UNITS),
          day: calendarDay,
          quantity: z.number().int(),
          unitPrice: money.describe('As priced when added'),
          amount: money,
        }),
      )
      .describe(
        'The extras on the booking (removed ones not), in addOnAmount; outside the senior / PWD discount',
      ),
    dayVisit: z
      .array(
        z.object({
          item: z.enum(['adult', 'child', 'infant', 'cottage']),
          quantity: z.number().int(),
          unitPrice: money,
          amount: money,
        }),
      )
      .describe(
        "A day visit's entrance fees by kind of head and its cottage, at the day's prices; none for a stay",
      ),
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
      "An itemised receipt for one reservation: each night and its rate (or a day visit's entrance fees and cottage), payments, refunds, balance.",
    examples: [
      {
        reservation: {
          id: RESERVATION_ID,
          referenceCode: 'K7QH3MZP',
          status: 'completed',
          kind: 'stay',
          room: { name: 'Deluxe Ocean View' },
          cottage: null,
          guest: GUEST,
          checkin: '2025-03-14',
          checkout: '2025-03-16',
          adults: 2,
          kids: 0,
          infants: 0,
        },
        nights: [
          { date: '2025-03-14', rateName: null, amount: '4500.00' },
          { date: '2025-03-15', rateName: 'Summer peak', amount: '5000.00' },
        ],
        extraGuests: [],
        addOns: [],
        dayVisit: [],
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
