// Demo data for an empty database (SEED_DEMO=false skips it): rooms with photos and seasonal
// rates, the resort's eight facilities, and the day visitors' entrance pass (seed-day-visits.ts). Nothing a real resort
// would have to delete.

import { ROOM_DEFAULTS } from '@domain/constants';
import { addDays, todayIn } from '@domain/dates';
import { amenityImage, ROOM_IMAGE_SETS, srcFor } from '@domain/images';
import { count } from 'drizzle-orm';
import type { Database } from './client';
import { amenities, roomRates, rooms } from './schema';
import { seedDayVisits } from './seed-day-visits';

/** A demo room; without a base occupancy it is good for its max occupancy (nobody charged extra). */
type DemoRoom = Omit<typeof rooms.$inferInsert, 'images' | 'imagePath' | 'baseOccupancy'> & {
  imageSet: number;
  baseOccupancy?: number;
};

const DEMO_ROOMS: DemoRoom[] = [
  {
    name: 'Garden Standard Room',
    description:
      'A bright, quiet room facing our tropical garden, a one-minute walk from the sand. Ideal for couples and solo travellers who spend their days on the beach.',
    basePrice: '3200.00',
    maxAdults: 2,
    maxKids: 0,
    maxOccupancy: 2,
    amenities: ['Free WiFi', 'Air Conditioning', 'Private Bathroom', 'Garden View', 'Hot Shower'],
    imageSet: 0,
  },
  {
    name: 'Ocean View Deluxe Room',
    description:
      'Wake up to the sound of the waves. Floor-to-ceiling windows frame the sea, with a queen bed, a daybed for a little one and a rain shower.',
    basePrice: '5800.00',
    maxAdults: 2,
    maxKids: 1,
    maxOccupancy: 3,
    amenities: ['Free WiFi', 'Ocean View', 'Air Conditioning', 'Smart TV', 'Mini Bar', 'Coffee Maker'],
    imageSet: 1,
  },
  {
    name: 'Family Beach Room',
    description:
      'Space for the whole family: two queen beds, a bunk bed for the kids and a veranda that opens straight onto the beach path.',
    basePrice: '7500.00',
    maxAdults: 4,
    maxKids: 2,
    maxOccupancy: 6,
    // good for 4; the 5th and 6th guests pay per night (docs/pricing.md, Extra guests)
    baseOccupancy: 4,
    extraAdultCharge: '800.00',
    extraChildCharge: '400.00',
    amenities: [
      'Free WiFi',
      'Air Conditioning',
      'Smart TV',
      'Bunk Beds',
      'Veranda',
      'Refrigerator',
      'Private Bathroom',
    ],
    imageSet: 2,
  },
  {
    name: 'Premier Deluxe Balcony Room',
    description:
      'Our most requested room: a king bed, a private balcony above the palms and the best sunset seats in the house.',
    basePrice: '8900.00',
    maxAdults: 2,
    maxKids: 2,
    maxOccupancy: 4,
    amenities: [
      'Free WiFi',
      'Ocean View',
      'Private Balcony',
      'Air Conditioning',
      'Smart TV',
      'Bathtub',
      'Coffee Maker',
    ],
    imageSet: 3,
  },
  {
    name: 'Sunset Suite',
    description:
      'A one-bedroom suite with a separate living area, a deep soaking tub and a wraparound terrace that faces the sunset over the West Philippine Sea.',
    basePrice: '12500.00',
    maxAdults: 2,
    maxKids: 2,
    maxOccupancy: 4,
    amenities: [
      'Free WiFi',
      'Ocean View',
      'Living Area',
      'Wraparound Terrace',
      'Soaking Tub',
      'Smart TV',
      'Mini Bar',
      'Coffee Maker',
    ],
    imageSet: 4,
  },
  {
    name: 'Beachfront Pool Villa',
    description:
      'A private two-bedroom villa right on the sand, with its own plunge pool, an outdoor shower and a kitchenette. Made for celebrations and big families.',
    basePrice: '18000.00',
    maxAdults: 6,
    maxKids: 4,
    maxOccupancy: 10,
    baseOccupancy: 6,
    extraAdultCharge: '1000.00',
    extraChildCharge: '500.00',
    amenities: [
      'Free WiFi',
      'Private Pool',
      'Beachfront',
      'Kitchenette',
      'Two Bedrooms',
      'Outdoor Shower',
      'Smart TV',
      'Air Conditioning',
    ],
    imageSet: 5,
  },
];

const DEMO_FACILITIES = [
  {
    name: 'Swimming Pool',
    description:
      'An infinity-edge pool under the coconut palms, with a shallow kids’ area and loungers all day.',
  },
  {
    name: 'Restaurant',
    description: 'Filipino and international dishes, with the day’s catch grilled by the beach.',
  },
  {
    name: 'Function Hall',
    description: 'An air-conditioned hall for 150 guests: weddings, debuts and team outings.',
  },
  {
    name: 'Coffee Shop',
    description: 'Locally roasted barako coffee, fresh pastries and fruit shakes from 6 AM.',
  },
  { name: 'WiFi', description: 'Fast fiber WiFi in every room, by the pool and on the beach front.' },
  { name: 'Parking', description: 'Free, guarded parking for cars and vans inside the resort grounds.' },
  { name: 'Security', description: 'Round-the-clock security staff and CCTV so you can rest easy.' },
  {
    name: 'Air Conditioning',
    description: 'Every room and indoor space is cooled, even on the hottest summer days.',
  },
];

/** The demo rooms' names: the go-live checklist asks for each to be replaced by a real room. */
export const DEMO_ROOM_NAMES: readonly string[] = DEMO_ROOMS.map((room) => room.name);

/** The next occurrence of a month-day from `today` (this year or next). */
const nextDate = (today: string, monthDay: string) => {
  const thisYear = `${today.slice(0, 4)}-${monthDay}`;
  return thisYear >= today ? thisYear : `${Number(today.slice(0, 4)) + 1}-${monthDay}`;
};

/** `today` (the resort's day, 'YYYY-MM-DD') places the seasonal rates; tests pass a fixed one. */
export const seedDemoData = async (db: Database, options: { resortTz: string; today?: string }) => {
  const [existing] = await db.select({ rooms: count() }).from(rooms);
  if ((existing?.rooms ?? 0) > 0) return false;

  const today = options.today ?? todayIn(options.resortTz);
  const holidayStart = nextDate(today, '12-20');
  const summerStart = nextDate(today, '04-01');

  await db.transaction(async (tx) => {
    for (const demo of DEMO_ROOMS) {
      const { imageSet, ...room } = demo;
      const images = (ROOM_IMAGE_SETS[imageSet % ROOM_IMAGE_SETS.length]?.images ?? []).map((image) =>
        srcFor(image.base, 960),
      );
      const [created] = await tx
        .insert(rooms)
        .values({
          ...room,
          baseOccupancy: room.baseOccupancy ?? room.maxOccupancy ?? ROOM_DEFAULTS.maxOccupancy,
          images,
          imagePath: images[0] ?? null,
        })
        .returning({ id: rooms.id, basePrice: rooms.basePrice });
      if (!created) continue;
      const base = Number(created.basePrice);
      await tx.insert(roomRates).values([
        {
          roomId: created.id,
          rateType: 'Holiday Peak',
          price: (Math.round((base * 1.25) / 100) * 100).toFixed(2),
          description: 'Christmas and New Year season',
          validFrom: holidayStart,
          validTo: addDays(holidayStart, 14),
        },
        {
          roomId: created.id,
          rateType: 'Summer Season',
          price: (Math.round((base * 1.15) / 100) * 100).toFixed(2),
          description: 'Holy Week and the summer school break',
          validFrom: summerStart,
          validTo: addDays(summerStart, 60),
        },
      ]);
    }
    await tx.insert(amenities).values(
      DEMO_FACILITIES.map((facility, index) => {
        const image = amenityImage(facility.name);
        return { ...facility, displayOrder: index, imagePath: image ? srcFor(image.base, 960) : null };
      }),
    );
    await seedDayVisits(tx);
  });
  return true;
};
