// The Inquiries tab: contact messages newest first, and their status (new, read, replied, archived).
import type { InquiryDto } from '@domain/api-types';
import type { InquiryStatus } from '@domain/constants';
import { isUuid } from '@domain/ids';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/errors';
import { toInquiryDto } from './dto';
import * as repo from './repository';

export const listInquiries = async (ctx: AppContext): Promise<InquiryDto[]> =>
  (await repo.findAllInquiries(ctx.deps.db)).map(toInquiryDto);

export const setInquiryStatus = async (
  ctx: AppContext,
  id: string,
  status: InquiryStatus,
): Promise<InquiryDto> => {
  const { db } = ctx.deps;
  const row = isUuid(id) ? await repo.setInquiryStatus(db, id, status) : undefined;
  if (!row) throw notFound('Inquiry not found');
  return toInquiryDto(row);
};
