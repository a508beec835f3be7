// Drizzle queries for content_items, the only code that writes that table. No rules here.
import { asc, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { contentItems } from '../../db/schema';

export const findAllContent = (db: Database | Tx) =>
  db.select().from(contentItems).orderBy(asc(contentItems.key));

/** The texts of each stored key asked for (keys never stored are left out). */
export const findContentOf = (db: Database | Tx, keys: readonly string[]) =>
  db
    .select({
      key: contentItems.key,
      title: contentItems.title,
      content: contentItems.content,
      titleFil: contentItems.titleFil,
      contentFil: contentItems.contentFil,
    })
    .from(contentItems)
    .where(inArray(contentItems.key, [...keys]));

export const upsertContent = async (
  db: Database | Tx,
  values: {
    key: string;
    title: string;
    content: string;
    contentType: string;
    /** undefined keeps the stored Filipino version (a new row starts without one). */
    titleFil: string | undefined;
    contentFil: string | undefined;
    updatedBy: string;
    updatedAt: Date;
  },
) =>
  onlyRow(
    await db
      .insert(contentItems)
      .values({ ...values, titleFil: values.titleFil ?? '', contentFil: values.contentFil ?? '' })
      .onConflictDoUpdate({
        target: contentItems.key,
        set: {
          title: values.title,
          content: values.content,
          contentType: values.contentType,
          ...(values.titleFil === undefined ? {} : { titleFil: values.titleFil }),
          ...(values.contentFil === undefined ? {} : { contentFil: values.contentFil }),
          updatedBy: values.updatedBy,
          updatedAt: values.updatedAt,
        },
      })
      .returning(),
    'upsert into content_items',
  );
