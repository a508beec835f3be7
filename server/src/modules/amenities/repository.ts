// Drizzle queries for amenities, the only code that writes that table. No rules here.
import { asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { amenities } from '../../db/schema';

type Db = Database | Tx;
export type AmenityValues = Omit<typeof amenities.$inferInsert, 'id' | 'createdAt'>;

export const findAllAmenities = (db: Db) =>
  db.select().from(amenities).orderBy(asc(amenities.displayOrder), asc(amenities.name));

export const insertAmenity = async (db: Db, values: AmenityValues) =>
  onlyRow(await db.insert(amenities).values(values).returning(), 'insert into amenities');

export const updateAmenity = async (db: Db, id: string, values: AmenityValues) => {
  const [row] = await db.update(amenities).set(values).where(eq(amenities.id, id)).returning();
  return row;
};

export const deleteAmenity = async (db: Db, id: string) =>
  (await db.delete(amenities).where(eq(amenities.id, id)).returning({ id: amenities.id })).length > 0;
