// The booking's quote with its extras, and a full extra's 409, which refuses the extras, not the dates.
import { addOnFullMessage } from '@domain/add-ons';
import { MSG } from '@domain/messages';
import { quoteStay } from '@domain/pricing';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { datesTakenMessage } from '../stay/use-booking-submit';
import { withExtras } from './with-extras';

const refusal = (status: number, message: string) =>
  new ApiError(status, { message }, JSON.stringify({ message }), '');

describe('withExtras', () => {
  it('adds the extras to the total, and takes the down payment and the balance of that total', () => {
    // docs/pricing.md: 2 nights at ₱5,000, breakfast for 4 (₱3,600) and a transfer (₱1,800)
    const quote = quoteStay({
      basePrice: '5000.00',
      rates: [],
      checkin: '2026-12-20',
      checkout: '2026-12-22',
      party: { adults: 4, kids: 0 },
    });
    const priced = withExtras(quote, 540_000);
    expect(priced).toMatchObject({
      totalCentavos: 1_540_000,
      downPaymentCentavos: 462_000,
      balanceCentavos: 1_078_000,
    });
    expect(withExtras(quote, 0)).toBe(quote);
    expect(withExtras(null, 540_000)).toBeNull();
  });
});

describe('datesTakenMessage', () => {
  it('reads a full extra as a refusal of the extras, not of the nights', () => {
    expect(datesTakenMessage(refusal(409, addOnFullMessage('Island hopping', '2026-12-21')))).toBeNull();
    expect(datesTakenMessage(refusal(409, MSG.datesTaken))).toBe(MSG.datesTaken);
  });
});
