// An editable text as GET /api/content sends it, for the tests of the pages that show one: the API
// reference's example (an English text item); `overrides` set the key and text a test is about.

import { contentItemExample } from '@domain/api/site';
import type { ContentItemDto } from '@domain/api-types';

export const aContentItem = (overrides: Partial<ContentItemDto> = {}): ContentItemDto => ({
  ...contentItemExample,
  ...overrides,
});
