// The Inquiries tab: contact messages newest first, and their status (new, read, replied, archived).
import type { InquiryDto } from '@domain/api-types';
import type { InquiryStatus } from '@domain/constants';
import { isUuid } from '@domain/ids';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toInquiryDto } from './dto';
import * as repo from './repository';

export const listInquiries = async (db: Database): Promise<InquiryDto[]> =>
  (await repo.findAllInquiries(db)).map(toInquiryDto);

export const setInquiryStatus = async (
  db: Database,
  id: string,
  status: InquiryStatus,
): Promise<InquiryDto> => {
  const row = isUuid(id) ? await repo.setInquiryStatus(db, id, status) : undefined;
  if (!row) throw notFound('Inquiry not found');
  return toInquiryDto(row);
};
