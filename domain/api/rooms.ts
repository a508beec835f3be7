// Rooms and their rates in the API's answers (spec section 3).
import { z } from 'zod';
import { ROOM_STATUSES } from '../constants';
import { calendarDay, money, uuid } from './common';

export const rateSchema = z
  .object({
    id: uuid,
    rateType: z.string(),
    price: money,
    description: z.string(),
    validFrom: calendarDay,
    validTo: calendarDay,
  })
  .meta({
    id: 'Rate',
    description:
      'A seasonal rate: its price replaces the base price for each night from validFrom to validTo.',
    examples: [
      {
        id: '0b7e4c55-2f1a-4d8e-9c3b-5a6f7e8d9c01',
        rateType: 'peak',
        price: '6500.00',
        description: 'Holy Week',
        validFrom: '2025-04-13',
        validTo: '2025-04-20',
      },
    ],
  });

export const roomSchema = z
  .object({
    id: uuid,
    name: z.string(),
    description: z.string(),
    imagePath: z.string().nullable().describe('The main picture: the chosen one, else the first of images'),
    images: z.array(z.string()),
    basePrice: money,
    maxAdults: z.number().int(),
    maxKids: z.number().int(),
    maxOccupancy: z.number().int(),
    baseOccupancy: z
      .number()
      .int()
      .describe('"Good for N persons": the guests the rate includes (1..maxOccupancy); adults fill it first'),
    extraAdultCharge: money.describe('Added per night for each adult beyond baseOccupancy'),
    extraChildCharge: money.describe(
      'Added per night for each child beyond baseOccupancy (after the adults)',
    ),
    status: z.enum(ROOM_STATUSES),
    amenities: z.array(z.string()),
    rates: z.array(rateSchema),
  })
  .meta({
    id: 'Room',
    examples: [
      {
        id: '3a9d1f20-6b7c-4e5d-8f90-1a2b3c4d5e6f',
        name: 'Deluxe Ocean View',
        description: 'A bright room facing the sea, with a private balcony.',
        imagePath: '/images/rooms/deluxe-ocean-view.webp',
        images: ['/images/rooms/deluxe-ocean-view.webp'],
        basePrice: '4500.00',
        maxAdults: 2,
        maxKids: 1,
        maxOccupancy: 3,
        baseOccupancy: 2,
        extraAdultCharge: '500.00',
        extraChildCharge: '300.00',
        status: 'available',
        amenities: ['Air conditioning', 'Wi-Fi', 'Mini bar'],
        rates: [],
      },
    ],
  });

export const bulkAmenitiesResultSchema = z
  .object({ count: z.number().int().describe('How many rooms changed') })
  .meta({ id: 'BulkAmenitiesResult', examples: [{ count: 4 }] });

export const roomCsvUploadResultSchema = z
  .object({
    count: z.number().int().describe('Rooms created'),
    errors: z.array(z.string()).describe("The skipped rows, as 'Row N: field: reason'"),
  })
  .meta({
    id: 'RoomCsvUploadResult',
    examples: [{ count: 2, errors: ['Row 3: basePrice: Enter a valid price'] }],
  });

const stayRangeSchema = z
  .object({ checkin: calendarDay, checkout: calendarDay })
  .meta({ id: 'StayRange', description: 'The nights [checkin, checkout)' });

export const roomAvailabilitySchema = z
  .object({
    roomId: uuid,
    checkin: calendarDay,
    checkout: calendarDay,
    available: z
      .boolean()
      .describe('True when every night is free and the room takes bookings: the same rule as the booking'),
    reason: z
      .enum(['taken', 'room_unavailable'])
      .nullable()
      .describe(
        'Why not: a night is held (a booking or a channel block), or the room is not taking bookings',
      ),
    nearestDates: z
      .array(stayRangeSchema)
      .describe(
        'When taken: the nearest free stays of the same length in this room (at most one earlier and one later, nearest first), within 60 days, from today and within the booking horizon',
      ),
    otherRooms: z
      .array(
        z.object({
          id: uuid,
          name: z.string(),
          imagePath: z.string().nullable(),
          basePrice: money,
          maxAdults: z.number().int(),
          maxKids: z.number().int(),
        }),
      )
      .describe(
        'When not available: up to 3 other rooms free for the same nights that fit the party, cheapest first',
      ),
  })
  .meta({
    id: 'RoomAvailability',
    examples: [
      {
        roomId: '3a9d1f20-6b7c-4e5d-8f90-1a2b3c4d5e6f',
        checkin: '2026-12-24',
        checkout: '2026-12-27',
        available: false,
        reason: 'taken',
        nearestDates: [
          { checkin: '2026-12-27', checkout: '2026-12-30' },
          { checkin: '2026-12-20', checkout: '2026-12-23' },
        ],
        otherRooms: [
          {
            id: '5c1e2f30-7d8e-4f90-a1b2-c3d4e5f60718',
            name: 'Garden Suite',
            imagePath: '/images/rooms/garden-suite.webp',
            basePrice: '6800.00',
            maxAdults: 4,
            maxKids: 2,
          },
        ],
      },
    ],
  });
