// Contact-form messages: stored as 'new' for the admins' inquiry list, with the acknowledgement to the
// sender and the staff's "New inquiry" queued in the same transaction.
import type { InquiryDto } from '@domain/api-types';
import { DEFAULT_LANGUAGE } from '@domain/languages';
import type { inquirySchema } from '@domain/schemas/public';
import type { z } from 'zod';
import type { AppContext } from '../../lib/app-context';
import { queueEmail } from '../notifications';
import { toInquiryDto } from './dto';
import * as repo from './repository';

export const createInquiry = async (
  ctx: AppContext,
  input: z.output<typeof inquirySchema>,
): Promise<InquiryDto> => {
  // the language only picks the acknowledgement's words: it is not kept with the inquiry
  const { language = DEFAULT_LANGUAGE, ...fields } = input;
  return ctx.deps.db.transaction(async (tx) => {
    const inquiry = toInquiryDto(await repo.insertInquiry(tx, fields));
    await queueEmail(tx, { type: 'inquiry_received', inquiry, language }, { at: ctx.deps.now() });
    return inquiry;
  });
};
