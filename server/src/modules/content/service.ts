// Website texts edited by admins; keys never stored fall back to CONTENT_DEFAULTS in the browser.
// HTML items (about_us) are sanitised when saved and again here, so rows stored before the current
// sanitiser (or written to the database by hand) never reach the page unsanitised.
import type { ContentItemDto } from '@domain/api-types';
import { type ContentMap, contentTypeOf } from '@domain/content';
import type { Database } from '../../db/client';
import { toContentItemDto } from './dto';
import * as repo from './repository';
import { sanitizeHtml } from './sanitize-html';

/** The last HTML sanitised and its result: the page asks for the same about_us on every visit. */
let lastSanitised: { html: string; clean: string } | undefined;

const sanitiseCached = (html: string): string => {
  if (lastSanitised?.html !== html) lastSanitised = { html, clean: sanitizeHtml(html) };
  return lastSanitised.clean;
};

export const listContent = async (db: Database): Promise<ContentItemDto[]> =>
  (await repo.findAllContent(db)).map((row) => {
    const item = toContentItemDto(row);
    return item.contentType === 'html' || contentTypeOf(item.key) === 'html'
      ? { ...item, contentType: 'html', content: sanitiseCached(item.content) }
      : item;
  });

/**
 * Stored texts by key, for emails and the chat assistant: the given keys, or every key when none are
 * given. Keys never stored are missing (contentValue() falls back to CONTENT_DEFAULTS).
 */
export const findContentMap = async (db: Database, keys?: readonly string[]): Promise<ContentMap> => {
  const rows = keys ? await repo.findContentOf(db, keys) : await repo.findAllContent(db);
  return Object.fromEntries(rows.map((row) => [row.key, row.content]));
};

/** An item of the go-live checklist the admin chose to skip, with who did and when. */
export type ChecklistDismissal = { item: string; at: Date; by: string | null; byName: string | null };

const DISMISSED = 'dismissed';

export const findChecklistDismissals = async (db: Database): Promise<ChecklistDismissal[]> =>
  (await repo.findChecklistRows(db))
    .filter((row) => row.content === DISMISSED)
    .map((row) => ({
      item: row.key.slice(repo.CHECKLIST_PREFIX.length),
      at: row.updatedAt,
      by: row.updatedBy,
      byName: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
    }));

/** Dismisses an item, or undoes that (the row stays, blank, naming who undid it and when). */
export const setChecklistDismissal = async (
  db: Database,
  options: { item: string; dismissed: boolean; by: string; at: Date },
): Promise<void> => {
  await repo.upsertContent(db, {
    key: `${repo.CHECKLIST_PREFIX}${options.item}`,
    title: `Go-live checklist: ${options.item}`,
    content: options.dismissed ? DISMISSED : '',
    contentType: 'text',
    updatedBy: options.by,
    updatedAt: options.at,
  });
};
