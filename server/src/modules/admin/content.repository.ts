// Drizzle queries for the admin's content editing. No rules here.
import type { Database, Tx } from '../../db/client';
import { contentItems } from '../../db/schema';

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
) => {
  const [row] = await db
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
    .returning();
  if (!row) throw new Error('upsert into content_items returned no row');
  return row;
};
