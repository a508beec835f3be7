// Contact-form messages: stored as 'new' for the admins' inquiry list.
import type { InquiryDto } from '@domain/api-types';
import type { inquirySchema } from '@domain/schemas/public';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { toInquiryDto } from './dto';
import * as repo from './repository';

export const createInquiry = async (
  db: Database,
  input: z.output<typeof inquirySchema>,
): Promise<InquiryDto> => {
  // the language only picks the acknowledgement's words: it is not kept with the inquiry
  const { language: _language, ...inquiry } = input;
  return toInquiryDto(await repo.insertInquiry(db, inquiry));
};
