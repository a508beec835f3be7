// Drizzle queries for content_items, the only code that writes that table. No rules here.
import { asc, eq, inArray, like, max, notLike } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { contentItems, users } from '../../db/schema';

/**
 * Rows under this prefix are the admin's go-live checklist dismissals, not website texts: the content
 * lists never show them and the content editor cannot write them (only known keys are accepted).
 */
export const CHECKLIST_PREFIX = 'go_live_dismissed:';

export const findAllContent = (db: Database | Tx) =>
  db
    .select()
    .from(contentItems)
    .where(notLike(contentItems.key, `${CHECKLIST_PREFIX}%`))
    .orderBy(asc(contentItems.key));

/** When a website text last changed (checklist dismissals aside); null while none is stored. */
export const findContentChangedAt = async (db: Database | Tx): Promise<Date | null> => {
  const [row] = await db
    .select({ at: max(contentItems.updatedAt) })
    .from(contentItems)
    .where(notLike(contentItems.key, `${CHECKLIST_PREFIX}%`));
  return row?.at ?? null;
};

/** The checklist's dismissal rows with who last changed each (a blank content is an undone dismissal). */
export const findChecklistRows = (db: Database | Tx) =>
  db
    .select({
      key: contentItems.key,
      content: contentItems.content,
      updatedAt: contentItems.updatedAt,
      updatedBy: contentItems.updatedBy,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(contentItems)
    .leftJoin(users, eq(users.id, contentItems.updatedBy))
    .where(like(contentItems.key, `${CHECKLIST_PREFIX}%`));

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
