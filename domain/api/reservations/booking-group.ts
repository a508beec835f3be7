// A group booking in the API's answers: several rooms for the same dates under one reference code.
import { z } from 'zod';
import { calendarDay, money, timestamp, uuid } from '../common';
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
