// Day visits in the API's answers: the admin's entrance pass, holidays and cottages, and the public day.
import { z } from 'zod';
import { ROOM_STATUSES } from '../constants';
import { DAY_TYPES } from '../day-visits';
import { calendarDay, money, uuid } from './common';

export const passSettingsSchema = z
  .object({
    adultWeekdayPrice: money,
    adultWeekendPrice: money.describe('Also the price on the holidays the admin lists'),
    childWeekdayPrice: money,
    childWeekendPrice: money,
    childRule: z.string().describe('Who pays the child price, in words (e.g. "children 3–12 years old")'),
    childRuleFil: z.string().describe('The same rule in Filipino; empty shows the English'),
    openingHours: z.string(),
    dailyCapacity: z.number().int().describe('Day visitors the beach takes on one day, infants included'),
  })
  .meta({
    id: 'DayPassSettings',
    description:
      'The entrance pass of a day visit: a fee per adult and per child by day type; infants are free.',
  });

export const holidaySchema = z
  .object({ date: calendarDay, name: z.string() })
  .meta({ id: 'Holiday', description: 'A day priced as a weekend.' });

export const cottageSchema = z
  .object({
    id: uuid,
    name: z.string(),
    description: z.string(),
    imagePath: z.string().nullable().describe('The main picture: the first of images'),
    images: z.array(z.string()),
    capacity: z.number().int().describe('How many persons it is good for'),
    price: money.describe('The price for the day'),
    status: z.enum(ROOM_STATUSES),
  })
  .meta({ id: 'Cottage', description: 'A beachfront cottage rented for the day.' });

export const dayVisitQuoteSchema = z
  .object({
    lines: z.array(
      z.object({
        item: z.enum(['adult', 'child', 'infant', 'cottage']),
        quantity: z.number().int(),
        unitPrice: money,
        amount: money,
      }),
    ),
    regularAmount: money,
    vatExemptSales: money,
    vatExemptAmount: money,
    discountAmount: money.describe("20% off the senior citizens' and PWDs' own entrance fees without VAT"),
    totalAmount: money,
    vatIncludedAmount: money,
    downPayment: money.describe('30% of the total'),
    balance: money,
  })
  .meta({ id: 'DayVisitQuote', description: "A party's bill for the day, line by line (docs/pricing.md)." });

export const dayVisitDaySchema = z
  .object({
    date: calendarDay,
    dayType: z.enum(DAY_TYPES),
    holidayName: z.string().nullable(),
    openingHours: z.string(),
    childRule: z.string(),
    childRuleFil: z.string(),
    prices: z.object({ adult: money, child: money, infant: money }),
    dailyCapacity: z.number().int(),
    capacityLeft: z.number().int().describe('Day visitors the day still takes'),
    cottages: z.array(cottageSchema).describe('The cottages open and not held that day'),
    quote: dayVisitQuoteSchema.nullable().describe('The bill of the party asked about (null without adults)'),
  })
  .meta({
    id: 'DayVisitDay',
    description: "One day's offer for day visitors: its day type, the fees that day, what is left.",
  });
