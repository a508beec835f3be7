// POST /api/receptionist/day-visits/walk-in: entrance passes (and maybe a cottage) sold at the gate to a
// guest who walks in, for today, paid in full there by cash or GCash. The guest is found or made as the
// desk's walk-in customer is (walkInCustomerSchema); the heads follow the online booking's limits.
import { z } from 'zod';
import { MSG } from '../messages';
import { checkDiscountGuests, discountGuestsField } from './booking';
import { COTTAGE_NOT_FOUND, INFANTS_MESSAGE } from './day-visits';
import { singleLineText, wholeNumber } from './fields';
import { walkInCustomerSchema } from './staff';

/** How a gate sale is paid: cash (its receipt number) or GCash (its reference number). */
export const GATE_PAYMENT_METHODS = ['cash', 'gcash'] as const;
export type GatePaymentMethod = (typeof GATE_PAYMENT_METHODS)[number];

export const GATE_MESSAGES = {
  method: 'Choose cash or GCash',
  adults: 'Adults must be a whole number from 1 to 20',
  kids: 'Kids must be a whole number from 0 to 20',
} as const;

const heads = (min: number, message: string) =>
  wholeNumber(z.number({ error: message }).int(message).min(min, message).max(20, message));

export const gateWalkInSchema = walkInCustomerSchema
  .extend({
    adults: heads(1, GATE_MESSAGES.adults),
    kids: heads(0, GATE_MESSAGES.kids).default(0),
    infants: heads(0, INFANTS_MESSAGE).default(0),
    discountGuests: discountGuestsField,
    // blank: no cottage (the form's select)
    cottageId: z.preprocess(
      (value) => (value === '' ? null : value),
      z.string().uuid(COTTAGE_NOT_FOUND).nullish(),
    ),
    paymentMethod: z.enum(GATE_PAYMENT_METHODS, { error: GATE_MESSAGES.method }),
    /** The cash receipt's number or the GCash reference: the ledger's transaction ID. */
    transactionId: singleLineText({ error: MSG.paymentTransactionRequired })
      .trim()
      .min(1, MSG.paymentTransactionRequired)
      .max(100),
  })
  .superRefine((sale, ctx) => {
    const problem = checkDiscountGuests(sale);
    if (problem) ctx.addIssue({ code: 'custom', path: ['discountGuests'], message: problem });
  });

export type GateWalkIn = z.output<typeof gateWalkInSchema>;
