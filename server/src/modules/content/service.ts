// Website texts edited by admins; keys never stored fall back to CONTENT_DEFAULTS in the browser.
// Each item may have a Filipino title and text: a Filipino reader gets those, and the English where
// there are none. HTML items (about_us) are sanitised when saved and again here, so rows stored before
// the current sanitiser (or written to the database by hand) never reach the page unsanitised.
import type { ContentItemDto, StoredContentItemDto } from '@domain/api-types';
import { type ContentMap, contentTypeOf, textIn } from '@domain/content';
import { DEFAULT_LANGUAGE, type Language } from '@domain/languages';
import type { Database } from '../../db/client';
import type { AppContext } from '../../lib/app-context';
import { toStoredContentItemDto } from './dto';
import * as repo from './repository';
import { sanitizeHtml } from './sanitize-html';

/** The last HTML sanitised per language and its result: the page asks for the same about_us on every visit. */
const lastSanitised = new Map<string, { html: string; clean: string }>();

const sanitiseCached = (slot: string, html: string): string => {
  const last = lastSanitised.get(slot);
  if (last?.html === html) return last.clean;
  const clean = sanitizeHtml(html);
  lastSanitised.set(slot, { html, clean });
  return clean;
};

/** Every stored item with both languages, HTML sanitised (the admin's list). */
export const listStoredContent = async (ctx: AppContext): Promise<StoredContentItemDto[]> =>
  (await repo.findAllContent(ctx.deps.db)).map((row) => {
    const item = toStoredContentItemDto(row);
    return item.contentType === 'html' || contentTypeOf(item.key) === 'html'
      ? {
          ...item,
          contentType: 'html',
          content: sanitiseCached('en', item.content),
          contentFil: sanitiseCached('fil', item.contentFil),
        }
      : item;
  });

/** GET /api/content: every stored item in `language`, the English where it has no Filipino version. */
export const listContent = async (
  ctx: AppContext,
  language: Language = DEFAULT_LANGUAGE,
): Promise<ContentItemDto[]> =>
  (await listStoredContent(ctx)).map(({ titleFil, contentFil, ...item }) => ({
    ...item,
    ...textIn({ ...item, titleFil, contentFil }, language),
  }));

/**
 * Stored texts by key in `language` (English where there is no Filipino), for emails and the chat
 * assistant: the given keys, or every key when none are given. Keys never stored are missing
 * (contentValue() falls back to CONTENT_DEFAULTS).
 */
export const findContentMap = async (
  db: Database,
  keys?: readonly string[],
  language: Language = DEFAULT_LANGUAGE,
): Promise<ContentMap> => {
  const rows = keys ? await repo.findContentOf(db, keys) : await repo.findAllContent(db);
  return Object.fromEntries(rows.map((row) => [row.key, textIn(row, language).content]));
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
    titleFil: undefined,
    contentFil: undefined,
    updatedBy: options.by,
    updatedAt: options.at,
  });
};

/** When a website text last changed; null while every text is the built-in default. */
export const findContentChangedAt = (db: Database): Promise<Date | null> => repo.findContentChangedAt(db);
