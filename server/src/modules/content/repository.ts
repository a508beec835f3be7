// Drizzle queries for content_items, the only code that writes that table. No rules here.
import { asc, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { contentItems } from '../../db/schema';

export const findAllContent = (db: Database | Tx) =>
  db.select().from(contentItems).orderBy(asc(contentItems.key));

/** The text of each stored key asked for (keys never stored are left out). */
export const findContentOf = (db: Database | Tx, keys: readonly string[]) =>
  db
    .select({ key: contentItems.key, content: contentItems.content })
    .from(contentItems)
    .where(inArray(contentItems.key, [...keys]));

export const upsertContent = async (
  db: Database | Tx,
  values: {
    key: string;
    title: string;
    content: string;
    contentType: string;
    updatedBy: string;
    updatedAt: Date;
  },
) =>
  onlyRow(
    await db
      .insert(contentItems)
      .values(values)
      .onConflictDoUpdate({
        target: contentItems.key,
        set: {
          title: values.title,
          content: values.content,
          contentType: values.contentType,
          updatedBy: values.updatedBy,
          updatedAt: values.updatedAt,
        },
      })
      .returning(),
    'upsert into content_items',
  );
