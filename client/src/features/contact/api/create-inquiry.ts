// POST /api/inquiries {name, email, phone, subject, message}: the 'Send us a Message' form.
// Public: the form reports every failure itself.

import type { InquiryDto } from '@domain/api-types';
import type { inquirySchema } from '@domain/schemas/public';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { MANUAL_SESSION_ERRORS } from '@/lib/query-client';

export type CreateInquiryInput = z.output<typeof inquirySchema>;

export const createInquiry = (input: CreateInquiryInput) =>
  apiRequest<InquiryDto>('POST', '/api/inquiries', input);

export const useCreateInquiry = () => useMutation({ mutationFn: createInquiry, meta: MANUAL_SESSION_ERRORS });
