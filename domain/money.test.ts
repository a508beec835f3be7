import { describe, expect, it } from 'vitest';
import {
  formatCentavos,
  formatPesos,
  formatPesoThousands,
  toCentavos,
  toCentavosExact,
  toDecimalString,
} from './money';

describe('toCentavos and toDecimalString', () => {
  it.each([
    ['4500.00', 450_000],
    ['4500.05', 450_005],
    ['10000.01', 1_000_001],
    ['0.05', 5],
    ['0.00', 0],
    ['-12.30', -1230],
  ])('%s is %i centavos, both ways', (decimal, centavos) => {
    expect(toCentavos(decimal)).toBe(centavos);
    expect(toDecimalString(centavos)).toBe(decimal);
  });

  it('reads money written loosely, as strings or numbers', () => {
    expect(toCentavos('4500')).toBe(450_000);
    expect(toCentavos('4500.5')).toBe(450_050);
    expect(toCentavos('4,500.00')).toBe(450_000);
    expect(toCentavos(' 12.30 ')).toBe(1230);
    expect(toCentavos(0.1 + 0.2)).toBe(30);
    expect(toCentavos(10000.01)).toBe(1_000_001);
  });

  it('answers NaN for anything that is not money', () => {
    for (const value of ['', 'abc', '1.234', '1e3', '12.', '.5', Number.NaN, Number.POSITIVE_INFINITY])
      expect(toCentavos(value as string | number), String(value)).toBeNaN();
  });

  it('round-trips from centavos', () => {
    for (const cents of [0, 1, 99, 100, 123_456_789]) expect(toCentavos(toDecimalString(cents))).toBe(cents);
  });
});

describe('toCentavosExact (amounts people and API clients send)', () => {
  it('reads two-decimal amounts as strings or numbers like toCentavos', () => {
    for (const [value, centavos] of [
      ['4,500.50', 450_050],
      [' 12.3 ', 1230],
      [4500.5, 450_050],
      [10000.01, 1_000_001],
      [0.01, 1],
      [0.1, 10],
      [7000, 700_000],
      [-12.3, -1230],
      [1e21, 1e23],
    ] as const)
      expect(toCentavosExact(value), String(value)).toBe(centavos);
  });

  it('refuses a third decimal whether written as a number or a string (toCentavos rounds the number)', () => {
    expect(toCentavos(0.005)).toBe(1);
    for (const value of [0.005, '0.005', 1.234, '1.234', 4500.001, 0.1 + 0.2, 1e-7, 9999999.999])
      expect(toCentavosExact(value), String(value)).toBeNaN();
  });

  it('answers NaN for anything that is not money, like toCentavos', () => {
    for (const value of ['', 'abc', '1e3', Number.NaN, Number.POSITIVE_INFINITY])
      expect(toCentavosExact(value), String(value)).toBeNaN();
  });
});

describe('formatPesos and formatCentavos', () => {
  // one amount, given in pesos as the API sends it and in centavos, prints the same through either
  it.each([
    ['4500.00', 450_000, '₱4,500'],
    ['3000', 300_000, '₱3,000'],
    ['1234567.8', 123_456_780, '₱1,234,567.80'],
    ['7000.01', 700_001, '₱7,000.01'],
    ['0.05', 5, '₱0.05'],
    ['0', 0, '₱0'],
    ['-250.5', -25_050, '-₱250.50'],
  ])(
    '%s pesos (%i centavos) print as %s: .00 dropped on whole amounts, the sign kept',
    (pesos, centavos, printed) => {
      expect(formatPesos(pesos)).toBe(printed);
      expect(formatCentavos(centavos)).toBe(printed);
    },
  );

  it('read pesos as a number too', () => {
    expect(formatPesos(4500)).toBe('₱4,500');
    expect(formatPesos(12.5)).toBe('₱12.50');
  });

  it('always show centavos when asked', () => {
    expect(formatPesos('4500.00', { cents: true })).toBe('₱4,500.00');
    expect(formatCentavos(300_000, { cents: true })).toBe('₱3,000.00');
    expect(formatCentavos(700_001, { cents: true })).toBe('₱7,000.01');
  });

  it('show ₱0 for garbage', () => {
    expect(formatPesos('abc')).toBe('₱0');
    expect(formatPesos(Number.NaN)).toBe('₱0');
    expect(formatCentavos(Number.NaN)).toBe('₱0');
    expect(formatCentavos(Number.POSITIVE_INFINITY)).toBe('₱0');
  });

  it('group the thousands as en-PH does, up to 10^12 pesos and beyond', () => {
    const enPH = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [0, 99, 100_000, 99_999_999, 100_000_000, 123_456_789_012, 10 ** 14];
    for (let i = 0; i < 200; i++) amounts.push(Math.floor(Math.random() * 10 ** (2 + (i % 13))));
    for (const centavos of amounts)
      expect(formatCentavos(centavos, { cents: true })).toBe(`₱${enPH.format(centavos / 100)}`);
    // past 2^53 / 100 pesos Intl gets the centavos from a float division; these come from integers
    expect(formatCentavos(2 ** 53 - 1)).toBe('₱90,071,992,547,409.91');
    // and far past it (no input is money there, but nothing prints "1e+21")
    expect(formatCentavos(10 ** 25)).toMatch(/^₱\d{1,3}(,\d{3}){7}(\.\d\d)?$/);
  });

  it('print the same for the same amount with centavos shown', () => {
    for (const pesos of ['0.00', '1.99', '4500.00', '10000.01', '-3.50'])
      expect(formatCentavos(toCentavos(pesos), { cents: true })).toBe(formatPesos(pesos, { cents: true }));
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
