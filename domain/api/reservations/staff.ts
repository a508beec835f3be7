// The front desk's payment list and stat cards.
import { z } from 'zod';
import { RESERVATION_STATUSES } from '../../reservation-status';
import { timestamp } from '../common';
import { GUEST, paymentExample } from './examples';
import { paymentSchema } from './payment';

export const staffPaymentSchema = paymentSchema
  .extend({
    referenceCode: z.string(),
    roomName: z.string().nullable().describe("The stay's room; null for a day visit"),
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
