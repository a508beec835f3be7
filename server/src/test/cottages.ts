// Cottages as a Philippine beach resort names and prices them, for tests of the day visitors' offer.
import { SITE_IMAGES, srcFor } from '@domain/images';
import type { Database, Tx } from '../db/client';
import { cottages } from '../db/schema';

// the beach itself until the admin uploads each cottage's photos
const BEACH = srcFor(SITE_IMAGES.hero.base, 960);

export const TEST_COTTAGES = [
  { name: 'Kubo by the Shore', price: '1500.00', capacity: 8 },
  { name: 'Bamboo Cabana', price: '2000.00', capacity: 10 },
  { name: 'Family Beach Hut', price: '2500.00', capacity: 10 },
].map((cottage) => ({
  ...cottage,
  description: 'A shaded nipa-roofed cottage on the sand with a table and benches, good for 8–10 persons.',
  images: [BEACH],
}));

export const insertTestCottages = (db: Database | Tx) =>
  db.insert(cottages).values(TEST_COTTAGES).returning();
