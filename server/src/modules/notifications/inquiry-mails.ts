// A contact-form message: the acknowledgement to whoever wrote it and the staff's "New inquiry".
import type { InquiryDto } from '@domain/api-types';
import type { Language } from '@domain/languages';
import { findContentMap } from '../content';
import type { NotifyContext } from './context';
import { staffRecipients } from './recipients';
import { sendDrafts } from './send';
import { emailSpeaker } from './speaker';
import { inquiryReceivedMail, newInquiryMail } from './templates/inquiry';

export const sendInquiryMails = async (ctx: NotifyContext, inquiry: InquiryDto, language: Language) => {
  const content = await findContentMap(ctx.deps.db, ['contact_email', 'contact_phone']);
  const staff = await staffRecipients(ctx);
  await sendDrafts(ctx, [
    inquiryReceivedMail({ inquiry, content, lang: emailSpeaker(language) }),
    ...staff.map((to) => newInquiryMail({ inquiry, content, to })),
  ]);
};
