import { asc } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { amenities } from '../../db/schema';

export const findAllAmenities = (db: Database | Tx) =>
  db.select().from(amenities).orderBy(asc(amenities.displayOrder), asc(amenities.name));
