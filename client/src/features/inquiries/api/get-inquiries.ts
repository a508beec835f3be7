// GET /api/admin/inquiries (newest first) and PATCH /api/admin/inquiries/{id} {status} to mark one read.

import { inquirySchema } from '@domain/api/site';
import type { InquiryDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, fetchParsed } from '@/lib/api';
import { keys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const inquiriesQueryOptions = () =>
  queryOptions({
    queryKey: keys.admin.inquiries,
    queryFn: fetchParsed(z.array(inquirySchema)),
    retry: false,
  });

export const useInquiries = () => useQuery(inquiriesQueryOptions());

export const updateInquiryStatus = ({ id, status }: { id: string; status: string }) =>
  apiRequest<InquiryDto>('PATCH', `/api/admin/inquiries/${encodeURIComponent(id)}`, { status });

export const useUpdateInquiryStatus = () =>
  useRefreshingMutation(updateInquiryStatus, [keys.admin.inquiries]);
