// GET /api/admin/inquiries (newest first) and PATCH /api/admin/inquiries/{id} {status} to mark one read.

import type { InquiryDto } from '@domain/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useRefreshingMutation } from '@/lib/query-client';
import { keys } from '@/lib/query-keys';

export const inquiriesQueryOptions = () =>
  queryOptions<InquiryDto[]>({ queryKey: keys.admin.inquiries, retry: false });

export const useInquiries = () => useQuery(inquiriesQueryOptions());

export const updateInquiryStatus = ({ id, status }: { id: string; status: string }) =>
  apiRequest<InquiryDto>('PATCH', `/api/admin/inquiries/${encodeURIComponent(id)}`, { status });

export const useUpdateInquiryStatus = () =>
  useRefreshingMutation(updateInquiryStatus, [keys.admin.inquiries]);
