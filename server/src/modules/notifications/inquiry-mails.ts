// A contact-form message: the acknowledgement to whoever wrote it and the staff's "New inquiry".
import type { InquiryDto } from '@domain/api-types';
import type { Language } from '@domain/languages';
import { findContentMap } from '../content';
import type { NotifyContext } from './context';
import { staffRecipients } from './recipients';
import { sendOrder } from './send';

export const sendInquiryMails = async (ctx: NotifyContext, inquiry: InquiryDto, language: Language) => {
  const content = await findContentMap(ctx.deps.db, ['contact_email', 'contact_phone']);
  const staff = await staffRecipients(ctx);
  await sendOrder(ctx, { kind: 'inquiry', inquiry, content, language, staff });
};
