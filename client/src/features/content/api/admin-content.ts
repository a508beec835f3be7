// The content management calls (spec section 7): GET /api/admin/content and PUT /api/admin/content/{key}.
// A save refreshes both the admin list and the public texts (/api/content, every language) the site reads. Spec section 8
// does not apply the 401 redirect to content changes: the dialog reports failures itself.

import { storedContentItemSchema } from '@domain/api/site';
import type { StoredContentItemDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, fetchParsed } from '@/lib/api';
import { MANUAL_SESSION_ERRORS } from '@/lib/query-client';
import { keys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const adminContentQueryOptions = () =>
  queryOptions({ queryKey: keys.admin.content, queryFn: fetchParsed(z.array(storedContentItemSchema)) });

export const useAdminContent = () => useQuery(adminContentQueryOptions());

/** titleFil and contentFil: the Filipino versions ('' shows the English on Filipino pages); left out, kept as stored. */
export type ContentInput = {
  key: string;
  title: string;
  content: string;
  contentType: 'text' | 'html';
  titleFil?: string;
  contentFil?: string;
};

export const saveContent = (input: ContentInput) =>
  apiRequest<StoredContentItemDto>('PUT', `/api/admin/content/${encodeURIComponent(input.key)}`, input);

export const useSaveContent = () =>
  useRefreshingMutation(saveContent, [keys.content.public, keys.admin.content], {
    meta: MANUAL_SESSION_ERRORS,
  });
