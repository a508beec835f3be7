import { describe, expect, it } from 'vitest';
import { formatCentavos, formatPesos, formatPesoThousands, toCentavos, toDecimalString } from './money';

describe('toCentavos', () => {
  it('reads strings and numbers into integer centavos', () => {
    expect(toCentavos('4500')).toBe(450_000);
    expect(toCentavos('4500.5')).toBe(450_050);
    expect(toCentavos('4500.05')).toBe(450_005);
    expect(toCentavos('4,500.00')).toBe(450_000);
    expect(toCentavos(' 12.30 ')).toBe(1230);
    expect(toCentavos('-12.30')).toBe(-1230);
    expect(toCentavos(0.1 + 0.2)).toBe(30);
    expect(toCentavos(10000.01)).toBe(1_000_001);
  });

  it('answers NaN for anything that is not money', () => {
    for (const value of ['', 'abc', '1.234', '1e3', '12.', '.5', Number.NaN, Number.POSITIVE_INFINITY])
      expect(toCentavos(value as string | number), String(value)).toBeNaN();
  });
});

describe('toDecimalString', () => {
  it('prints two decimals', () => {
    expect(toDecimalString(450_000)).toBe('4500.00');
    expect(toDecimalString(5)).toBe('0.05');
    expect(toDecimalString(1_000_001)).toBe('10000.01');
    expect(toDecimalString(0)).toBe('0.00');
    expect(toDecimalString(-1230)).toBe('-12.30');
  });

  it('round-trips with toCentavos', () => {
    for (const cents of [0, 1, 99, 100, 123_456_789]) expect(toCentavos(toDecimalString(cents))).toBe(cents);
  });
});

describe('formatPesos', () => {
  it('reads pesos from the API string or a number and drops .00 on whole amounts', () => {
    expect(formatPesos('4500.00')).toBe('₱4,500');
    expect(formatPesos(4500)).toBe('₱4,500');
    expect(formatPesos('1234567.8')).toBe('₱1,234,567.80');
    expect(formatPesos('0.05')).toBe('₱0.05');
    expect(formatPesos(12.5)).toBe('₱12.50');
  });

  it('always shows centavos when asked, and keeps the sign', () => {
    expect(formatPesos('4500.00', { cents: true })).toBe('₱4,500.00');
    expect(formatPesos('-250.5')).toBe('-₱250.50');
  });

  it('shows ₱0 for garbage', () => {
    expect(formatPesos('abc')).toBe('₱0');
    expect(formatPesos(Number.NaN)).toBe('₱0');
  });
});

describe('formatCentavos', () => {
  it('reads integer centavos', () => {
    expect(formatCentavos(300_000)).toBe('₱3,000');
    expect(formatCentavos(700_001)).toBe('₱7,000.01');
    expect(formatCentavos(5)).toBe('₱0.05');
    expect(formatCentavos(0)).toBe('₱0');
  });

  it('always shows centavos when asked, and keeps the sign', () => {
    expect(formatCentavos(300_000, { cents: true })).toBe('₱3,000.00');
    expect(formatCentavos(-25_050)).toBe('-₱250.50');
  });

  it('shows ₱0 for what is not a number of centavos', () => {
    expect(formatCentavos(Number.NaN)).toBe('₱0');
    expect(formatCentavos(Number.POSITIVE_INFINITY)).toBe('₱0');
  });

  it('prints what formatPesos prints for the same amount', () => {
    for (const pesos of ['0.00', '1.99', '4500.00', '10000.01', '-3.50'])
      expect(formatCentavos(toCentavos(pesos), { cents: true })).toBe(formatPesos(pesos, { cents: true }));
  });
});

describe('formatPesos and formatCentavos: one unit each', () => {
  it('drops .00 on whole amounts unless cents are asked for', () => {
    expect(formatPesos('4500.00')).toBe('₱4,500');
    expect(formatPesos(4500)).toBe('₱4,500');
    expect(formatPesos('4500.00', { cents: true })).toBe('₱4,500.00');
    expect(formatPesos('1234567.8')).toBe('₱1,234,567.80');
    expect(formatPesos('0.05')).toBe('₱0.05');
  });

  it('formats centavos and negatives', () => {
    expect(formatCentavos(300_000)).toBe('₱3,000');
    expect(formatCentavos(700_001, { cents: true })).toBe('₱7,000.01');
    expect(formatPesos('-250.5')).toBe('-₱250.50');
  });

  it('shows ₱0 for garbage', () => {
    expect(formatPesos('abc')).toBe('₱0');
  });
});

describe('formatPesoThousands', () => {
  it('shortens chart ticks', () => {
    expect(formatPesoThousands(12_000)).toBe('₱12k');
    expect(formatPesoThousands(12_500)).toBe('₱12.5k');
    expect(formatPesoThousands(999)).toBe('₱999');
    expect(formatPesoThousands(0)).toBe('₱0');
  });
});
