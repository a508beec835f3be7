// A room as GET /api/rooms sends it, for the tests of the booking form, the desk's walk-in form and the
// pages that show rooms: the API reference's Deluxe Ocean View (₱4,500 a night for up to 2 adults and a
// child, nothing added for extra guests, no seasonal rates); `overrides` set what a test is about.

import type { RateDto, RoomDto } from '@domain/api-types';

export const aRoom = (overrides: Partial<RoomDto> = {}): RoomDto => ({
  id: '3a9d1f20-6b7c-4e5d-8f90-1a2b3c4d5e6f',
  name: 'Deluxe Ocean View',
  description: '',
  imagePath: null,
  images: [],
  basePrice: '4500.00',
  maxAdults: 2,
  maxKids: 1,
  maxOccupancy: 3,
  baseOccupancy: 3,
  extraAdultCharge: '0.00',
  extraChildCharge: '0.00',
  status: 'available',
  amenities: [],
  rates: [],
  ...overrides,
});

/** A seasonal rate of ₱5,000 for the one night of 11 March 2026 (the night after the tests' today). */
export const HOLY_WEEK_NIGHT: RateDto = {
  id: 'r',
  rateType: 'Holy Week',
  price: '5000.00',
  description: '',
  validFrom: '2026-03-11',
  validTo: '2026-03-11',
};
