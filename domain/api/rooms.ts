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
