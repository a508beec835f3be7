import { quoteStay } from '@domain/pricing';
import { describe, expect, it } from 'vitest';
import { seasonalRateNames, summaryLines } from './summary-lines';

const rates = [
  { rateType: 'Holiday Season', price: '7000.00', validFrom: '2026-12-24', validTo: '2026-12-25' },
];
const quote = (checkin: string, checkout: string) =>
  quoteStay({ basePrice: '5800.00', rates, checkin, checkout });

describe('summaryLines', () => {
  it("lists each night's price, naming the seasonal rate where it replaces the base price", () => {
    const lines = summaryLines(quote('2026-12-22', '2026-12-26').nights);
    expect(lines.map((line) => [line.key, line.amountCentavos, line.rateType])).toEqual([
      ['2026-12-22', 580_000, null],
      ['2026-12-23', 580_000, null],
      ['2026-12-24', 700_000, 'Holiday Season'],
      ['2026-12-25', 700_000, 'Holiday Season'],
    ]);
    expect(lines[0]?.label).toMatch(/Dec 22, 2026/);
  });

  it('folds runs of equal nights together on long stays, keeping the total', () => {
    const stay = quote('2026-12-18', '2026-12-30');
    const lines = summaryLines(stay.nights);
    expect(lines.map((line) => [line.nights, line.nightlyCentavos, line.rateType])).toEqual([
      [6, 580_000, null],
      [2, 700_000, 'Holiday Season'],
      [4, 580_000, null],
    ]);
    expect(lines.reduce((sum, line) => sum + line.amountCentavos, 0)).toBe(stay.totalCentavos);
    expect(lines[0]?.label).toMatch(/Dec 18, 2026 – Dec 23, 2026/);
  });

  it('gives no lines for no nights and names each rate once', () => {
    expect(summaryLines([])).toEqual([]);
    expect(seasonalRateNames(quote('2026-12-23', '2026-12-26').nights)).toEqual(['Holiday Season']);
  });

  it('matches the 30% down payment and 70% balance of the quote', () => {
    const stay = quote('2026-12-23', '2026-12-25');
    expect(stay.totalCentavos).toBe(1_280_000);
    expect(stay.downPaymentCentavos).toBe(384_000);
    expect(stay.balanceCentavos).toBe(896_000);
  });
});
