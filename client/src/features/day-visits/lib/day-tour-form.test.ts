import { MSG } from '@domain/messages';
import { TOO_MANY_DISCOUNT_GUESTS_MESSAGE } from '@domain/schemas/booking';
import { DAY_VISIT_MESSAGES } from '@domain/schemas/day-visits';
import { DEFAULT_STAY_LIMITS } from '@domain/stay-limits';
import { describe, expect, it } from 'vitest';
import {
  type DayTourValues,
  dayQueryOf,
  dayTourIssues,
  dayTourResolver,
  dayTourSearch,
  initialDayTourValues,
  toDayVisitPayload,
} from './day-tour-form';

const TODAY = '2030-01-10';
const context = { today: TODAY, limits: DEFAULT_STAY_LIMITS, cardPayments: true };
const filled = (overrides: Partial<DayTourValues> = {}): DayTourValues => ({
  ...initialDayTourValues('', TODAY),
  paymentMethod: 'GCash',
  transactionId: ' 1023 456 ',
  ...overrides,
});

describe('initialDayTourValues', () => {
  it('starts on today with two adults and no cottage', () => {
    expect(initialDayTourValues('', TODAY)).toMatchObject({
      date: TODAY,
      adults: '2',
      kids: '0',
      infants: '0',
      cottageId: '',
      paymentMethod: '',
    });
  });

  it("takes the URL's day, party and cottage, keeping counts within 1–20 adults and 0–20 others", () => {
    expect(
      initialDayTourValues('?date=2030-02-03&adults=40&kids=-2&infants=3&cottage=abc', TODAY),
    ).toMatchObject({ date: '2030-02-03', adults: '20', kids: '0', infants: '3', cottageId: 'abc' });
    expect(initialDayTourValues('?date=tomorrow&adults=x', TODAY)).toMatchObject({
      date: TODAY,
      adults: '2',
    });
  });
});

describe('dayTourIssues', () => {
  it('a filled form has none', () => {
    expect(dayTourIssues(filled(), context)).toEqual([]);
  });

  it("says what the server says about the day, in the fields' order", () => {
    expect(dayTourIssues(filled({ date: '' }), context)).toEqual([
      { field: 'date', message: DAY_VISIT_MESSAGES.day },
    ]);
    const past = dayTourIssues(filled({ date: '2030-01-09', paymentMethod: '', transactionId: '' }), context);
    expect(past.map((issue) => issue.field)).toEqual(['date', 'paymentMethod', 'transactionId']);
    expect(dayTourIssues(filled({ date: '2031-06-01' }), context)[0]?.message).toBe(
      'Bookings open up to 365 days ahead',
    );
  });

  it('counts seniors and PWDs among the paying heads only (infants enter free)', () => {
    expect(dayTourIssues(filled({ adults: '1', kids: '1', discountGuests: '2' }), context)).toEqual([]);
    expect(dayTourIssues(filled({ adults: '1', infants: '3', discountGuests: '2' }), context)).toEqual([
      { field: 'discountGuests', message: TOO_MANY_DISCOUNT_GUESTS_MESSAGE },
    ]);
  });

  it("asks for a method and a reference, and refuses the card while the admin's option is off", () => {
    expect(dayTourIssues(filled({ paymentMethod: 'Card' }), { ...context, cardPayments: false })).toEqual([
      { field: 'paymentMethod', message: MSG.cardPaymentOff },
    ]);
    expect(dayTourIssues(filled({ transactionId: '   ' }), context)).toEqual([
      { field: 'transactionId', message: MSG.transactionIdRequired },
    ]);
  });

  it('the resolver puts each issue on its field, and passes a good form through', async () => {
    const resolve = dayTourResolver(context);
    const bad = await resolve(filled({ date: '' }), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(bad.errors.date?.message).toBe(DAY_VISIT_MESSAGES.day);
    const good = await resolve(filled(), undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(good.errors).toEqual({});
  });
});

describe('what the form asks and sends', () => {
  it('asks for the day only once the day itself is right', () => {
    expect(dayQueryOf(filled({ date: '2030-01-01' }), context)).toBeNull();
    expect(dayQueryOf(filled({ kids: '1', infants: '2', cottageId: 'c1' }), context)).toEqual({
      date: TODAY,
      adults: 2,
      kids: 1,
      infants: 2,
      discountGuests: 0,
      cottageId: 'c1',
    });
  });

  it('sends numbers, no cottage as null, a trimmed reference and never the card', () => {
    const payload = toDayVisitPayload(filled({ cardNumber: '4111 1111 1111 1111', infants: '1' }));
    expect(payload).toEqual({
      date: TODAY,
      adults: 2,
      kids: 0,
      infants: 1,
      discountGuests: 0,
      cottageId: null,
      specialRequests: '',
      paymentMethod: 'GCash',
      transactionId: '1023 456',
    });
  });

  it('comes back from signing in to the same day and party', () => {
    const values = filled({ date: '2030-02-03', adults: '3', infants: '1', cottageId: 'c1' });
    expect(initialDayTourValues(`?${dayTourSearch(values)}`, TODAY)).toMatchObject({
      date: '2030-02-03',
      adults: '3',
      infants: '1',
      cottageId: 'c1',
    });
  });
});
