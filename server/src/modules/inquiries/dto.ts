import type { InquiryDto } from '@domain/api-types';
import type { inquiries } from '../../db/schema';

export const toInquiryDto = (row: typeof inquiries.$inferSelect): InquiryDto => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});
