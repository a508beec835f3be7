// Website content editing (spec section 2, Content management): only the known keys, HTML sanitised.
import type { ContentItemDto } from '@domain/api-types';
import {
  CONTENT_DEFAULTS,
  CONTENT_KEYS,
  contentTypeOf,
  EXTRA_CONTENT_KEYS,
  isSettingKey,
  SETTING_KEYS,
  SETTING_VALUES,
  settingValueMessage,
} from '@domain/content';
import type { contentInputSchema } from '@domain/schemas/admin';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { toContentItemDto } from './dto';
import * as repo from './repository';
import { sanitizeHtml } from './sanitize-html';
import { listContent } from './service';

const KNOWN_KEYS: readonly string[] = [...CONTENT_KEYS, ...EXTRA_CONTENT_KEYS, ...SETTING_KEYS];

export const listStoredContent = (db: Database): Promise<ContentItemDto[]> => listContent(db);

export const saveContent = async (
  db: Database,
  options: { key: string; input: z.output<typeof contentInputSchema>; adminId: string; now: Date },
): Promise<ContentItemDto> => {
  const { key, input } = options;
  if (!KNOWN_KEYS.includes(key)) throw notFound('Unknown content key');
  if (input.key !== undefined && input.key !== key)
    throw badRequest('The key in the body does not match the address', { key: 'Does not match' });
  // a setting is read as 'on' or 'off' (anything else would silently mean "on"), so nothing else is stored
  const setting = isSettingKey(key) ? input.content.trim().toLowerCase() : null;
  if (setting !== null && !(SETTING_VALUES as readonly string[]).includes(setting)) {
    const message = settingValueMessage(CONTENT_DEFAULTS[key as keyof typeof CONTENT_DEFAULTS].title);
    throw badRequest(message, { content: message });
  }
  // about_us is rendered as HTML whatever the client says, so it is always sanitised; so is any other html item
  const contentType = contentTypeOf(key) === 'html' ? 'html' : (input.contentType ?? 'text');
  const content = setting ?? (contentType === 'html' ? sanitizeHtml(input.content) : input.content);
  const row = await repo.upsertContent(db, {
    key,
    title: input.title,
    content,
    contentType,
    updatedBy: options.adminId,
    updatedAt: options.now,
  });
  return toContentItemDto(row);
};
