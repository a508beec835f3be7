// Cottages as a Philippine beach resort names and prices them, for tests of the day visitors' offer.
import type { ReceiptDto } from '@domain/api-types';
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

/**
 * A receipt's lines for the day visit of the domain's example (2 adults, 1 child, 1 infant, the Bamboo
 * Cabana) on a weekend day at the demo pass's fees: ₱2,550 in all.
 */
export const WEEKEND_FAMILY_VISIT_LINES: ReceiptDto['dayVisit'] = [
  { item: 'adult', quantity: 2, unitPrice: '200.00', amount: '400.00' },
  { item: 'child', quantity: 1, unitPrice: '150.00', amount: '150.00' },
  { item: 'infant', quantity: 1, unitPrice: '0.00', amount: '0.00' },
  { item: 'cottage', quantity: 1, unitPrice: '2000.00', amount: '2000.00' },
];
