// A contact-form message: the acknowledgement to whoever wrote it and the staff's "New inquiry".
import type { InquiryDto } from '@domain/api-types';
import type { Language } from '@domain/languages';
import type { AppContext } from '../../lib/app-context';
import type { SendOptions } from '../../lib/mailer';
import { withinRecipientBudget } from '../../lib/recipient-limits';
import { findContentMap } from '../content';
import { staffRecipients } from './recipients';
import { sendOrder } from './send';

/**
 * Anyone can type anyone's address into the form: the acknowledgement quotes nothing they wrote, and an
 * address gets only a few (RECIPIENT_MAIL_LIMITS); the staff hear of every inquiry.
 */
export const sendInquiryMails = async (
  ctx: AppContext,
  { inquiry, language }: { inquiry: InquiryDto; language: Language },
  sendOptions: SendOptions,
) => {
  const content = await findContentMap(ctx.deps.db, ['contact_email', 'contact_phone']);
  const staff = await staffRecipients(ctx);
  const acknowledge = await withinRecipientBudget(
    ctx.deps.rateCounter,
    'inquiryAcknowledgement',
    inquiry.email,
  );
  await sendOrder(ctx, { kind: 'inquiry', inquiry, content, language, staff, acknowledge }, sendOptions);
};
