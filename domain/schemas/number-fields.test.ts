// The number fields of every payload (guests, occupancy, order, rating, search filters) and its money:
// a JSON number or a string of digits, never true, [1], [], null or blank; money never with a third decimal.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { MSG } from '../messages';
import { amenityInputSchema, RATE_MESSAGES, rateInputSchema, roomInputSchema } from './admin';
import {
  createReservationSchema,
  createReviewSchema,
  DISCOUNT_GUESTS_MESSAGE,
  recordPaymentSchema,
} from './booking';
import { moneyInput, plainNumber, wholeNumber } from './fields';
import { roomSearchSchema } from './public';
import { deskPaymentSchema, refundSchema, walkInBookingPayloadSchema } from './staff';

const TODAY = '2026-03-01';
const ID = '7b0c3a52-1111-4a4a-8a8a-123456789abc';
const MAX_OCCUPANCY_MESSAGE = 'Max occupancy must be a whole number from 1 to 10';

/** What z.coerce.number() read as a number: true and [1] as 1, [], null and blanks as 0. */
const ODD_INPUTS: unknown[] = [
  true,
  false,
  [1],
  [[1]],
  ['2'],
  [],
  null,
  {},
  { valueOf: () => 2 },
  '',
  '   ',
  '\t\n',
  '1e3',
  '0x10',
  'Infinity',
  'two',
  '2 adults',
];

type Schema = { safeParse: (input: unknown) => z.ZodSafeParseResult<unknown> };

const issueAt = (schema: Schema, input: Record<string, unknown>, field: string) =>
  schema.safeParse(input).error?.issues.find((issue) => issue.path[0] === field)?.message;

const valueAt = (schema: Schema, input: Record<string, unknown>, field: string) => {
  const result = schema.safeParse(input);
  expect(result.error?.issues, JSON.stringify(input)).toBeUndefined();
  return (result.data as Record<string, unknown>)[field];
};

const without = (body: Record<string, unknown>, field: string) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => key !== field));

const booking = {
  roomId: ID,
  checkin: '2026-04-10',
  checkout: '2026-04-12',
  adults: 2,
  kids: 0,
  paymentMethod: 'GCash',
  transactionId: 'GC-1',
};
const walkIn = {
  customerId: ID,
  roomId: ID,
  checkin: '2026-04-10',
  checkout: '2026-04-12',
  adults: 2,
  kids: 0,
  totalAmount: '9000.00',
  paymentMethod: 'cash',
  transactionId: 'OR-1',
};
const room = { name: 'Garden Room', basePrice: '4500', images: ['a.jpg', 'b.jpg', 'c.jpg'] };

// [what, schema, a valid body, field, the field's own message for a value that is no number (zod's when
// it has none), its default when missing (undefined: required)]
const WHOLE_NUMBER_FIELDS: [string, Schema, Record<string, unknown>, string, string | undefined, unknown][] =
  [
    ['booking', createReservationSchema(TODAY), booking, 'adults', undefined, undefined],
    ['booking', createReservationSchema(TODAY), booking, 'kids', undefined, 0],
    ['booking', createReservationSchema(TODAY), booking, 'discountGuests', DISCOUNT_GUESTS_MESSAGE, 0],
    ['walk-in booking', walkInBookingPayloadSchema, walkIn, 'adults', undefined, 1],
    ['walk-in booking', walkInBookingPayloadSchema, walkIn, 'kids', undefined, 0],
    ['walk-in booking', walkInBookingPayloadSchema, walkIn, 'discountGuests', DISCOUNT_GUESTS_MESSAGE, 0],
    ['room', roomInputSchema, room, 'maxAdults', undefined, 2],
    ['room', roomInputSchema, room, 'maxKids', undefined, 0],
    ['room', roomInputSchema, room, 'maxOccupancy', MAX_OCCUPANCY_MESSAGE, 2],
    ['amenity', amenityInputSchema, { name: 'Pool' }, 'displayOrder', undefined, 0],
    [
      'review',
      createReviewSchema,
      { reservationId: ID, comment: 'A lovely quiet stay' },
      'rating',
      undefined,
      5,
    ],
  ];

describe('wholeNumber', () => {
  const guests = wholeNumber(z.number({ error: 'Enter the guests' }).min(0, 'Enter the guests'));

  it('takes a JSON number or a string of digits, trimmed', () => {
    expect(guests.parse(3)).toBe(3);
    expect(guests.parse('3')).toBe(3);
    expect(guests.parse(' 12\t')).toBe(12);
    expect(guests.parse('007')).toBe(7);
    expect(guests.parse(0)).toBe(0);
  });

  it.each(ODD_INPUTS)('refuses %o with the field’s type message', (odd) => {
    expect(guests.safeParse(odd).error?.issues.map((issue) => issue.message)).toEqual(['Enter the guests']);
  });

  it('leaves -1 and 1.5, as numbers or text, to the field’s own min and whole-number rules', () => {
    for (const value of [-1, '-1', ' -1 ', 1.5, '1.5', ' 1.5 '])
      expect(guests.safeParse(value).error?.issues[0]?.message, String(value)).toBe('Enter the guests');
    const adults = wholeNumber(z.number().int().min(1, 'At least 1 adult is required'));
    expect(adults.safeParse('0').error?.issues[0]?.message).toBe('At least 1 adult is required');
    expect(adults.safeParse('1.5').error?.issues[0]?.message).toBe(
      'Invalid input: expected int, received number',
    );
  });

  it('is whole even when the number given has no .int(); a default still fills a missing field', () => {
    expect(wholeNumber().safeParse(2.5).success).toBe(false);
    expect(wholeNumber().safeParse(2).success).toBe(true);
    expect(wholeNumber().default(4).parse(undefined)).toBe(4);
    expect(plainNumber().parse(' 2.5 ')).toBe(2.5);
    expect(plainNumber().safeParse(true).success).toBe(false);
  });

  it('documents the API as an integer, as z.coerce.number().int() did', () => {
    const schema = z.toJSONSchema(roomInputSchema, { io: 'input', unrepresentable: 'any' });
    expect(schema.properties?.maxAdults).toEqual({ type: 'integer', minimum: 1, maximum: 6, default: 2 });
  });
});

// rows as objects, so the titles name the field ('%s %s' would print the whole schema into every title)
const wholeNumberRows = WHOLE_NUMBER_FIELDS.map(([what, schema, body, field, message, fallback]) => ({
  what,
  schema,
  body,
  field,
  message,
  fallback,
}));

describe.each(wholeNumberRows)('$what $field', ({ schema, body, field, message, fallback }) => {
  it('reads a number or a string of digits', () => {
    expect(valueAt(schema, { ...body, [field]: 2 }, field)).toBe(2);
    expect(valueAt(schema, { ...body, [field]: '2' }, field)).toBe(2);
    expect(valueAt(schema, { ...body, [field]: ' 2 ' }, field)).toBe(2);
  });

  it.each(ODD_INPUTS)('refuses %o with a message on the field', (odd) => {
    const said = issueAt(schema, { ...body, [field]: odd }, field);
    expect(said).toBe(message ?? said);
    expect(said).toEqual(expect.any(String));
    if (!message) expect(said).toMatch(/^Invalid input: expected number, received /);
  });

  it(fallback === undefined ? 'is required' : `is ${fallback} when missing`, () => {
    if (fallback === undefined)
      expect(issueAt(schema, without(body, field), field)).toEqual(expect.any(String));
    else expect(valueAt(schema, without(body, field), field)).toBe(fallback);
  });
});

// [schema, a valid body, field, a value out of its range, the field's own message]
const OUT_OF_RANGE: [Schema, Record<string, unknown>, string, unknown, string][] = [
  [createReservationSchema(TODAY), booking, 'adults', '0', 'At least 1 adult is required'],
  [createReservationSchema(TODAY), booking, 'discountGuests', '-1', DISCOUNT_GUESTS_MESSAGE],
  [createReservationSchema(TODAY), booking, 'discountGuests', 1.5, DISCOUNT_GUESTS_MESSAGE],
  [walkInBookingPayloadSchema, walkIn, 'discountGuests', 'two', DISCOUNT_GUESTS_MESSAGE],
  [roomInputSchema, room, 'maxOccupancy', '11', MAX_OCCUPANCY_MESSAGE],
  [roomInputSchema, room, 'maxOccupancy', '', MAX_OCCUPANCY_MESSAGE],
  [
    createReviewSchema,
    { reservationId: ID, comment: 'A lovely quiet stay' },
    'rating',
    '6',
    MSG.reviewRating,
  ],
  [createReviewSchema, { reservationId: ID, comment: 'A lovely quiet stay' }, 'rating', 0, MSG.reviewRating],
];

describe('the fields keep their own messages for numbers out of range', () => {
  // titled by field and value: a schema in a title would print all of it
  it.each(
    OUT_OF_RANGE.map(([schema, body, field, value, message]) => ({ schema, body, field, value, message })),
  )('$field given $value', ({ schema, body, field, value, message }) => {
    expect(issueAt(schema, { ...body, [field]: value }, field)).toBe(message);
  });

  it('keeps the output types: numbers', () => {
    expectTypeOf<z.output<typeof roomInputSchema>['maxOccupancy']>().toEqualTypeOf<number>();
    expectTypeOf<z.output<ReturnType<typeof createReservationSchema>>['adults']>().toEqualTypeOf<number>();
    expectTypeOf<z.output<typeof walkInBookingPayloadSchema>['discountGuests']>().toEqualTypeOf<number>();
    expectTypeOf<z.output<typeof roomSearchSchema>['kids']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<z.output<typeof roomSearchSchema>['maxPrice']>().toEqualTypeOf<number | undefined>();
  });
});

describe('roomSearchSchema (query strings)', () => {
  it("reads digits, and '' or a missing filter as none", () => {
    expect(roomSearchSchema.parse({ adults: ' 2 ', kids: '1', maxPrice: '5800.50' })).toEqual({
      adults: 2,
      kids: 1,
      maxPrice: 5800.5,
    });
    expect(roomSearchSchema.parse({ adults: '', kids: '', maxPrice: '' })).toEqual({});
  });

  it.each(['   ', ['1'], ['1', '2'], 'true', '1e3', true, null])(
    'refuses %o for every number filter',
    (odd) => {
      for (const field of ['adults', 'kids', 'maxPrice'])
        expect(roomSearchSchema.safeParse({ [field]: odd }).success, field).toBe(false);
    },
  );
});

// [what, schema, a valid body, field, the field's message for a malformed amount]
const MONEY_FIELDS: [string, Schema, Record<string, unknown>, string, string][] = [
  [
    'guest payment',
    recordPaymentSchema,
    { reservationId: ID, paymentMethod: 'gcash', transactionId: 'GC-1' },
    'amount',
    MSG.invalidAmount,
  ],
  [
    'desk payment',
    deskPaymentSchema,
    { reservationId: ID, paymentMethod: 'cash', transactionId: 'OR-1' },
    'amount',
    MSG.invalidAmount,
  ],
  [
    'refund',
    refundSchema,
    { paymentMethod: 'cash', transactionId: 'RF-1', reason: 'Cancelled early' },
    'amount',
    MSG.invalidAmount,
  ],
  ['walk-in booking', walkInBookingPayloadSchema, walkIn, 'totalAmount', MSG.walkInBookingFields],
  ['room', roomInputSchema, room, 'basePrice', 'Please enter a valid price'],
  [
    'seasonal rate',
    rateInputSchema,
    { rateType: 'Peak', validFrom: '2026-04-01', validTo: '2026-04-10' },
    'price',
    RATE_MESSAGES.invalidPrice,
  ],
];

const moneyRows = MONEY_FIELDS.map(([what, schema, body, field, message]) => ({
  what,
  schema,
  body,
  field,
  message,
}));

describe.each(moneyRows)('$what $field', ({ schema, body, field, message }) => {
  it.each([0.005, '0.005', 1.234, '1.234', 4500.001, '4,500.001', 0.1 + 0.2, 1e-7])(
    'refuses %o (more than two decimals) with the message the string "0.005" gets',
    (amount) => {
      expect(issueAt(schema, { ...body, [field]: amount }, field)).toBe(message);
    },
  );

  it('takes up to two decimals, as a number or a string, in centavos', () => {
    for (const [amount, centavos] of [
      [0.01, 1],
      ['0.01', 1],
      [4500.5, 450_050],
      ['4,500.50', 450_050],
      [10000.01, 1_000_001],
      [7000, 700_000],
    ] as const)
      expect(valueAt(schema, { ...body, [field]: amount }, field), String(amount)).toBe(centavos);
  });
});

describe('moneyInput over the cap', () => {
  it('still says the cap for a huge number, even one too big to have decimals', () => {
    const amount = moneyInput(MSG.invalidAmount);
    for (const huge of [1e12, 1e21, 10_000_000.01])
      expect(amount.safeParse(huge).error?.issues[0]?.message, String(huge)).toBe(MSG.amountTooLarge);
  });
});
