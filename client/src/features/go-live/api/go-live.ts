// GET /api/admin/go-live (the "Before you go live" checklist) and an item's dismissal:
// PUT /api/admin/go-live/{id}/dismissal dismisses it, DELETE brings it back.

import { goLiveChecklistSchema } from '@domain/api/go-live';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, fetchParsed } from '@/lib/api';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const goLiveKeys = { checklist: ['/api/admin/go-live'] as const };

// Unlike the site's other reads it is read again each time the dashboard opens: its items change on
// other pages (the content page, the rooms) and on the server (SMTP_URL, SITE_URL).
export const goLiveQueryOptions = () =>
  queryOptions({
    queryKey: goLiveKeys.checklist,
    queryFn: fetchParsed(goLiveChecklistSchema),
    staleTime: 0,
    retry: false,
  });

export const useGoLiveChecklist = () => useQuery(goLiveQueryOptions());

const dismissalUrl = (id: string) => `/api/admin/go-live/${encodeURIComponent(id)}/dismissal`;

export const setDismissed = ({ id, dismissed }: { id: string; dismissed: boolean }) =>
  apiRequest<unknown>(dismissed ? 'PUT' : 'DELETE', dismissalUrl(id));

export const useSetDismissed = () => useRefreshingMutation(setDismissed, [goLiveKeys.checklist]);
