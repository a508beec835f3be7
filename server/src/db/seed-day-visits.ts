// The demo offer for day visitors, seeded with the demo rooms: an entrance pass as a Philippine beach
// resort prices one, and three beachfront cottages the admin renames and re-prices (docs/admin.md).
import { SITE_IMAGES, srcFor } from '@domain/images';
import type { Tx } from './client';
import { cottages, dayPassSettings } from './schema';

export const DEMO_DAY_PASS = {
  adultWeekdayPrice: '150.00',
  adultWeekendPrice: '200.00',
  childWeekdayPrice: '100.00',
  childWeekendPrice: '150.00',
  childRule: 'Children 3–12 years old or below 4 ft',
  childRuleFil: 'Mga batang 3–12 taong gulang o mas mababa sa 4 na talampakan',
  openingHours: '8:00 AM – 6:00 PM',
  dailyCapacity: 300,
};

// the beach itself until the admin uploads each cottage's photos
const BEACH = srcFor(SITE_IMAGES.hero.base, 960);

const DEMO_COTTAGES = [
  { name: 'Kubo by the Shore', price: '1500.00', capacity: 8 },
  { name: 'Bamboo Cabana', price: '2000.00', capacity: 10 },
  { name: 'Family Beach Hut', price: '2500.00', capacity: 10 },
].map((cottage) => ({
  ...cottage,
  description: 'A shaded nipa-roofed cottage on the sand with a table and benches, good for 8–10 persons.',
  images: [BEACH],
}));

export const seedDayVisits = async (tx: Tx) => {
  await tx
    .insert(dayPassSettings)
    .values({ id: 1, ...DEMO_DAY_PASS })
    .onConflictDoNothing();
  await tx.insert(cottages).values(DEMO_COTTAGES);
};
