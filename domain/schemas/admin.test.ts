import { describe, expect, it } from 'vitest';
import { RATE_MESSAGES, rateInputSchema } from './admin';

const firstMessage = (input: unknown) => rateInputSchema.safeParse(input).error?.issues[0]?.message ?? null;

describe('seasonal rate schema', () => {
  const ok = {
    rateType: 'Peak',
    price: '6500',
    validFrom: '2026-04-01',
    validTo: '2026-04-10',
    description: '',
  };

  it('accepts a rate and reads its price in centavos', () => {
    expect(rateInputSchema.parse(ok)).toMatchObject({ rateType: 'Peak', price: 650_000 });
  });

  it.each([
    [{ rateType: '', price: '', validFrom: '', validTo: '', description: '' }, 'Please enter a rate type'],
    [{ ...ok, price: 'abc' }, 'Please enter a valid price'],
    [{ ...ok, validFrom: '' }, RATE_MESSAGES.datesRequired],
    [{ ...ok, validTo: '2026-03-01' }, 'Valid to must be on or after valid from'],
  ])("speaks the Add a rate form's words: %o", (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});
