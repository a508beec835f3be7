import type { StoredContentItemDto } from '@domain/api-types';
import type { contentItems } from '../../db/schema';

export const toStoredContentItemDto = (row: typeof contentItems.$inferSelect): StoredContentItemDto => ({
  id: row.id,
  key: row.key,
  title: row.title,
  content: row.content,
  contentType: row.contentType === 'html' ? 'html' : 'text',
  updatedBy: row.updatedBy,
  updatedAt: row.updatedAt.toISOString(),
  titleFil: row.titleFil,
  contentFil: row.contentFil,
});
