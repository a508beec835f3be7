import { MSG } from '@domain/messages';
import { DEFAULT_STAY_LIMITS } from '@domain/stay-limits';
import { describe, expect, it } from 'vitest';
import { aRoom, HOLY_WEEK_NIGHT } from '@/test/room';
import { LONG_STAY_REASON_REQUIRED } from './long-stay';
import {
  DESK_PAYMENT_METHODS,
  toBookingPayload,
  walkInBookingDefaults,
  walkInBookingSchema,
} from './walk-in-form';

const TODAY = '2026-03-10';
const ROOM = aRoom({ rates: [HOLY_WEEK_NIGHT] });
const CUSTOMER = '22222222-2222-4222-8222-222222222222';

const filled = (over: Record<string, string> = {}) => ({
  ...walkInBookingDefaults(CUSTOMER, TODAY, '2026-03-11'),
  roomId: ROOM.id,
  checkout: '2026-03-12',
  totalAmount: '9500.00',
  transactionId: 'OR-1001',
  ...over,
});

describe('walk-in booking form', () => {
  const schema = walkInBookingSchema({
    today: TODAY,
    rooms: [ROOM],
    limits: DEFAULT_STAY_LIMITS,
    allowLongStay: false,
  });

  it('starts with 1 adult, 0 kids, cash, today and tomorrow', () => {
    expect(walkInBookingDefaults(CUSTOMER, TODAY, '2026-03-11')).toMatchObject({
      adults: '1',
      kids: '0',
      paymentMethod: 'cash',
      checkin: TODAY,
      checkout: '2026-03-11',
    });
    expect(DESK_PAYMENT_METHODS[0]?.value).toBe('cash');
  });

  it("asks for every required field with the spec's message", () => {
    const result = schema.safeParse({ ...filled(), roomId: '', totalAmount: '', transactionId: ' ' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => [i.path[0], i.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['roomId', MSG.walkInBookingFields],
        ['totalAmount', MSG.walkInBookingFields],
        ['transactionId', MSG.walkInBookingFields],
      ]),
    );
  });

  it("keeps the party within the room's limits and check-in not in the past", () => {
    const tooMany = schema.safeParse(filled({ adults: '3' }));
    expect(tooMany.error?.issues[0]).toMatchObject({
      path: ['adults'],
      message: 'This room takes 1 to 2 adults',
    });
    const past = schema.safeParse(filled({ checkin: '2026-03-09' }));
    expect(past.error?.issues[0]).toMatchObject({ path: ['checkin'], message: MSG.checkinInPast });
  });

  it('sends money as a decimal string and guests as integers', () => {
    const parsed = schema.parse(filled({ totalAmount: '9,500.5', specialRequests: '  Late arrival ' }));
    expect(toBookingPayload(parsed, { allowLongStay: false })).toEqual({
      customerId: CUSTOMER,
      roomId: ROOM.id,
      checkin: TODAY,
      checkout: '2026-03-12',
      adults: 1,
      kids: 0,
      discountGuests: 0,
      totalAmount: '9500.50',
      paymentMethod: 'cash',
      transactionId: 'OR-1001',
      specialRequests: 'Late arrival',
      longStayReason: '',
    });
  });

  it('refuses a stay past the limit or the horizon unless the clerk overrides the length with a reason', () => {
    const long = filled({ checkout: '2026-04-20', totalAmount: '100000' });
    expect(schema.safeParse(long).error?.issues[0]).toMatchObject({
      path: ['checkout'],
      message: 'Stays can be at most 30 nights',
    });
    const overriding = walkInBookingSchema({
      today: TODAY,
      rooms: [ROOM],
      limits: DEFAULT_STAY_LIMITS,
      allowLongStay: true,
    });
    expect(overriding.safeParse(long).error?.issues[0]).toMatchObject({
      path: ['longStayReason'],
      message: LONG_STAY_REASON_REQUIRED,
    });
    const parsed = overriding.parse({ ...long, longStayReason: ' Film crew ' });
    expect(toBookingPayload(parsed, { allowLongStay: true }).longStayReason).toBe('Film crew');
    const far = filled({ checkin: '2027-03-11', checkout: '2027-03-12' });
    expect(overriding.safeParse(far).error?.issues[0]).toMatchObject({
      path: ['checkin'],
      message: 'Bookings open up to 365 days ahead',
    });
  });
});
