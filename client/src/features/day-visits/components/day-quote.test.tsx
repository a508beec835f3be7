// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { DayVisitDayDto, DayVisitQuoteDto } from '@domain/api-types';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { childRuleIn, DayFacts } from './day-facts';
import { DayQuote } from './day-quote';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

// 2 adults at ₱200 (a weekend), one of them a senior: ₱200 / 1.12 = ₱178.57 without VAT, 20% off ₱35.71
const DISCOUNTED: DayVisitQuoteDto = {
  lines: [
    { item: 'adult', quantity: 2, unitPrice: '200.00', amount: '400.00' },
    { item: 'infant', quantity: 1, unitPrice: '0.00', amount: '0.00' },
    { item: 'cottage', quantity: 1, unitPrice: '1500.00', amount: '1500.00' },
  ],
  regularAmount: '1900.00',
  vatExemptSales: '178.57',
  vatExemptAmount: '21.43',
  discountAmount: '35.71',
  totalAmount: '1842.86',
  vatIncludedAmount: '178.27',
  downPayment: '552.86',
  balance: '1290.00',
};

describe('DayQuote', () => {
  it('lists entrance × heads, the free infants and the cottage, then the discount, VAT and down payment', () => {
    render(<DayQuote quote={DISCOUNTED} />);
    const lines = screen.getByTestId('quote-lines');
    expect(lines).toHaveTextContent('Adults2 × ₱200₱400');
    expect(lines).toHaveTextContent('Infants (free)1 × ₱0₱0');
    expect(lines).toHaveTextContent('Cottage1 × ₱1,500₱1,500');
    expect(screen.getByTestId('summary-regular')).toHaveTextContent('₱1,900.00');
    expect(screen.getByTestId('summary-vat-exempt')).toHaveTextContent('−₱21.43');
    expect(screen.getByTestId('summary-discount')).toHaveTextContent('−₱35.71');
    expect(screen.getByTestId('quote-total')).toHaveTextContent('₱1,842.86');
    expect(screen.getByText('VAT included (12%)')).toBeInTheDocument();
    expect(screen.getByTestId('quote-down-payment')).toHaveTextContent('₱552.86');
  });

  it('shows no discount lines when nobody claims the discount', () => {
    render(<DayQuote quote={{ ...DISCOUNTED, vatExemptAmount: '0.00', discountAmount: '0.00' }} />);
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
  });
});

const DAY: DayVisitDayDto = {
  date: '2030-12-30',
  dayType: 'holiday',
  holidayName: 'Rizal Day',
  openingHours: '8:00 AM – 6:00 PM',
  childRule: 'Children 3–12 years old',
  childRuleFil: 'Mga batang 3–12 taong gulang',
  prices: { adult: '200.00', child: '150.00', infant: '0.00' },
  dailyCapacity: 300,
  capacityLeft: 0,
  cottages: [],
  quote: null,
};

describe('DayFacts', () => {
  it('names the holiday and its weekend rates, the fees, the hours and a full day', () => {
    render(<DayFacts day={DAY} stale={false} />);
    const facts = screen.getByTestId('day-facts');
    expect(facts).toHaveTextContent('Holiday');
    expect(facts).toHaveTextContent('Rizal Day: weekend rates');
    expect(facts).toHaveTextContent('₱200 per adult · ₱150 per child');
    expect(facts).toHaveTextContent('Fully booked');
  });

  it('shows the child rule in Filipino when the admin wrote one, else the English', async () => {
    expect(childRuleIn(DAY, 'fil')).toBe('Mga batang 3–12 taong gulang');
    expect(childRuleIn({ ...DAY, childRuleFil: ' ' }, 'fil')).toBe('Children 3–12 years old');
    expect(childRuleIn(DAY, 'en')).toBe('Children 3–12 years old');
    await i18n.loadNamespaces(['day-tours']);
    await i18n.changeLanguage('fil');
    render(<DayFacts day={{ ...DAY, capacityLeft: 12 }} stale={false} />);
    expect(screen.getByTestId('day-facts')).toHaveTextContent('Mga batang 3–12 taong gulang');
    expect(screen.getByTestId('day-facts')).toHaveTextContent('12 puwesto na lang');
  });
});
