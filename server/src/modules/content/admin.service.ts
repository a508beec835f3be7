// Website content editing (spec section 2, Content management): only the known keys, HTML sanitised,
// the optional Filipino versions beside the English ones.
import type { StoredContentItemDto } from '@domain/api-types';
import {
  CONTENT_DEFAULTS,
  CONTENT_KEYS,
  contentTypeOf,
  EXTRA_CONTENT_KEYS,
  hasFilipinoVersion,
  isSettingKey,
  SETTING_KEYS,
  SETTING_VALUES,
  settingValueMessage,
} from '@domain/content';
import { checkLatLon, formatLatLon } from '@domain/map-location';
import type { contentInputSchema } from '@domain/schemas/admin';
import type { z } from 'zod';
import type { AppContext } from '../../lib/app-context';
import { badRequest, notFound } from '../../lib/errors';
import { toStoredContentItemDto } from './dto';
import * as repo from './repository';
import { sanitizeHtml } from './sanitize-html';

export { listStoredContent } from './service';

const KNOWN_KEYS: readonly string[] = [...CONTENT_KEYS, ...EXTRA_CONTENT_KEYS, ...SETTING_KEYS];

export const saveContent = async (
  ctx: AppContext,
  options: { key: string; input: z.output<typeof contentInputSchema>; adminId: string },
): Promise<StoredContentItemDto> => {
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
  // the contact page's map and its links are built from this point, so only a readable one is stored
  const location = key === 'map_location' ? checkLatLon(input.content) : null;
  if (location && 'error' in location) throw badRequest(location.error, { content: location.error });
  // contact details, account numbers, times and settings read the same in every language: a Filipino
  // copy of them could only drift from the English one
  if (!hasFilipinoVersion(key)) {
    const errors = Object.fromEntries(
      (['titleFil', 'contentFil'] as const)
        .filter((field) => input[field]?.trim())
        .map((field) => [field, 'This text is the same in every language']),
    );
    if (Object.keys(errors).length > 0)
      throw badRequest('This content has no Filipino version: it is the same in every language', errors);
  }
  // about_us is rendered as HTML whatever the client says, so it is always sanitised; so is any other html item
  const contentType =
    contentTypeOf(key) === 'html' ? 'html' : location ? 'text' : (input.contentType ?? 'text');
  const clean = (text: string) => (contentType === 'html' ? sanitizeHtml(text) : text);
  const row = await repo.upsertContent(ctx.deps.db, {
    key,
    title: input.title,
    // the point is stored in one spelling ("16.669, 120.326"), whatever signs or spaces were typed
    content: setting ?? (location ? formatLatLon(location.location) : clean(input.content)),
    contentType,
    titleFil: input.titleFil,
    contentFil: input.contentFil === undefined ? undefined : clean(input.contentFil),
    updatedBy: options.adminId,
    updatedAt: ctx.deps.now(),
  });
  return toStoredContentItemDto(row);
};
