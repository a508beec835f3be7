import { asc } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { contentItems } from '../../db/schema';

export const findAllContent = (db: Database | Tx) =>
  db.select().from(contentItems).orderBy(asc(contentItems.key));
