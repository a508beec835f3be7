// The rooms, rates and stays the room search's tests share: six rooms of every size and price (one under
// maintenance), seasonal rates on two, and stays of every status in January and February 2030.
import type { ReservationStatus } from '@domain/reservation-status';
import type { Database } from '../db/client';
import { reservations, roomRates, rooms, users } from '../db/schema';

export const insertRoom = async (
  db: Database,
  values: Partial<typeof rooms.$inferInsert> & { name: string; basePrice: string },
) => {
  const [row] = await db
    .insert(rooms)
    .values({ ...values, baseOccupancy: values.baseOccupancy ?? values.maxOccupancy ?? 2 })
    .returning();
  return row!;
};

/** Holiday and summer rates on the ocean room, a peak rate on the suite. */
const insertSeasonalRates = (db: Database, oceanId: string, suiteId: string) =>
  db.insert(roomRates).values([
    {
      roomId: oceanId,
      rateType: 'Holiday',
      price: '7200',
      description: 'Christmas and New Year',
      validFrom: '2030-12-20',
      validTo: '2031-01-03',
    },
    { roomId: oceanId, rateType: 'Summer', price: '6500.5', validFrom: '2030-04-01', validTo: '2030-05-31' },
    { roomId: suiteId, rateType: 'Peak', price: '15000', validFrom: '2030-03-01', validTo: '2030-03-31' },
  ]);

/** Nights of 10-12 Jan: family pending, garden checked in (from the 11th), suite cancelled, alpha completed.
 * Early February: ocean confirmed. */
export const seedSearchRooms = async (db: Database) => {
  const garden = await insertRoom(db, {
    name: 'Garden Room',
    basePrice: '3200.00',
    maxAdults: 2,
    maxKids: 0,
    maxOccupancy: 2,
  });
  const alpha = await insertRoom(db, {
    name: 'Alpha Nook',
    basePrice: '3200',
    maxAdults: 1,
    maxKids: 0,
    maxOccupancy: 1,
  });
  const ocean = await insertRoom(db, {
    name: 'Ocean View Deluxe',
    description: 'Sea views.',
    basePrice: '5800.50',
    maxAdults: 2,
    maxKids: 1,
    maxOccupancy: 3,
    images: ['/images/rooms/a.webp', '/images/rooms/b.webp', '/images/rooms/c.webp'],
    amenities: ['Free WiFi', 'Ocean View'],
  });
  const family = await insertRoom(db, {
    name: 'Family Room',
    basePrice: '7500',
    maxAdults: 4,
    maxKids: 2,
    maxOccupancy: 6,
  });
  const suite = await insertRoom(db, {
    name: 'Sunset Suite',
    basePrice: '12000',
    maxAdults: 4,
    maxKids: 2,
    maxOccupancy: 5,
  });
  const closed = await insertRoom(db, {
    name: 'Closed Cottage',
    basePrice: '4000',
    maxAdults: 2,
    maxKids: 2,
    maxOccupancy: 4,
    status: 'maintenance',
  });

  await insertSeasonalRates(db, ocean.id, suite.id);

  const [guest] = await db.insert(users).values({ email: 'booker@example.com', firstName: 'B' }).returning();
  let refCounter = 0;
  const reserve = (roomId: string, checkin: string, checkout: string, status: ReservationStatus) =>
    db.insert(reservations).values({
      referenceCode: `TESTRF${String(++refCounter).padStart(2, '2')}`,
      roomId,
      userId: guest!.id,
      checkin,
      checkout,
      totalAmount: '1000',
      status,
    });

  await reserve(family.id, '2030-01-10', '2030-01-13', 'pending');
  await reserve(garden.id, '2030-01-11', '2030-01-13', 'checked_in');
  await reserve(suite.id, '2030-01-10', '2030-01-13', 'cancelled');
  await reserve(alpha.id, '2030-01-10', '2030-01-13', 'completed');
  await reserve(ocean.id, '2030-02-01', '2030-02-05', 'confirmed');
  return { garden, alpha, ocean, family, suite, closed, guest: guest! };
};
