// The content management calls (spec section 7): GET /api/admin/content and PUT /api/admin/content/{key}.
// A save refreshes both the admin list and the public texts (/api/content) the site reads.

import type { ContentItemDto } from '@domain/api-types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

export const ADMIN_CONTENT_KEY = ['/api/admin/content'] as const;

export const adminContentQueryOptions = () => queryOptions<ContentItemDto[]>({ queryKey: ADMIN_CONTENT_KEY });

export const useAdminContent = () => useQuery(adminContentQueryOptions());

export type ContentInput = { key: string; title: string; content: string; contentType: 'text' | 'html' };

export const saveContent = (input: ContentInput) =>
  apiRequest<ContentItemDto>('PUT', `/api/admin/content/${encodeURIComponent(input.key)}`, input);

export const useSaveContent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/content'] }),
        queryClient.invalidateQueries({ queryKey: ADMIN_CONTENT_KEY }),
      ]),
  });
};
