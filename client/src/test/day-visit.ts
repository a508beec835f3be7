// A day at the beach as GET /api/day-visits sends it, for the tests of the day tours page and the gate:
// a weekday at ₱150 an adult and ₱100 a child, 291 of 300 places left, one cottage (Kubo by the Shore,
// ₱1,500, good for 8), no quote; `overrides` set what a test is about.

import type { CottageDto, DayVisitDayDto } from '@domain/api-types';

export const aCottage = (overrides: Partial<CottageDto> = {}): CottageDto => ({
  id: '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f',
  name: 'Kubo by the Shore',
  description: '',
  imagePath: null,
  images: [],
  capacity: 8,
  price: '1500.00',
  status: 'available',
  ...overrides,
});

export const aDayOffer = (overrides: Partial<DayVisitDayDto> = {}): DayVisitDayDto => ({
  date: '2026-06-10',
  dayType: 'weekday',
  holidayName: null,
  openingHours: '8:00 AM – 6:00 PM',
  childRule: 'Children 3–12 years old',
  childRuleFil: '',
  prices: { adult: '150.00', child: '100.00', infant: '0.00' },
  dailyCapacity: 300,
  capacityLeft: 291,
  cottages: [aCottage()],
  quote: null,
  ...overrides,
});
