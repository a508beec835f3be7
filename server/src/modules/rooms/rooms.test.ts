// The visitors' room search and room detail: filters, dates, order, rates and the 400 and 404 answers.
// (The answer's bytes and how it follows every change: room-answers.test.ts.)
import type { RoomDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { seedSearchRooms } from '../../test/room-search-fixtures';
import { createTestApp } from '../../test/test-app';

const { app, db } = await createTestApp();
const { garden, ocean, suite, closed } = await seedSearchRooms(db);

const getRooms = async (query = '') => {
  const response = await app.inject({ method: 'GET', url: `/api/rooms${query}` });
  return response;
};
const namesOf = async (query = '') => {
  const response = await getRooms(query);
  expect(response.statusCode).toBe(200);
  return (response.json() as RoomDto[]).map((room) => room.name);
};

describe('GET /api/rooms', () => {
  it('lists every room, maintenance included, cheapest first then by name, with rates', async () => {
    const response = await getRooms();
    expect(response.statusCode).toBe(200);
    const list = response.json() as RoomDto[];
    expect(list.map((r) => r.name)).toEqual([
      'Alpha Nook',
      'Garden Room',
      'Closed Cottage',
      'Ocean View Deluxe',
      'Family Room',
      'Sunset Suite',
    ]);
    expect(list.find((r) => r.name === 'Closed Cottage')?.status).toBe('maintenance');

    const oceanDto = list.find((r) => r.id === ocean.id)!;
    expect(oceanDto).toEqual({
      id: ocean.id,
      name: 'Ocean View Deluxe',
      description: 'Sea views.',
      imagePath: '/images/rooms/a.webp',
      images: ['/images/rooms/a.webp', '/images/rooms/b.webp', '/images/rooms/c.webp'],
      basePrice: '5800.50',
      maxAdults: 2,
      maxKids: 1,
      maxOccupancy: 3,
      baseOccupancy: 3,
      extraAdultCharge: '0.00',
      extraChildCharge: '0.00',
      status: 'available',
      amenities: ['Free WiFi', 'Ocean View'],
      rates: [
        {
          id: expect.any(String),
          rateType: 'Summer',
          price: '6500.50',
          description: '',
          validFrom: '2030-04-01',
          validTo: '2030-05-31',
        },
        {
          id: expect.any(String),
          rateType: 'Holiday',
          price: '7200.00',
          description: 'Christmas and New Year',
          validFrom: '2030-12-20',
          validTo: '2031-01-03',
        },
      ],
    });
    expect(list.find((r) => r.id === suite.id)?.rates).toHaveLength(1);
    expect(list.find((r) => r.id === garden.id)).toMatchObject({
      basePrice: '3200.00',
      imagePath: null,
      rates: [],
    });
  });

  it('filters by capacity: adults, kids and their sum', async () => {
    expect(await namesOf('?adults=3')).toEqual(['Family Room', 'Sunset Suite']);
    expect(await namesOf('?adults=2&kids=1')).toEqual([
      'Closed Cottage',
      'Ocean View Deluxe',
      'Family Room',
      'Sunset Suite',
    ]);
    expect(await namesOf('?adults=2')).toEqual([
      'Garden Room',
      'Closed Cottage',
      'Ocean View Deluxe',
      'Family Room',
      'Sunset Suite',
    ]);
    // 4 adults + 2 kids needs an occupancy of 6
    expect(await namesOf('?adults=4&kids=2')).toEqual(['Family Room']);
    expect(await namesOf('?adults=1&kids=0')).toHaveLength(6);
  });

  it('filters by max price (inclusive)', async () => {
    expect(await namesOf('?maxPrice=5000')).toEqual(['Alpha Nook', 'Garden Room', 'Closed Cottage']);
    expect(await namesOf('?maxPrice=5800.50')).toContain('Ocean View Deluxe');
    expect(await namesOf('?maxPrice=15000')).toHaveLength(6);
    expect(await namesOf('?maxPrice=1000')).toEqual([]);
  });

  it('ignores empty parameters', async () => {
    expect(await namesOf('?checkin=&checkout=&adults=&kids=&maxPrice=')).toHaveLength(6);
  });

  it('with dates, hides rooms held by a pending or checked-in stay and rooms not available', async () => {
    const names = await namesOf('?checkin=2030-01-12&checkout=2030-01-14');
    expect(names).not.toContain('Family Room'); // pending 10-13
    expect(names).not.toContain('Garden Room'); // checked in 11-12
    expect(names).not.toContain('Closed Cottage'); // maintenance
    expect(names).toContain('Sunset Suite'); // only a cancelled stay
    expect(names).toContain('Alpha Nook'); // only a completed stay
    expect(names).toEqual(['Alpha Nook', 'Ocean View Deluxe', 'Sunset Suite']);
    expect(await namesOf('?checkin=2030-02-04&checkout=2030-02-06')).not.toContain('Ocean View Deluxe');
    expect(await namesOf('?checkin=2030-02-05&checkout=2030-02-06')).toContain('Ocean View Deluxe');
  });

  it('allows back-to-back stays: checkout day of one is the checkin day of the next', async () => {
    expect(await namesOf('?checkin=2030-01-13&checkout=2030-01-15')).toContain('Family Room');
    expect(await namesOf('?checkin=2030-01-08&checkout=2030-01-10')).toContain('Family Room');
    expect(await namesOf('?checkin=2030-01-08&checkout=2030-01-11')).not.toContain('Family Room');
    expect(await namesOf('?checkin=2030-01-12&checkout=2030-01-13')).not.toContain('Family Room');
  });

  it('combines dates, party and price', async () => {
    expect(await namesOf('?checkin=2030-01-12&checkout=2030-01-14&adults=4&kids=1&maxPrice=15000')).toEqual([
      'Sunset Suite',
    ]);
  });

  it('answers bad values with a 400 and a clear message', async () => {
    const cases: [string, string][] = [
      ['?adults=abc', 'Adults must be a whole number from 1 to 20'],
      ['?adults=0', 'Adults must be a whole number from 1 to 20'],
      ['?adults=1.5', 'Adults must be a whole number from 1 to 20'],
      ['?kids=-1', 'Kids must be a whole number from 0 to 20'],
      ['?maxPrice=cheap', 'Max price must be a number of pesos above 0'],
      ['?maxPrice=-5', 'Max price must be a number of pesos above 0'],
      // blanks and words were read as 0 or refused as NaN; only digits are a number
      ['?kids=%20%20', 'Kids must be a whole number from 0 to 20'],
      ['?kids=true', 'Kids must be a whole number from 0 to 20'],
      ['?adults=1e1', 'Adults must be a whole number from 1 to 20'],
      ['?maxPrice=%20', 'Max price must be a number of pesos above 0'],
      ['?checkin=2030-01-10', MSG.bookingDatesRequired],
      ['?checkout=2030-01-10', MSG.bookingDatesRequired],
      ['?checkin=2030-01-12&checkout=2030-01-10', MSG.checkoutAfterCheckin],
      ['?checkin=2030-01-12&checkout=2030-01-12', MSG.checkoutAfterCheckin],
      ['?checkin=2030-02-30&checkout=2030-03-02', 'Use a date like 2026-12-24'],
      // a parameter sent twice arrives as a list: said so, not zod's 'Invalid input'
      ['?adults=1&adults=2', 'Send adults only once'],
      ['?checkin=2030-01-12&checkin=2030-01-13&checkout=2030-01-14', 'Send checkin only once'],
    ];
    for (const [query, message] of cases) {
      const response = await getRooms(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
      expect(response.json().errors, query).toEqual(expect.any(Object));
    }
  });
});

describe('GET /api/rooms/:id', () => {
  it('answers the room with its rates', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/rooms/${suite.id}` });
    expect(response.statusCode).toBe(200);
    const room = response.json() as RoomDto;
    expect(room).toMatchObject({
      id: suite.id,
      name: 'Sunset Suite',
      basePrice: '12000.00',
      status: 'available',
    });
    expect(room.rates).toEqual([
      {
        id: expect.any(String),
        rateType: 'Peak',
        price: '15000.00',
        description: '',
        validFrom: '2030-03-01',
        validTo: '2030-03-31',
      },
    ]);
  });

  it('shows a room under maintenance with its status', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/rooms/${closed.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('maintenance');
  });

  it('answers 404 Room Not Found for a missing or malformed id, never a 500', async () => {
    for (const id of [
      '6f1c2a53-8f3e-4c1e-9b0a-2d4f6e8a1b3c',
      'not-a-uuid',
      '123',
      "x'%20or%20'1'='1",
      '%E2%82%B1',
    ]) {
      const response = await app.inject({ method: 'GET', url: `/api/rooms/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json(), id).toEqual({ message: MSG.roomNotFound });
    }
  });
});
