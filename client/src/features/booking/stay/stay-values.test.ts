import { MSG } from '@domain/messages';
import { DEFAULT_STAY_LIMITS } from '@domain/stay-limits';
import { describe, expect, it } from 'vitest';
import { aRoom, HOLY_WEEK_NIGHT } from '@/test/room';
import { countChoices, hasNights, partyOf, type StayValues, stayIssues } from './stay-values';
import { stayQuote } from './use-stay-quote';

const TODAY = '2026-03-10';
const ROOM = aRoom({ rates: [HOLY_WEEK_NIGHT] });
const stay = (over: Partial<StayValues> = {}): StayValues => ({
  checkin: TODAY,
  checkout: '2026-03-12',
  adults: '1',
  kids: '0',
  discountGuests: '0',
  ...over,
});

describe('a stay', () => {
  it("is priced at the room's rates, seasonal nights included (the walk-in's prefilled total)", () => {
    expect(stayQuote(ROOM, stay())?.totalCentavos).toBe(450_000 + 500_000);
    expect(stayQuote(ROOM, stay({ checkout: TODAY }))).toBeNull();
    expect(stayQuote(undefined, stay())).toBeNull();
  });

  it("adds the party's extra guests at the room's charges, as the server prices them", () => {
    const goodForOne = { ...ROOM, baseOccupancy: 1, extraAdultCharge: '500.00', extraChildCharge: '250.00' };
    const quote = stayQuote(goodForOne, stay({ adults: '2', kids: '1' }))!;
    expect(quote.extraGuests).toMatchObject({ adults: 1, kids: 1, totalCentavos: 2 * 75_000 });
    expect(quote.bill.regularCentavos).toBe(950_000 + 150_000);
  });

  it('takes the senior / PWD discount of the guests who claim it off the total, not off the regular price', () => {
    const quote = stayQuote(ROOM, stay({ adults: '2', discountGuests: '1' }))!;
    expect(quote.bill.regularCentavos).toBe(950_000);
    expect(quote.totalCentavos).toBeLessThan(950_000);
  });

  it('counts the party with at least one adult', () => {
    expect(partyOf({ adults: '', kids: '', discountGuests: '' })).toEqual({
      adults: 1,
      kids: 0,
      guests: 1,
      discountGuests: 0,
    });
    expect(partyOf({ adults: '2', kids: '1', discountGuests: '1' }).guests).toBe(3);
  });

  it('has nights only when the check-out follows the check-in', () => {
    expect(hasNights(TODAY, '2026-03-11')).toBe(true);
    expect(hasNights(TODAY, TODAY)).toBe(false);
    expect(hasNights('2026-03', '2026-03-11')).toBe(false);
  });

  it("says what is wrong in the spec's order and words, both dates marked when neither is filled in", () => {
    const context = { today: TODAY, room: ROOM, limits: DEFAULT_STAY_LIMITS };
    expect(stayIssues(stay(), context)).toEqual([]);
    expect(stayIssues(stay({ checkin: '', checkout: '' }), context)).toEqual([
      { field: 'checkin', message: MSG.bookingDatesRequired },
      { field: 'checkout', message: MSG.bookingDatesRequired },
    ]);
    const issues = stayIssues(stay({ adults: '3', discountGuests: '5' }), context);
    expect(issues.map((issue) => issue.field)).toEqual(['adults', 'discountGuests']);
  });

  it('lists guest counts for the selects, at least one choice', () => {
    expect(countChoices(1, 3).map((choice) => choice.value)).toEqual(['1', '2', '3']);
    expect(countChoices(0, 0)).toEqual([{ value: '0', label: '0' }]);
    expect(countChoices(1, 2, (n) => `${n} Adults`)[1]).toEqual({ value: '2', label: '2 Adults' });
  });
});
