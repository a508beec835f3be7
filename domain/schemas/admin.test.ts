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

  it("speaks the Add a rate form's words", () => {
    const empty = { rateType: '', price: '', validFrom: '', validTo: '', description: '' };
    expect(firstMessage(empty)).toBe('Please enter a rate type');
    expect(firstMessage({ ...ok, price: 'abc' })).toBe('Please enter a valid price');
    expect(firstMessage({ ...ok, validFrom: '' })).toBe(RATE_MESSAGES.datesRequired);
    expect(firstMessage({ ...ok, validTo: '2026-03-01' })).toBe('Valid to must be on or after valid from');
  });
});
