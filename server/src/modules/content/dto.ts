import type { ContentItemDto } from '@domain/api-types';
import type { contentItems } from '../../db/schema';

export const toContentItemDto = (row: typeof contentItems.$inferSelect): ContentItemDto => ({
  id: row.id,
  key: row.key,
  title: row.title,
  content: row.content,
  contentType: row.contentType === 'html' ? 'html' : 'text',
  updatedBy: row.updatedBy,
  updatedAt: row.updatedAt.toISOString(),
});
